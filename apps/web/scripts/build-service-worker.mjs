#!/usr/bin/env node
// Builds the service worker (src/features/app-updates/service-worker.ts) to dist/sw.js, after
// `vite build`, with the list of files it keeps for offline use written in.
//
// Kept: the app shell (index.html), every chunk and stylesheet the app can load (read from Vite's
// manifest) except the online rooms' emoji picker and the other languages' catalogs and prompt
// banks, and the public files the app itself uses (icons, favicon, click sound, web app manifest).
// A language's files are kept once a page has used them (the worker's language entries). Each entry carries a content hash; the worker's version
// is a hash of them all, so any change to the build makes a new worker and a new cache.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const appRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(appRoot, 'dist');
const WORKER_SOURCE = join(appRoot, 'src/features/app-updates/service-worker.ts');
const WORKER_FILE = 'sw.js';

/** Lazy chunks only online rooms use, large and useless offline (a room needs the network): left to the network. */
const NOT_KEPT_DYNAMIC_ENTRIES = new Set([
  'src/features/online-rooms/chat/emoji-picker-panel.tsx',
  'src/features/video-call/call-panel.tsx',
]);
/** Public folders whose files are not part of the app shell (blog post images come with posts from the server). */
const NOT_KEPT_PUBLIC_FOLDERS = ['images/'];

const manifestPath = join(dist, '.vite/manifest.json');
if (!existsSync(manifestPath)) {
  console.error('dist/.vite/manifest.json is missing: run `vite build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));

/**
 * The language each language-only chunk belongs to, by manifest key: the message catalogs
 * (src/locales/<locale>/…) and the prompt banks' language files (from the prompt-banks build's
 * metafile). English is kept up front; another language's files are kept once a page uses them,
 * and the pseudo-locale (tests only) never.
 */
function languageOfKey() {
  const byKey = new Map();
  for (const key of Object.keys(manifest)) {
    const catalog = /^src\/locales\/([^/]+)\//.exec(key);
    if (catalog) byKey.set(key, catalog[1]);
  }
  const metafile = JSON.parse(
    readFileSync(join(appRoot, '../../packages/prompt-banks/dist/metafile-esm.json'), 'utf8'),
  );
  for (const [output, { inputs }] of Object.entries(metafile.outputs)) {
    const data = Object.keys(inputs)
      .map((input) => /^data\/locales\/([^/]+)\//.exec(input)?.[1])
      .find(Boolean);
    if (data) byKey.set(`../../packages/prompt-banks/${output}`, data);
  }
  return byKey;
}
const LANGUAGE_OF_KEY = languageOfKey();
const KEPT_UP_FRONT_LANGUAGE = 'en';
const NEVER_KEPT_LANGUAGE = 'pseudo';

/**
 * Every file reachable from the entry through static and dynamic imports, minus the excluded
 * branches, and apart from them the other languages' files (file -> locale).
 */
function reachableFiles() {
  const files = new Set();
  const languageFiles = new Map();
  const seen = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || NOT_KEPT_DYNAMIC_ENTRIES.has(key)) return;
    seen.add(key);
    const language = LANGUAGE_OF_KEY.get(key);
    if (language !== undefined && language !== KEPT_UP_FRONT_LANGUAGE) {
      if (language !== NEVER_KEPT_LANGUAGE) languageFiles.set(chunk.file, language);
      return;
    }
    files.add(chunk.file);
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file);
    for (const imported of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return { files, languageFiles };
}

function walk(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}

/** Files copied from public/ (everything in dist that is not a build output). */
function publicFiles() {
  return walk(dist)
    .map((file) => relative(dist, file).split(sep).join('/'))
    .filter(
      (file) =>
        !file.startsWith('assets/') && !file.startsWith('.vite/') && file !== WORKER_FILE && file !== 'index.html',
    )
    .filter((file) => !NOT_KEPT_PUBLIC_FOLDERS.some((folder) => file.startsWith(folder)));
}

const contentHash = (file) =>
  createHash('sha256')
    .update(readFileSync(join(dist, file)))
    .digest('hex')
    .slice(0, 16);

const reachable = reachableFiles();
/** Another language's web app manifest (public/manifest.<locale>.webmanifest) is that language's file. */
const LANGUAGE_MANIFEST = /^manifest\.(.+)\.webmanifest$/;
for (const file of publicFiles()) {
  const language = LANGUAGE_MANIFEST.exec(file)?.[1];
  if (language) reachable.languageFiles.set(file, language);
}
const files = [
  'index.html',
  ...[...reachable.files].sort(),
  ...publicFiles()
    .filter((file) => !LANGUAGE_MANIFEST.test(file))
    .sort(),
];
const entries = files.map((file) => ({ url: `/${file}`, revision: contentHash(file) }));
const languageEntries = [...reachable.languageFiles]
  .sort(([a], [b]) => a.localeCompare(b))
  .map(([file, locale]) => ({ url: `/${file}`, revision: contentHash(file), locale }));
// The worker's own code counts too: a changed worker with unchanged files still gets a fresh cache.
const workerFolder = dirname(WORKER_SOURCE);
const workerSources = readdirSync(workerFolder)
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .sort()
  .map((file) => readFileSync(join(workerFolder, file), 'utf8'));
const version = createHash('sha256')
  .update(JSON.stringify({ entries, languageEntries, workerSources }))
  .digest('hex')
  .slice(0, 16);

await build({
  configFile: false,
  root: appRoot,
  publicDir: false,
  logLevel: 'warn',
  define: {
    __PRECACHE_ENTRIES__: JSON.stringify(entries),
    __PRECACHE_VERSION__: JSON.stringify(version),
    __LANGUAGE_ENTRIES__: JSON.stringify(languageEntries),
  },
  build: {
    outDir: dist,
    emptyOutDir: false,
    copyPublicDir: false,
    manifest: false,
    lib: { entry: WORKER_SOURCE, formats: ['iife'], name: 'serviceWorker', fileName: () => WORKER_FILE },
  },
});

// For the budget check (scripts/check-budgets.mjs); .vite/ is not served.
writeFileSync(
  join(dist, '.vite/precache.json'),
  `${JSON.stringify({ worker: `/${WORKER_FILE}`, version, entries, languageEntries }, null, 2)}\n`,
);

const keptBytes = files.reduce((sum, file) => sum + readFileSync(join(dist, file)).length, 0);
console.log(
  `service worker written to dist/${WORKER_FILE}: version ${version}, ${entries.length} files kept for offline use (${(keptBytes / 1024).toFixed(0)} KB)`,
);
