import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** How often connections whose request has been answered meanwhile are closed. */
const IDLE_CHECK_MS = 50;

/**
 * Stops the server taking connections and resolves once every open one has closed: idle ones
 * close at once, and each request still in progress is answered first, then its connection
 * closes rather than waiting for another request (Node keeps it open for its keep-alive timeout
 * otherwise): a request that arrives meanwhile is answered with `Connection: close`, and one that
 * was in progress has its connection closed as soon as it is idle. After `withinMs` the
 * connections left are cut; the answer says how many.
 */
export function drainServer(server: Server, withinMs: number): Promise<{ cut: number }> {
  server.prependListener('request', closeAfterAnswer);
  const idleCheck = setInterval(() => server.closeIdleConnections(), IDLE_CHECK_MS);
  return new Promise((resolve) => {
    let done = false;
    const finish = (cut: number) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      clearInterval(idleCheck);
      server.removeListener('request', closeAfterAnswer);
      resolve({ cut });
    };
    const timer = setTimeout(() => {
      server.getConnections((_error, count) => {
        server.closeAllConnections();
        finish(count);
      });
    }, withinMs);
    server.close(() => finish(0));
    server.closeIdleConnections();
  });
}

/** Answered as usual, but the client must open a new connection (to a running instance) for its next request. */
function closeAfterAnswer(_request: IncomingMessage, response: ServerResponse): void {
  response.setHeader('connection', 'close');
}
