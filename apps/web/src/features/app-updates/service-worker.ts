/// <reference lib="webworker" />
// The site's service worker, built to /sw.js by scripts/build-service-worker.mjs after the app.
// It keeps the app shell and the local games for offline play; the server stays the source of
// fresh pages whenever the network answers.
import { isImmutableAsset, languageMarkUrl, type LanguageEntry, type PrecacheEntry } from './precache-entry';
import { rangeOf } from './range-response';
import { SERVER_ONLY_PATH_PATTERNS, isServerOnlyPath } from './server-only-paths';
import { isSkipWaitingMessage } from './worker-messages';

declare const self: ServiceWorkerGlobalScope;
/** Written in at build time: every file to keep, and a version that changes with any of them. */
declare const __PRECACHE_ENTRIES__: readonly PrecacheEntry[];
declare const __PRECACHE_VERSION__: string;
/** Written in at build time: the other languages' files, kept once a page uses them. */
declare const __LANGUAGE_ENTRIES__: readonly LanguageEntry[];

const CACHE_PREFIX = 'tod-precache-';
const CACHE_NAME = `${CACHE_PREFIX}${__PRECACHE_VERSION__}`;
const APP_SHELL_URL = '/index.html';
const PRECACHE_ENTRIES = __PRECACHE_ENTRIES__;
const KEPT_PATHS = new Set(PRECACHE_ENTRIES.map((entry) => entry.url));
const LANGUAGE_ENTRIES = __LANGUAGE_ENTRIES__;
const LANGUAGE_OF_PATH = new Map(LANGUAGE_ENTRIES.map((entry) => [entry.url, entry.locale]));

/** Chromium's static routing: matching requests are answered without starting this worker. */
type RouterSource = 'network' | { cacheName: string };
interface StaticRoutingInstallEvent extends ExtendableEvent {
  addRoutes?(rules: { condition: { urlPattern: unknown }; source: RouterSource }[]): Promise<void>;
}
type URLPatternConstructor = new (init: { pathname: string }) => unknown;

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      await addStaticRoutes(event as StaticRoutingInstallEvent);
      await fillCache();
      // A first install takes over at once so the first visit already works offline. An update
      // waits until the player accepts it (the page's "New version available" prompt).
      if (!self.registration.active) await self.skipWaiting();
    })(),
  );
});

/**
 * Where the browser supports it, requests skip this worker's fetch handler altogether:
 * - server-only paths go to the network: a keepalive `leave` sent while a room page unloads was
 *   otherwise lost on its way through the fetch handler;
 * - kept files come straight from this version's cache: a request reaching the outgoing worker
 *   while the new one activates (the click sound of the Reload button) made Chromium park the
 *   new worker in waiting, so Reload never took effect.
 * Elsewhere the fetch handler below does the same work.
 */
async function addStaticRoutes(install: StaticRoutingInstallEvent): Promise<void> {
  const URLPatternCtor = (self as unknown as { URLPattern?: URLPatternConstructor }).URLPattern;
  if (!install.addRoutes || !URLPatternCtor) return;
  const route = (pathname: string, source: RouterSource) => ({
    condition: { urlPattern: new URLPatternCtor({ pathname }) },
    source,
  });
  await install.addRoutes(SERVER_ONLY_PATH_PATTERNS.map((pathname) => route(pathname, 'network')));
  const keptFiles = PRECACHE_ENTRIES.filter(({ url }) => url !== APP_SHELL_URL).map(({ url }) =>
    route(url, { cacheName: CACHE_NAME }),
  );
  // Routing from a named cache is newer than routing to the network; without it the fetch handler serves these.
  await install.addRoutes(keptFiles).catch(() => undefined);
}

async function fillCache(): Promise<void> {
  const cache = await caches.open(CACHE_NAME);
  const older = (await caches.keys()).filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME);
  const keep = async (url: string) => {
    if (isImmutableAsset(url)) {
      for (const name of older) {
        const kept = await (await caches.open(name)).match(url);
        if (kept) return cache.put(url, kept);
      }
    }
    // `reload` skips the HTTP cache, so an unhashed file is never an outdated copy.
    const response = await fetch(new Request(url, { cache: 'reload' }));
    if (!response.ok) throw new Error(`Could not keep ${url} for offline use: HTTP ${response.status}`);
    await cache.put(url, response);
  };
  await Promise.all(PRECACHE_ENTRIES.map(({ url }) => keep(url)));
  // The languages this device used before an update stay usable offline after it.
  const usedLanguages = await languagesKeptBy(older);
  await Promise.all(
    LANGUAGE_ENTRIES.filter((entry) => usedLanguages.has(entry.locale)).map(async ({ url, locale }) => {
      await keep(url);
      await cache.put(languageMarkUrl(locale), new Response(locale));
    }),
  );
}

async function languagesKeptBy(cacheNames: readonly string[]): Promise<Set<string>> {
  const locales = new Set<string>();
  const prefix = new URL(languageMarkUrl(''), self.location.origin).href;
  for (const name of cacheNames) {
    for (const request of await (await caches.open(name)).keys()) {
      if (request.url.startsWith(prefix)) locales.add(decodeURIComponent(request.url.slice(prefix.length)));
    }
  }
  return locales;
}

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const stale = (await caches.keys()).filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME);
      await Promise.all(stale.map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (isSkipWaitingMessage(event.data)) void self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || isServerOnlyPath(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(pageFromNetworkOrShell(request));
    return;
  }
  // Anything not kept (the emoji picker, blog images) is left to the browser as usual.
  if (KEPT_PATHS.has(url.pathname)) event.respondWith(keptOrNetwork(request, url.pathname));
  const locale = LANGUAGE_OF_PATH.get(url.pathname);
  if (locale !== undefined) event.respondWith(languageFileKeptOnUse(request, url.pathname, locale));
});

/** Another language's catalog or bank: from the cache once used, else from the network and kept. */
async function languageFileKeptOnUse(request: Request, pathname: string, locale: string): Promise<Response> {
  const cache = await caches.open(CACHE_NAME);
  const kept = await cache.match(pathname);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(pathname, response.clone());
    await cache.put(languageMarkUrl(locale), new Response(locale));
  }
  return response;
}

/** Pages come fresh from the server (some are rendered there); offline, the app shell renders them. */
async function pageFromNetworkOrShell(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match(APP_SHELL_URL, { cacheName: CACHE_NAME });
    if (shell) return shell;
    throw error;
  }
}

async function keptOrNetwork(request: Request, pathname: string): Promise<Response> {
  const kept = await caches.match(pathname, { cacheName: CACHE_NAME });
  if (!kept) return fetch(request);
  const range = request.headers.get('Range');
  return range ? rangeOf(kept, range) : kept;
}
