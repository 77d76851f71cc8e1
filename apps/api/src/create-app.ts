import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import compression from 'compression';
import { ExpressAdapter, type NestExpressApplication } from '@nestjs/platform-express';
import { MAX_REQUEST_BODY_BYTES } from '@truth-or-dare/room-protocol';
import { AppModule } from './app.module';
import type { AppConfig } from './config/app-config';
import { ApiExceptionFilter } from './http/api-exception.filter';
import { bodyParserErrorsAsHttpExceptions } from './http/body-parser-errors';
import { JsonLogger } from './http/json-logger';
import { createRequestLogMiddleware } from './http/request-log.middleware';
import { fixedHeadersOf } from './http/fixed-headers';
import { applyHttpServerTimeouts } from './http/http-server-timeouts';
import { baseSecurityHeaders, securityHeaders } from './http/security-headers';
import { HttpRequestMetrics } from './metrics/http-request-metrics';
import { createRoomHotCalls } from './rooms/http/room-hot-calls';
import { RateLimitStore } from './rate-limits/rate-limit-store';
import { StreamLimits } from './rate-limits/stream-limits';
import { createRoomStreamEndpoint } from './rooms/streams/room-stream-endpoint';
import { SeatedPlayers } from './rooms/commands/seated-players';
import { PlayerCalls } from './rooms/commands/player-calls';
import { RoomStreams } from './rooms/streams/room-streams';
import { RoomSockets } from './rooms/socket/room-sockets';
import { BlogService } from './blog/blog.service';
import { inlineStyleHashes } from './web/inline-stylesheet';
import { loadServerRenderer } from './web/server-renderer';
import { hasWebBuild, serveWebApp } from './web/serve-web-app';
import type { Application } from 'express';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import proxyaddr from 'proxy-addr';
import type { Clock } from './clock/clock';

export interface AppOptions {
  /** The app-wide clock; tests pass a ManualClock. */
  readonly clock?: Clock;
}

/** Builds the whole server (API and, when built, the web app) without listening yet. */
export async function createApp(config: AppConfig, options: AppOptions = {}): Promise<NestExpressApplication> {
  const logger = new JsonLogger(config.logLevel);
  // The adapter is passed, not left for Nest to import by name: that import resolves from
  // @nestjs/core's folder, which in a workspace need not see this app's dependencies.
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.forRoot(config, logger, options.clock),
    new ExpressAdapter(),
    {
      bodyParser: false,
      logger,
      abortOnError: false,
    },
  );
  app.disable('x-powered-by');
  applyHttpServerTimeouts(app.getHttpServer() as Server, config.http);
  // req.ip, and with it every per-address limit, is the client that the trusted proxies name.
  app.set('trust proxy', config.trustProxy);
  app.use(createRequestLogMiddleware(logger));
  // Requests by route and status class for /metrics; passes straight through while metrics are off.
  app.use(app.get(HttpRequestMetrics).middleware);
  // The CSP allows, by hash, the built stylesheets that pages carry inline.
  const headerMiddleware = securityHeaders(
    config.publicUrl,
    hasWebBuild(config.webDistPath) ? inlineStyleHashes(config.webDistPath) : [],
  );
  app.use(headerMiddleware);
  // Pages rendered on the server, index.html and JSON answers; the built JS and CSS are sent
  // from their precompressed copies instead (serve-precompressed.ts).
  app.use(compression());
  app.useBodyParser('json', { limit: MAX_REQUEST_BODY_BYTES });
  app.use(bodyParserErrorsAsHttpExceptions);
  if (hasWebBuild(config.webDistPath)) {
    const blog = () => app.get(BlogService);
    const renderDocument = loadServerRenderer(config.webDistPath, config.publicUrl.replace(/\/$/, ''), () => ({
      listPosts: (language) => blog().listPosts(language),
      findPost: (slug) => blog().findBySlug(slug),
    }));
    app.use(serveWebApp(config.webDistPath, renderDocument));
  }
  app.useGlobalFilters(new ApiExceptionFilter(logger));
  // Signals are main.ts's: it shuts down in order (shutdown/graceful-shutdown.ts) within SHUTDOWN_TIMEOUT_MS.
  const trust = (app.getHttpAdapter().getInstance() as Application).get('trust proxy fn') as Parameters<
    typeof proxyaddr
  >[1];
  const streamEndpoint = createRoomStreamEndpoint(app.get(RoomStreams), logger, {
    limits: app.get(StreamLimits),
    // The same rule as Express's req.ip, from Express's own compiled `trust proxy`.
    clientAddress: (request) => proxyaddr(request, trust),
    headers: baseSecurityHeaders(config.publicUrl),
  });
  const hotCalls = createRoomHotCalls({
    calls: { players: app.get(SeatedPlayers), calls: app.get(PlayerCalls) },
    limits: app.get(RateLimitStore),
    logger,
    clientAddress: (request) => proxyaddr(request, trust),
    headers: fixedHeadersOf(headerMiddleware),
    countRequest: app.get(HttpRequestMetrics).count,
  });
  answerRoomStreamsFirst(
    app.getHttpServer() as Server,
    (request, response) => streamEndpoint(request, response) || hotCalls(request, response),
  );
  // Room sockets (docs/api.md#room-socket) are the only upgrades the server takes.
  const sockets = app.get(RoomSockets);
  (app.getHttpServer() as Server).on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) =>
    sockets.upgrade(request, socket, head, proxyaddr(request, trust)),
  );
  return app;
}

/** Puts the lean handlers (event streams, chat and ping) in front of the Express application on the same server. */
function answerRoomStreamsFirst(
  server: Server,
  streamEndpoint: (request: IncomingMessage, response: ServerResponse) => boolean,
): void {
  const application = server.listeners('request') as ((...args: unknown[]) => void)[];
  server.removeAllListeners('request');
  server.on('request', (request, response) => {
    if (!streamEndpoint(request, response)) for (const handler of application) handler(request, response);
  });
}
