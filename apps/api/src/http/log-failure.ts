import { HttpException } from '@nestjs/common';
import type { ErrorAnswer } from './error-answer';
import type { JsonLogger } from './json-logger';

/** Which request failed, for the log line. */
export interface FailedRequest {
  readonly requestId?: unknown;
  readonly method: string;
  readonly path: string;
}

/**
 * Logs a failure answered with `answer`, the same way for Express's routes and the handlers in
 * front of it: a database fault as one line naming its cause, an unexpected 5xx with its stack,
 * anything else not at all (the request log has it).
 */
export function logFailure(logger: JsonLogger, exception: unknown, answer: ErrorAnswer, request: FailedRequest): void {
  if (answer.cause !== undefined) {
    // Every request fails the same way while the database is down: one line naming the cause, no stack.
    logger.event('error', 'database fault', { ...request, cause: answer.cause });
    return;
  }
  // A deliberate 503 (a health check while the database is down, a server shutting down) is no bug.
  const unexpected = answer.status >= 500 && !(exception instanceof HttpException && answer.status === 503);
  if (unexpected)
    logger.event('error', 'unhandled error', {
      ...request,
      error: exception instanceof Error ? (exception.stack ?? exception.message) : String(exception),
    });
}
