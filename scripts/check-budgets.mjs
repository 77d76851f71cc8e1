#!/usr/bin/env node
// Performance budgets of the production build, checked on every test run after `npm run build`.
// Reads apps/web/dist (and its Vite manifest), renders /, /blogs and a blog post through the
// built server, prints a table of the figures and exits 1 when a budget is exceeded.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'apps/web/dist');
const KB = 1024;
const BUDGETS = {
  firstVisitJs: 150 * KB,
  routeChunk: 40 * KB,
  htmlAndBlockingCss: 14 * KB,
  image: 100 * KB,
  font: 60 * KB,
  // Downloaded by the service worker after the page has loaded, never before the first paint.
  serviceWorker: 10 * KB,
  offlineFiles: 400 * KB,
};

/** The lazy chunks home loads right after its first paint (the Challenge Spinner and its defaults). */
const HOME_LAZY_ENTRIES = ['src/features/challenge-spinner/challenge-spinner.tsx'];
/** Every route's own chunk, by the source file the route imports lazily. */
const ROUTE_ENTRIES = {
  '/offline': 'src/features/offline-game/offline-game-page.tsx',
  '/truth-or-dare-wheel': 'src/features/challenge-spinner/spinner-page.tsx',
  '/truth-or-dare-generator/': 'src/features/generator/generator-page.tsx',
  '/ultimate': 'src/features/ultimate/ultimate-page.tsx',
  '/ultimatetruthordare': 'src/features/duel-game/duel-game-page.tsx',
  '/draw-cards': 'src/features/draw-cards/draw-cards-page.tsx',
  '/quick-play': 'src/features/quick-play/quick-play-page.tsx',
  '/rooms': 'src/features/online-rooms/list/room-list-page.tsx',
  '/create-room': 'src/features/online-rooms/create/create-room-page.tsx',
  '/rooms/{id}': 'src/features/online-rooms/join/join-room-page.tsx',
  '/rooms/{id}/game': 'src/features/online-rooms/game/room-game-page.tsx',
  '/admin': 'src/features/admin/admin-page.tsx',
  '/unsubscribe': 'src/features/newsletter/unsubscribe-page.tsx',
};
const SERVER_RENDERED_PAGES = ['/', '/blogs', '/blog/classic-truth-or-dare-80-questions'];

const gzipSize = (buffer) => gzipSync(buffer, { level: 9 }).length;
const fileGzip = (file) => gzipSize(readFileSync(join(dist, file)));
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

if (!existsSync(join(dist, '.vite/manifest.json'))) {
  console.error('apps/web/dist/.vite/manifest.json is missing: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

/** A chunk's file and every chunk it imports statically (what the browser loads with it). */
function staticClosure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) staticClosure(imported, seen);
  return seen;
}

const rows = [];
const failures = [];
function check(what, measured, budget) {
  const ok = measured <= budget;
  rows.push([what, kb(measured), kb(budget), ok ? 'ok' : 'OVER']);
  if (!ok) failures.push(`${what}: ${kb(measured)} > ${kb(budget)}`);
}

// 1. JavaScript on a first visit to /.
const firstVisit = staticClosure('index.html');
for (const entry of HOME_LAZY_ENTRIES) {
  staticClosure(entry, firstVisit);
  for (const lazy of manifest[entry]?.dynamicImports ?? []) staticClosure(lazy, firstVisit);
}
check(
  `JS on first visit to / (${firstVisit.size} files)`,
  [...firstVisit].filter((file) => file.endsWith('.js')).reduce((sum, file) => sum + fileGzip(file), 0),
  BUDGETS.firstVisitJs,
);

// 1b. The service worker and the files it keeps for offline play (fetched after load).
const precachePath = join(dist, '.vite/precache.json');
if (!existsSync(precachePath))
  failures.push('apps/web/dist/.vite/precache.json is missing: the service worker was not built');
