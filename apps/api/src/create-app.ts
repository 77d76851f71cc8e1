import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { MAX_REQUEST_BODY_BYTES } from '@truth-or-dare/room-protocol';
import { AppModule } from './app.module';
import type { AppConfig } from './config/app-config';
import { ApiExceptionFilter } from './http/api-exception.filter';
import { bodyParserErrorsAsHttpExceptions } from './http/body-parser-errors';
import { JsonLogger } from './http/json-logger';
import { createRequestLogMiddleware } from './http/request-log.middleware';
import { securityHeaders } from './http/security-headers';
import { hasWebBuild, serveWebApp } from './web/serve-web-app';

/** Builds the whole server (API and, when built, the web app) without listening yet. */
export async function createApp(config: AppConfig): Promise<NestExpressApplication> {
  const logger = new JsonLogger(config.logLevel);
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), {
    bodyParser: false,
    logger,
    abortOnError: false,
  });
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(createRequestLogMiddleware(logger));
  app.use(securityHeaders());
  app.useBodyParser('json', { limit: MAX_REQUEST_BODY_BYTES });
  app.use(bodyParserErrorsAsHttpExceptions);
  if (hasWebBuild(config.webDistPath)) app.use(serveWebApp(config.webDistPath));
  app.useGlobalFilters(new ApiExceptionFilter(logger));
  app.enableShutdownHooks();
  return app;
}
