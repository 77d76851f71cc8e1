import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import type { JsonLogger } from './json-logger';

/** A proxy's X-Request-Id is kept when it looks like one. */
export const INCOMING_REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/** Gives every request an id (kept from a proxy's X-Request-Id when sane) and logs it when the response ends. */
export function createRequestLogMiddleware(logger: JsonLogger) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const incoming = req.header('x-request-id');
    const requestId = incoming && INCOMING_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    res.locals.requestId = requestId;
    res.setHeader('X-Request-Id', requestId);
    const started = process.hrtime.bigint();
    res.on('finish', () => {
      logger.event(res.statusCode >= 500 ? 'error' : 'info', 'request', {
        requestId,
        method: req.method,
        path: req.path,
        status: res.statusCode,
        durationMs: Number((process.hrtime.bigint() - started) / 1000n) / 1000,
      });
    });
    next();
  };
}
