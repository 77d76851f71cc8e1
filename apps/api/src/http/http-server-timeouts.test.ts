import { createServer } from 'node:http';
import { describe, expect, it } from 'vitest';
import { applyHttpServerTimeouts } from './http-server-timeouts';

describe('applyHttpServerTimeouts', () => {
  it('sets the keep-alive and headers timeouts and leaves the request timeout when it is longer', () => {
    const server = createServer();
    applyHttpServerTimeouts(server, { keepAliveTimeoutMs: 65_000, headersTimeoutMs: 66_000 });
    expect([server.keepAliveTimeout, server.headersTimeout, server.requestTimeout]).toEqual([65_000, 66_000, 300_000]);
  });

  it('raises the request timeout to a longer headers timeout', () => {
    const server = createServer();
    applyHttpServerTimeouts(server, { keepAliveTimeoutMs: 620_000, headersTimeoutMs: 621_000 });
    expect([server.keepAliveTimeout, server.headersTimeout, server.requestTimeout]).toEqual([
      620_000, 621_000, 621_000,
    ]);
  });
});
