import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { JsonLogger } from './json-logger';

const INCOMING_REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/** A request's id: a proxy's X-Request-Id when it looks like one, else a new one. */
export function requestIdOf(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && INCOMING_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/** Gives every request an id (kept from a proxy's X-Request-Id when sane) and logs it when the response ends. */
export function createRequestLogMiddleware(logger: JsonLogger) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const requestId = requestIdOf(req.headers['x-request-id']);
    res.locals.requestId = requestId;
    res.setHeader('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    res.on('finish', () =>
      logRequest(logger, { requestId, method: req.method, path: req.path, status: res.statusCode }, started),
    );
    next();
  };
}

/** The request log line, for Express's routes and the handlers in front of it; `started` from process.hrtime.bigint(). */
export function logRequest(
  logger: JsonLogger,
  request: { requestId: string; method: string; path: string; status: number },
  started: bigint,
): void {
  logger.eventThisTurn(request.status >= 500 ? 'error' : 'info', 'request', {
    ...request,
    durationMs: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
  });
}
