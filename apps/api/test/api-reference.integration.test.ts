import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_ERROR_CODES } from '@truth-or-dare/room-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './test-server';

const API_REFERENCE = join(__dirname, '../../../docs/api.md');
/** Answered outside Express's router: the stream by room-stream-endpoint.ts, the socket's upgrade by room-sockets.ts. */
const ROUTES_BEFORE_EXPRESS = ['GET /api/:roomId/stream', 'GET /api/:roomId/socket'];

/** `METHOD /path` for every call the reference documents as built (everything before a "## Planned" section, if there is one). */
function documentedRoutes(): Set<string> {
  const text = readFileSync(API_REFERENCE, 'utf8');
  const planned = text.indexOf('\n## Planned');
  const built = planned < 0 ? text : text.slice(0, planned);
  return new Set(
    [...built.matchAll(/`(GET|POST|PUT|PATCH|DELETE) (\/[^`\s,]*)/g)].map((match) => `${match[1]} ${match[2]}`),
  );
}

interface RouterLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

/** `METHOD /path` for every route Nest registered on Express. */
function registeredRoutes(server: TestServer): Set<string> {
  const express = server.app.getHttpAdapter().getInstance() as { router: { stack: RouterLayer[] } };
  const routes = new Set<string>(ROUTES_BEFORE_EXPRESS);
  for (const layer of express.router.stack) {
    if (!layer.route) continue;
    for (const [method, on] of Object.entries(layer.route.methods))
      if (on && method !== '_all') routes.add(`${method.toUpperCase()} ${layer.route.path}`);
  }
  return routes;
}

describe('docs/api.md', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(() => server.close());

  it('documents every route the API registers, and nothing the API does not answer', () => {
    const registered = registeredRoutes(server);
    const documented = documentedRoutes();
    expect([...registered].filter((route) => !documented.has(route)).sort(), 'registered but not documented').toEqual(
      [],
    );
    expect([...documented].filter((route) => !registered.has(route)).sort(), 'documented but not registered').toEqual(
      [],
    );
    expect(registered.size).toBeGreaterThan(10);
  });

  it('lists every error code, and no code the API does not have', () => {
    const text = readFileSync(API_REFERENCE, 'utf8');
    const listed = [...text.matchAll(/^\| `([A-Z_]+)` \|/gm)].map((match) => match[1]);
    expect([...listed].sort()).toEqual([...API_ERROR_CODES].sort());
  });
});