else {
  const precache = JSON.parse(readFileSync(precachePath, 'utf8'));
  check(`service worker ${precache.worker}`, fileGzip(precache.worker.slice(1)), BUDGETS.serviceWorker);
  check(
    `offline files, after load (${precache.entries.length} files)`,
    precache.entries.reduce((sum, entry) => sum + fileGzip(entry.url.slice(1)), 0),
    BUDGETS.offlineFiles,
  );
}

// 2. Each route's own chunk.
for (const [route, source] of Object.entries(ROUTE_ENTRIES)) {
  const chunk = manifest[source];
  if (!chunk) {
    failures.push(`${route}: no chunk for ${source} in the manifest`);
    continue;
  }
  check(`route ${route} own chunk`, fileGzip(chunk.file), BUDGETS.routeChunk);
}

// 3. Images and fonts.
function walk(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}
const files = walk(dist);
const images = files.filter((file) =>
  ['.png', '.jpg', '.jpeg', '.gif', '.webp', '.avif', '.svg', '.ico'].includes(extname(file)),
);
const largestImage = images.reduce(
  (largest, file) => (statSync(file).size > (largest ? statSync(largest).size : -1) ? file : largest),
  null,
);
check(
  `largest image (${images.length} images${largestImage ? `, ${relative(dist, largestImage)}` : ''})`,
  largestImage ? statSync(largestImage).size : 0,
  BUDGETS.image,
);
const fonts = files.filter((file) => ['.woff', '.woff2', '.ttf', '.otf', '.eot'].includes(extname(file)));
for (const font of fonts) check(`font ${relative(dist, font)}`, statSync(font).size, BUDGETS.font);
const css = files
  .filter((file) => file.endsWith('.css'))
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');
if (/@import\s+url\(\s*['"]?https?:|@font-face[^}]*url\(\s*['"]?https?:/i.test(css))
  failures.push('a stylesheet loads fonts or CSS from another site: fonts must be self-hosted');
if (fonts.some((font) => !font.endsWith('.woff2'))) failures.push('fonts must be subset woff2 files');
rows.push([`fonts (${fonts.length})`, fonts.length === 0 ? 'none: system fonts' : 'self-hosted woff2', '', 'ok']);

// 4. HTML plus render-blocking CSS of the server-rendered pages, from the built server.
const server = await startServer();
try {
  for (const path of SERVER_RENDERED_PAGES) {
    const response = await fetch(`${server.baseUrl}${path}`);
    const html = await response.text();
    if (response.status !== 200) failures.push(`${path} answered ${response.status}`);
    const blocking = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]*href="([^"]+)"/g)].map((match) => match[1]);
    const cssBytes = blocking.reduce((sum, href) => sum + fileGzip(href.replace(/^\//, '')), 0);
    check(
      `${path}: HTML ${kb(gzipSize(Buffer.from(html)))} + ${blocking.length} blocking CSS ${kb(cssBytes)}`,
      gzipSize(Buffer.from(html)) + cssBytes,
      BUDGETS.htmlAndBlockingCss,
    );
  }
} finally {
  await server.stop();
}

const widths = [0, 1, 2, 3].map((column) =>
  Math.max(...rows.map((row) => String(row[column]).length), ['budget', 'gzip', 'limit', ''][column].length),
);
const line = (cells) => cells.map((cell, index) => String(cell).padEnd(widths[index])).join('  ');
console.log(line(['budget', 'gzip', 'limit', '']));
for (const row of rows) console.log(line(row));
if (failures.length > 0) {
  console.error(`\nOver budget:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nAll budgets met.');

async function startServer() {
  const port = await new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address();
      probe.close(() => resolve(free));
    });
  });
  const scratch = mkdtempSync(join(tmpdir(), 'tod-budgets-'));
  const child = spawn(process.execPath, [join(root, 'apps/api/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      SQLITE_PATH: join(scratch, 'budgets.sqlite'),
      DATA_DIR: scratch,
      WEB_DIST_PATH: dist,
      LOG_LEVEL: 'error',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || attempt > 300) throw new Error('the built server did not start');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    baseUrl,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          rmSync(scratch, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
