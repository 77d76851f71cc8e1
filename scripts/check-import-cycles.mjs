#!/usr/bin/env node
// Fails on an import cycle between our own source files, type-only imports included:
// ESLint's import/no-cycle passes over `import type`, yet a cycle of types still ties two
// modules into one unit a reader has to take in at once. Relative imports and re-exports count.
// Usage: node scripts/check-import-cycles.mjs
import { existsSync, readFileSync, statSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SOURCE = /\.(ts|tsx|mts|cts)$/;
const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'apps', 'packages'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => SOURCE.test(file) && !file.endsWith('.d.ts') && existsSync(join(root, file)));

// `import … from './x'`, `import type …`, `export … from './x'` and side-effect `import './x'`.
const SPECIFIER = /(?:^|\n)\s*(?:import|export)\b[^'"`;]*?(?:from\s*)?['"](\.{1,2}\/[^'"]+)['"]/g;

function resolveImport(fromFile, specifier) {
  const base = join(dirname(join(root, fromFile)), specifier.replace(/\.(m?js|jsx)$/, ''));
  const candidates = ['.ts', '.tsx', '.mts', '.cts', '/index.ts', '/index.tsx'].map((ending) => base + ending);
  if (SOURCE.test(base)) candidates.unshift(base);
  const found = candidates.find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
  return found ? relative(root, found) : undefined;
}

const graph = new Map();
for (const file of files) {
  const text = readFileSync(join(root, file), 'utf8');
  const targets = new Set();
  for (const match of text.matchAll(SPECIFIER)) {
    const target = resolveImport(file, match[1]);
    if (target) targets.add(target);
  }
  graph.set(file, [...targets]);
}

// Depth-first search; a grey node met again closes a cycle.
const state = new Map();
const cycles = [];
function visit(file, path) {
  state.set(file, 'open');
  path.push(file);
  for (const next of graph.get(file) ?? []) {
    if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next]);
    else if (!state.has(next)) visit(next, path);
  }
  path.pop();
  state.set(file, 'done');
}
for (const file of graph.keys()) if (!state.has(file)) visit(file, []);

if (cycles.length > 0) {
  for (const cycle of cycles) console.error(`Import cycle: ${cycle.join(' -> ')}`);
  console.error('Move what both sides need into a module of its own.');
  process.exit(1);
}
console.log(`Import cycles: none among ${graph.size} source files (type-only imports included).`);
