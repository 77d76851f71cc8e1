import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException } from '@nestjs/common';
import type { Request, Response } from 'express';
import { toErrorAnswer } from './error-answer';
import type { JsonLogger } from './json-logger';

/** The one place where failures become `{error}` answers (docs/api.md#errors). */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  constructor(private readonly logger: JsonLogger) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const response = http.getResponse<Response>();
    const request = http.getRequest<Request>();
    const answer = toErrorAnswer(exception);
    // A deliberate 503 (a health check while the database is down, a server shutting down) is no bug: the request log has it.
    const unexpected = answer.status >= 500 && !(exception instanceof HttpException && answer.status === 503);
    if (answer.cause !== undefined) {
      // Every request fails the same way while the database is down: one line naming the cause, no stack.
      this.logger.event('error', 'database fault', { requestId: response.locals?.requestId, method: request.method, path: request.path, cause: answer.cause });
    } else if (unexpected) {
      this.logger.event('error', 'unhandled error', {
        requestId: response.locals?.requestId,
        method: request.method,
        path: request.path,
        error: exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
      });
    }
    if (response.headersSent) return;
    response.status(answer.status).json({ error: answer.message });
  }
}
