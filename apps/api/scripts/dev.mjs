// Development server: compiles on change and restarts the API when the output changes, its own
// or that of the engine packages it runs (npm run dev rebuilds those with tsup --watch).
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';

const tsc = ['tsc', '-p', 'tsconfig.build.json'];
const tscPath = new URL('../../../node_modules/typescript/bin/tsc', import.meta.url).pathname;
execFileSync(process.execPath, [tscPath, ...tsc.slice(1)], { stdio: 'inherit' });
// The blog's seed posts are read at migration time from next to the compiled code.
execFileSync(process.execPath, [new URL('./copy-seed-posts.mjs', import.meta.url).pathname], { stdio: 'inherit' });

// Each workspace package's dist/ folder, found the way the API loads it.
const require = createRequire(import.meta.url);
const { dependencies } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
const packageDists = Object.keys(dependencies)
  .filter((name) => name.startsWith('@truth-or-dare/'))
  .map((name) => dirname(require.resolve(name)));

const children = [
  spawn(process.execPath, [tscPath, ...tsc.slice(1), '--watch', '--preserveWatchOutput'], { stdio: 'inherit' }),
  spawn(
    process.execPath,
    ['--watch-path=dist', ...packageDists.map((path) => `--watch-path=${path}`), 'dist/main.js'],
    { stdio: 'inherit' },
  ),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => code && process.exit(code)));
