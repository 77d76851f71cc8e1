// Development server: compiles on change and restarts the API when the output changes.
import { spawn } from 'node:child_process';
import { execFileSync } from 'node:child_process';

const tsc = ['tsc', '-p', 'tsconfig.build.json'];
const tscPath = new URL('../../../node_modules/typescript/bin/tsc', import.meta.url).pathname;
execFileSync(process.execPath, [tscPath, ...tsc.slice(1)], { stdio: 'inherit' });
// The blog's seed posts are read at migration time from next to the compiled code.
execFileSync(process.execPath, [new URL('./copy-seed-posts.mjs', import.meta.url).pathname], { stdio: 'inherit' });

const children = [
  spawn(process.execPath, [tscPath, ...tsc.slice(1), '--watch', '--preserveWatchOutput'], { stdio: 'inherit' }),
  spawn(process.execPath, ['--watch-path=dist', 'dist/main.js'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => code && process.exit(code)));
