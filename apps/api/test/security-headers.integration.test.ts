import { createHash } from 'node:crypto';
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
  const paths = [
    '/',
    '/blogs',
    '/rooms/some-room/game',
    '/no-such-page',
    '/favicon.svg',
    '/api/public',
    `/api/rooms/${room._id}`,
    '/api/no-such-call',
    '/healthz',
    '/sitemap.xml',
  ];
  const fetched = await Promise.all(
    paths.map(async (path) => {
      const response = await fetch(`${server.baseUrl}${path}`);
      await response.arrayBuffer();
      return { what: `GET ${path} (${response.status})`, headers: (name: string) => response.headers.get(name) };
    }),
  );
  const post = await fetch(`${server.baseUrl}/api/createRoom`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{"roomName":',
  });
  const open = await openSse(`${server.baseUrl}/api/${room._id}/stream`);
  open.close();
  const missing = await openSse(`${server.baseUrl}/api/AAAAAAAAAAAAAAAAAAAAAA/stream`);
  missing.close();
  return [
    ...fetched,
    { what: `POST malformed JSON (${post.status})`, headers: (name) => post.headers.get(name) },
    { what: `stream (${open.status})`, headers: (name) => (open.headers[name] as string | undefined) ?? null },
    {
      what: `stream of no room (${missing.status})`,
      headers: (name) => (missing.headers[name] as string | undefined) ?? null,
    },
  ];
}

/**
 * Every kind of page the server sends: rendered on the server (home, the blog, text pages, not
 * found, the first screens of games and the room list, with their lazy page's stylesheets), the
 * app shell with a lazy page's stylesheets and chunks (a room, the admin, a game rendered in the
 * browser) and the plain app shell.
 */
const PAGES = [
  '/',
  '/blogs',
  '/blog/truth-or-dare-questions-for-teens',
  '/privacy',
  '/no-such-page',
  '/offline',
  '/truth-or-dare-wheel',
  '/rooms',
  '/rooms/some-room/game',
  '/online/some-room',
  '/admin',
  '/draw-cards',
  '/ultimatetruthordare',
  '/quick-play',
  '/truth-or-dare-generator/',
  '/index.html',
];

/** A Content-Security-Policy header's directives, each with its sources. */
function directives(policy: string): Map<string, string[]> {
  const parsed = policy.split(';').map((directive) => directive.trim().split(/\s+/));
  return new Map(parsed.filter(([name]) => name).map(([name, ...sources]) => [name?.toLowerCase() ?? '', sources]));
}

/** The CSP hash source of a style element's text. */
function hashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The texts of a page's `<style>` elements. */
function inlineStyles(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1] ?? '');
}

/** Start tags with a style attribute, outside the data block (JSON, not markup). */
function styleAttributes(html: string): string[] {
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
  return [...markup.matchAll(/<[a-z][^>]*\sstyle\s*=[^>]*>/gi)].map((match) => match[0]);
}

describe('security headers on every answer', () => {
  let https: TestServer;
  let plain: TestServer;
  beforeAll(async () => {
    if (!existsSync(join(WEB_DIST, '../dist-server/entry-server.js')))
      throw new Error('The web build is missing: run `npm run build` before the integration tests.');
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
    expect(features).toEqual(
      expect.arrayContaining(['camera=(self)', 'microphone=(self)', 'geolocation=()', 'payment=()', 'usb=()']),
    );
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

  it('allows inline styles only by hash: every style element of every page is listed, and no page has a style attribute', async () => {
    const policies = new Set<string>();
    let stylesChecked = 0;
    for (const path of PAGES) {
      const response = await fetch(`${plain.baseUrl}${path}`);
      const html = await response.text();
      expect(response.status, path).toBeLessThan(500);
      expect(response.headers.get('content-type'), path).toMatch(/^text\/html/);
      const policy = response.headers.get('content-security-policy') ?? '';
      policies.add(policy);
      const styleSrc = directives(policy).get('style-src') ?? [];
      expect(styleSrc[0], path).toBe("'self'");
      expect(
        styleSrc.slice(1).every((source) => /^'sha256-[A-Za-z0-9+/]{43}='$/.test(source)),
        `${path}: style-src ${styleSrc.join(' ')}`,
      ).toBe(true);
      for (const [name, sources] of directives(policy))
        expect(sources, `${path}: ${name}`).not.toContain("'unsafe-inline'");
      for (const text of inlineStyles(html)) {
        expect(
          styleSrc,
          `${path}: a <style> of ${text.length} characters starting ${JSON.stringify(text.slice(0, 40))}`,
        ).toContain(hashSource(text));
        stylesChecked += 1;
      }
      expect(styleAttributes(html), path).toEqual([]);
    }
    // The pages do carry inline stylesheets (the app's on each server-built page, a lazy page's own), and one policy serves them all.
    expect(stylesChecked).toBeGreaterThanOrEqual(PAGES.length);
    expect(policies.size).toBe(1);
  });

  it('refuses inline styles and scripts on every other answer too: API calls, errors, static files', async () => {
    for (const { what, headers } of await answers(plain)) {
      // Event streams are not documents: they carry the base headers only (baseSecurityHeaders).
      if (what.startsWith('stream')) continue;
      const policy = directives(headers('content-security-policy') ?? '');
      expect(policy.get('script-src'), what).toEqual(["'self'"]);
      expect(policy.get('style-src')?.[0], what).toBe("'self'");
      expect(policy.get('style-src'), what).not.toContain("'unsafe-inline'");
    }
  });

  it('sends Permissions-Policy but no HSTS when the site is on plain HTTP', async () => {
    for (const { what, headers } of await answers(plain)) {
      expect(headers('permissions-policy'), what).toBe(PERMISSIONS_POLICY);
      expect(headers('strict-transport-security'), what).toBeNull();
    }
  });
});
