#!/usr/bin/env node
// Fails when a dependency has an install script that package.json's allowScripts has not
// reviewed: npm 12 would skip it silently on a fresh install (see README, "Install scripts").
// Usage: node scripts/check-install-scripts.mjs [npm command…]   (default: the npm on PATH)
import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const [command = 'npm', ...prefix] = process.argv.slice(2);
const output = execFileSync(command, [...prefix, 'install-scripts', 'ls', '--json'], {
  cwd: root,
  encoding: 'utf8',
  stdio: ['ignore', 'pipe', 'inherit'],
});
const pending = JSON.parse(output).allowScripts ?? [];
if (pending.length > 0) {
  const names = pending.map((entry) => `${entry.name} (${entry.changes.map((change) => change.key).join(', ')})`);
  console.error(`Install scripts not reviewed in package.json's allowScripts: ${names.join('; ')}.`);
  console.error(
    'Check what each script does, then run `npm install-scripts approve <pkg>` or `npm install-scripts deny <pkg>`.',
  );
  process.exit(1);
}
console.log('Install scripts: every dependency with one is approved or denied in allowScripts.');
