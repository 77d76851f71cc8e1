import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KeepAliveSocket } from './keep-alive-socket';
import { sleep } from './poll';
import { startTestServer, type TestServer } from './test-server';

/** Node's keepAliveTimeoutBuffer: the socket closes this long after the advertised keep-alive timeout. */
const NODE_KEEP_ALIVE_BUFFER_MS = 1_000;

// A load balancer reuses an idle connection for up to its own idle timeout (60 s is usual); the
// app must keep it open longer. 1.5 s here stands for the 65 s default.
describe('an idle keep-alive connection', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer('sqlite', { HTTP_KEEP_ALIVE_TIMEOUT_MS: '1500', HTTP_HEADERS_TIMEOUT_MS: '2000' });
  });

  afterAll(async () => {
    await server?.close();
  });

  it('is reused after 1 s idle and closed by the server once HTTP_KEEP_ALIVE_TIMEOUT_MS has passed', async () => {
    const socket = await KeepAliveSocket.open(Number(new URL(server.baseUrl).port));
    try {
      const first = await socket.get('/healthz');
      expect(first).toMatch(/^HTTP\/1\.1 200 /);
      expect(first).toMatch(/^keep-alive: timeout=1$/im);
      await sleep(1_000);
      expect(await socket.get('/healthz')).toMatch(/^HTTP\/1\.1 200 /);
      const idleSince = Date.now();
      const idleMs = (await socket.closed) - idleSince;
      expect(idleMs).toBeGreaterThanOrEqual(1_400);
      expect(idleMs).toBeLessThan(1_500 + NODE_KEEP_ALIVE_BUFFER_MS + 1_000);
    } finally {
      socket.destroy();
    }
  }, 15_000);
});
