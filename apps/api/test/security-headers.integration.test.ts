import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS_POLICY } from '../src/http/security-headers';
import { roomsClient, uniqueName } from './rooms-client';
import { openSse } from './sse-client';
import { startTestServer, type TestServer } from './test-server';

const WEB_DIST = join(__dirname, '../../web/dist');
const HSTS = 'max-age=31536000; includeSubDomains';

/** Every kind of answer: pages (server-rendered, the app shell, not found, a static file), API calls, errors, health and streams. */
async function answers(server: TestServer): Promise<{ what: string; headers: (name: string) => string | null }[]> {
  const room = await roomsClient(server.baseUrl).createRoom(uniqueName('Headers'));
  const paths = ['/', '/blogs', '/rooms/some-room/game', '/no-such-page', '/favicon.svg', '/api/public', `/api/rooms/${room._id}`, '/api/no-such-call', '/healthz', '/sitemap.xml'];
  const fetched = await Promise.all(
    paths.map(async (path) => {
      const response = await fetch(`${server.baseUrl}${path}`);
      await response.arrayBuffer();
      return { what: `GET ${path} (${response.status})`, headers: (name: string) => response.headers.get(name) };
    }),
  );
  const post = await fetch(`${server.baseUrl}/api/createRoom`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"roomName":' });
  const open = await openSse(`${server.baseUrl}/api/${room._id}/stream`);
  open.close();
  const missing = await openSse(`${server.baseUrl}/api/AAAAAAAAAAAAAAAAAAAAAA/stream`);
  missing.close();
  return [
    ...fetched,
    { what: `POST malformed JSON (${post.status})`, headers: (name) => post.headers.get(name) },
    { what: `stream (${open.status})`, headers: (name) => (open.headers[name] as string | undefined) ?? null },
    { what: `stream of no room (${missing.status})`, headers: (name) => (missing.headers[name] as string | undefined) ?? null },
  ];
}

describe('security headers on every answer', () => {
  let https: TestServer;
  let plain: TestServer;
  beforeAll(async () => {
    if (!existsSync(join(WEB_DIST, '../dist-server/entry-server.js'))) throw new Error('The web build is missing: run `npm run build` before the integration tests.');
    [https, plain] = await Promise.all([
      startTestServer('sqlite', { WEB_DIST_PATH: WEB_DIST, PUBLIC_URL: 'https://play.example' }),
      startTestServer('sqlite', { WEB_DIST_PATH: WEB_DIST, PUBLIC_URL: 'http://play.example' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([https?.close(), plain?.close()]);
  });

  it('allows the camera and microphone to the site itself and turns other powerful features off', () => {
    const features = PERMISSIONS_POLICY.split(', ');
    expect(features).toEqual(expect.arrayContaining(['camera=(self)', 'microphone=(self)', 'geolocation=()', 'payment=()', 'usb=()']));
    expect(features.filter((feature) => feature.endsWith('=(self)'))).toEqual([
      'camera=(self)',
      'microphone=(self)',
      'autoplay=(self)',
      'clipboard-write=(self)',
      'clipboard-read=(self)',
      'fullscreen=(self)',
    ]);
    expect(features.every((feature) => /^[a-z-]+=\((self)?\)$/.test(feature))).toBe(true);
  });

  it('sends Permissions-Policy and HSTS on pages, API answers, errors and streams when the site is on HTTPS', async () => {
    for (const { what, headers } of await answers(https)) {
      expect(headers('permissions-policy'), what).toBe(PERMISSIONS_POLICY);
      expect(headers('strict-transport-security'), what).toBe(HSTS);
      expect(headers('x-content-type-options'), what).toBe('nosniff');
    }
  });

  it('sends Permissions-Policy but no HSTS when the site is on plain HTTP', async () => {
    for (const { what, headers } of await answers(plain)) {
      expect(headers('permissions-policy'), what).toBe(PERMISSIONS_POLICY);
      expect(headers('strict-transport-security'), what).toBeNull();
    }
  });
});
