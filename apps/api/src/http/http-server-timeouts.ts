import type { Server } from 'node:http';
import type { HttpServerConfig } from '../config/app-config';

/**
 * Applies the keep-alive and headers timeouts before the server accepts connections (they count for
 * connections accepted after they are set). A load balancer in front reuses idle connections, so
 * the app waits longer than it does and never closes one just as a request is sent on it.
 *
 * Node's own `keepAliveTimeoutBuffer` (1 s since Node 24.6) stays: the `Keep-Alive: timeout=…`
 * header still names keepAliveTimeoutMs, and the socket closes that much later, so a client
 * that honours the header gives the connection up before the server does.
 */
export function applyHttpServerTimeouts(server: Server, config: HttpServerConfig): void {
  server.keepAliveTimeout = config.keepAliveTimeoutMs;
  server.headersTimeout = config.headersTimeoutMs;
  // Node refuses a headers timeout above the request timeout (300 s) when a server is created with
  // both; keep that true when a long keep-alive raised the headers timeout past it.
  if (server.requestTimeout > 0 && server.requestTimeout < config.headersTimeoutMs)
    server.requestTimeout = config.headersTimeoutMs;
}
