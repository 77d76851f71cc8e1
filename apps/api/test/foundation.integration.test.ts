import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawGet } from './raw-get';
import { TEST_DATABASES, startTestServer, type TestServer } from './test-server';
import { KNOWN_CODE } from './api-error-body';

describe.each(TEST_DATABASES)('API foundation on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers /healthz once the database answers', async () => {
    const response = await fetch(`${server.baseUrl}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok' });
  });

  it('answers /readyz while the database answers and the server is not shutting down', async () => {
    const response = await fetch(`${server.baseUrl}/readyz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ready' });
  });

  it('has run the migrations (the migrations table exists)', async () => {
    const dataSource = server.app.get((await import('typeorm')).DataSource);
    expect(await dataSource.showMigrations()).toBe(false);
  });

  it('answers unknown /api paths with a JSON 404, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE', 'PATCH']) {
      const response = await fetch(`${server.baseUrl}/api/no-such-thing`, { method });
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toEqual({ error: 'Not found.', code: KNOWN_CODE });
    }
  });

  it('answers malformed JSON with 400', async () => {
    const response = await fetch(`${server.baseUrl}/api/createRoom`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"roomName": ',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Malformed JSON in the request body.', code: KNOWN_CODE });
  });

  it('answers a body over 64 KiB with 413 and accepts one just under', async () => {
    const body = (size: number) => JSON.stringify({ message: 'x'.repeat(size - '{"message":""}'.length) });
    const tooBig = await fetch(`${server.baseUrl}/api/anything`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body(64 * 1024 + 1),
    });
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toEqual({
      error: 'Request body is too large (the limit is 64 KiB).',
      code: KNOWN_CODE,
    });
    const fits = await fetch(`${server.baseUrl}/api/anything`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: body(64 * 1024),
    });
    expect(fits.status).toBe(404);
  });

  it('sends security headers and a request id on every response', async () => {
    for (const path of ['/healthz', '/api/missing']) {
      const response = await fetch(`${server.baseUrl}${path}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-eval');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(response.headers.get('x-powered-by')).toBeNull();
    }
  });

  it('keeps a sane request id given by a proxy', async () => {
    const response = await fetch(`${server.baseUrl}/healthz`, { headers: { 'x-request-id': 'proxy-given-id-1234' } });
    expect(response.headers.get('x-request-id')).toBe('proxy-given-id-1234');
  });
});

const BIG_SCRIPT = `console.log(${JSON.stringify('truth or dare '.repeat(500))});`;

describe('serving the built web app', () => {
  let server: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'tod-web-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Truth or Dare</title><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
    // What the web build's precompress step leaves beside a large file.
    writeFileSync(join(dist, 'assets', 'big-def456.js'), BIG_SCRIPT);
    writeFileSync(join(dist, 'assets', 'big-def456.js.br'), brotliCompressSync(BIG_SCRIPT));
    writeFileSync(join(dist, 'assets', 'big-def456.js.gz'), gzipSync(BIG_SCRIPT));
    writeFileSync(join(dist, 'click.wav'), 'RIFF');
    writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Truth or Dare"}');
    server = await startTestServer('sqlite', { WEB_DIST_PATH: dist });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html for app routes, revalidated on every visit', async () => {
    for (const path of ['/', '/offline', '/rooms/abc/game', '/blog/some-post']) {
      const response = await fetch(`${server.baseUrl}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year and other files briefly', async () => {
    const asset = await fetch(`${server.baseUrl}/assets/index-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const sound = await fetch(`${server.baseUrl}/click.wav`);
    expect(sound.status).toBe(200);
    expect(sound.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves the service worker and the web app manifest revalidated, with their types, under a policy that allows them', async () => {
    const worker = await fetch(`${server.baseUrl}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-type')).toMatch(/^(text|application)\/javascript/);
    // A new deploy's worker must be seen on the next visit, never a year-old copy.
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    const csp = worker.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("worker-src 'self'");
    expect(csp).toContain("manifest-src 'self'");
    const manifest = await fetch(`${server.baseUrl}/manifest.webmanifest`);
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
  });

  it('still answers the API, not the web app, under /api, /healthz and /readyz', async () => {
    const missing = await fetch(`${server.baseUrl}/api/rooms-that-do-not-exist`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: 'Not found.', code: KNOWN_CODE });
    expect(await (await fetch(`${server.baseUrl}/healthz`)).json()).toEqual({ status: 'ok' });
    expect(await (await fetch(`${server.baseUrl}/readyz`)).json()).toEqual({ status: 'ready' });
  });

  it('sends the precompressed copy the browser accepts, with the file type and caching of the original', async () => {
    const cases = [
      { accept: 'gzip, deflate, br, zstd', encoding: 'br', decode: brotliDecompressSync },
      { accept: 'gzip', encoding: 'gzip', decode: gunzipSync },
      { accept: 'br;q=0, gzip;q=0.8', encoding: 'gzip', decode: gunzipSync },
    ];
    for (const { accept, encoding, decode } of cases) {
      const response = await rawGet(`${server.baseUrl}/assets/big-def456.js`, { 'accept-encoding': accept });
      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/^text\/javascript/);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.headers.vary).toMatch(/Accept-Encoding/i);
      expect(decode(response.body).toString()).toBe(BIG_SCRIPT);
    }
    const plain = await rawGet(`${server.baseUrl}/assets/big-def456.js`, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(BIG_SCRIPT);
  });

  it('sends the file itself, not a stale compressed copy, once the file was replaced', async () => {
    const replaced = `${BIG_SCRIPT}\nconsole.log("replaced");`;
    // A deploy that replaced the file but not its copies (listed when the server started).
    writeFileSync(join(dist, 'assets', 'big-def456.js'), replaced);
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(dist, 'assets', 'big-def456.js'), later, later);
    const response = await rawGet(`${server.baseUrl}/assets/big-def456.js`, { 'accept-encoding': 'br' });
    expect(response.status).toBe(200);
    const body = response.headers['content-encoding'] === 'br' ? brotliDecompressSync(response.body) : response.body;
    expect(body.toString()).toBe(replaced);
    writeFileSync(join(dist, 'assets', 'big-def456.js'), BIG_SCRIPT);
  });

  it('answers a missing file with 404 rather than the app shell', async () => {
    expect((await fetch(`${server.baseUrl}/assets/gone-000.js`)).status).toBe(404);
  });
});
