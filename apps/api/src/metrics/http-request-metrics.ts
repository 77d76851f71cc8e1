import type { NextFunction, Request, Response } from 'express';
import { Counter, type Registry } from 'prom-client';

/** Requests no route of the API matched: web pages and files, unknown paths. */
const NO_ROUTE = 'none';

/**
 * Counts the requests Express answers by method, route pattern (never the path itself, so room ids
 * do not become labels) and status class. Event streams are answered in front of Express and are
 * counted by the stream metrics instead.
 */
export class HttpRequestMetrics {
  /** Lets every request through untouched: the middleware while metrics are off. */
  static readonly off = new HttpRequestMetrics(null);

  readonly middleware: (request: Request, response: Response, next: NextFunction) => void;
  /** Counts a request answered outside Express (the lean room calls, room-hot-calls.ts). */
  readonly count: (method: string, route: string, status: number) => void;

  constructor(registry: Registry | null) {
    if (registry === null) {
      this.middleware = (_request, _response, next) => next();
      this.count = () => undefined;
      return;
    }
    const requests = new Counter({
      name: 'tod_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern (none: web pages, files and unknown paths) and status class (2xx, 4xx...). Event streams are not included.',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    });
    this.count = (method, route, status) => requests.inc({ method, route, status: `${Math.floor(status / 100)}xx` });
    this.middleware = (request, response, next) => {
      response.on('finish', () => {
        // Express sets req.route once a route matched; its path is the pattern, such as /api/:roomId/chat.
        const route = (request.route as { path?: unknown } | undefined)?.path;
        requests.inc({
          method: request.method,
          route: typeof route === 'string' ? route : NO_ROUTE,
          status: `${Math.floor(response.statusCode / 100)}xx`,
        });
      });
      next();
    };
  }
}
