import { Inject, Injectable, type OnModuleDestroy } from '@nestjs/common';
import { HttpAdapterHost, ModuleRef } from '@nestjs/core';
import type { Server } from 'node:http';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { Readiness } from '../health/readiness';
import { JsonLogger } from '../http/json-logger';
import { RoomStreams } from '../rooms/streams/room-streams';
import { RoomSockets } from '../rooms/socket/room-sockets';
import { drainServer } from './drain-server';

/**
 * The order of a shutdown (`app.close()`, which a SIGTERM or SIGINT starts: stop-on-signals.ts).
 * All of step 1 happens in the first of Nest's hooks, `onModuleDestroy`, so that every other
 * hook (background jobs finishing their pass, presence marks written) runs after the requests:
 *
 * 1. Not ready any more (`/readyz` 503); every event stream and room socket ends, so its client
 *    reconnects with its last event id to another instance (or to this one restarted), and no new one opens; no new
 *    connections; then wait for the requests in progress, and with them their transactions.
 * 2. `beforeApplicationShutdown`: background jobs stop after their pass in progress.
 * 3. Nest closes the HTTP server (already closed), then `onApplicationShutdown`: the database
 *    connection and the event bus close.
 *
 * The wait in step 1 keeps back part of SHUTDOWN_TIMEOUT_MS for the rest; connections still
 * open then are cut, so a client that never finishes its request cannot hold the process.
 */
@Injectable()
export class GracefulShutdown implements OnModuleDestroy {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly modules: ModuleRef,
    private readonly readiness: Readiness,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly logger: JsonLogger,
  ) {}

  async onModuleDestroy(): Promise<void> {
    this.readiness.markShuttingDown();
    // Streams never end by themselves: the server would wait for them.
    this.modules.get(RoomStreams, { strict: false }).closeStreams();
    this.modules.get(RoomSockets, { strict: false }).closeSockets();
    const server = this.adapterHost.httpAdapter?.getHttpServer() as Server | undefined;
    if (!server?.listening) return;
    const started = Date.now();
    const timeout = this.config.shutdownTimeoutMs;
    const withinMs = timeout - Math.min(1_000, Math.floor(timeout / 5));
    const { cut } = await drainServer(server, withinMs);
    const fields = { durationMs: Date.now() - started };
    if (cut === 0) this.logger.event('info', 'shutdown: requests in progress finished', fields);
    else
      this.logger.event('warn', `shutdown: cut ${cut} connection(s) still open after ${withinMs} ms`, {
        ...fields,
        cut,
      });
  }
}
