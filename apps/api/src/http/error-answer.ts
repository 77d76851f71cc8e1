import { HttpException, HttpStatus } from '@nestjs/common';
import { apiErrorCodeFor, MAX_REQUEST_BODY_BYTES, type ApiErrorCode } from '@truth-or-dare/room-protocol';
import { ZodError } from 'zod';
import { classifyDatabaseError } from '../database/database-errors';

/** An error answer (docs/api.md#errors): a status, the `{error}` message a person can read and its stable code. */
export interface ErrorAnswer {
  readonly status: number;
  readonly message: string;
  readonly code: ApiErrorCode;
  /** For a database fault, what the driver said: for the log, never for the client. */
  readonly cause?: string;
}

/** Errors from Express's body parser carry a `type` and a status. */
interface BodyParserError {
  type: string;
  status: number;
}

/** The answer to a client over a rate limit, whichever limit it is. */
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many requests. Please slow down.';

const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: 'Bad request.',
  401: 'Authentication required.',
  403: 'Forbidden.',
  404: 'Not found.',
  405: 'Method not allowed.',
  409: 'Conflict.',
  413: `Request body is too large (the limit is ${MAX_REQUEST_BODY_BYTES / 1024} KiB).`,
  415: 'Unsupported media type.',
  429: TOO_MANY_REQUESTS_MESSAGE,
  500: 'Internal server error.',
  503: 'Service unavailable.',
};

/** The answer while the database cannot be reached (PostgreSQL down, SQLite's file unusable). */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The database is unavailable. Please try again shortly.';
/** The answer to a write while the database can be read but stores nothing (SQLite's disk full or read-only). */
export const DATABASE_CANNOT_WRITE_MESSAGE = 'The server cannot save changes right now. Please try again later.';

/** The JSON body of an error answer. */
export function errorBody(answer: ErrorAnswer): { error: string; code: ApiErrorCode } {
  return { error: answer.message, code: answer.code };
}

/** The answer for a status and message thrown outside Nest (the lean handlers), with its code. */
export function plainErrorAnswer(status: number, message: string): ErrorAnswer {
  return { status, message, code: apiErrorCodeFor(status, message) };
}

/**
 * Maps anything thrown while handling a request to the answer the client gets, its code found from
 * the status and message in room-protocol's one table (api-error-codes.ts). Never exposes internals.
 */
export function toErrorAnswer(exception: unknown): ErrorAnswer {
  const answer = answerOf(exception);
  // A schema's own message names a field; the table knows the few with a code of their own.
  const fallback = exception instanceof ZodError ? 'INVALID_FIELD' : undefined;
  return { ...answer, code: apiErrorCodeFor(answer.status, answer.message, fallback) };
}

function answerOf(exception: unknown): Omit<ErrorAnswer, 'code'> {
  if (exception instanceof ZodError) {
    return { status: HttpStatus.BAD_REQUEST, message: exception.issues[0]?.message ?? STATUS_MESSAGES[400]! };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    return { status, message: httpExceptionMessage(exception, status) };
  }
  if (isBodyParserError(exception)) {
    if (exception.type === 'entity.too.large') return { status: 413, message: STATUS_MESSAGES[413]! };
    if (exception.type === 'entity.parse.failed')
      return { status: 400, message: 'Malformed JSON in the request body.' };
    const status = exception.status >= 400 && exception.status < 500 ? exception.status : 400;
    return { status, message: STATUS_MESSAGES[status] ?? STATUS_MESSAGES[400]! };
  }
  // A database that is down, full or too slow is a passing state of the service, not a bug: 503, so clients retry.
  const fault = classifyDatabaseError(exception);
  if (fault)
    return {
      status: 503,
      message: fault.kind === 'cannot-write' ? DATABASE_CANNOT_WRITE_MESSAGE : DATABASE_UNAVAILABLE_MESSAGE,
      cause: fault.cause,
    };
  return { status: 500, message: STATUS_MESSAGES[500]! };
}

function httpExceptionMessage(exception: HttpException, status: number): string {
  // The router's own 404 says "Cannot GET /path"; answer with the plain message instead.
  if (status === 404 && /^Cannot [A-Z]+ /.test(exception.message)) return STATUS_MESSAGES[404]!;
  const response = exception.getResponse();
  if (typeof response === 'string' && response !== '') return response;
  if (typeof response === 'object' && response !== null) {
    const { error, message } = response as { error?: unknown; message?: unknown };
    if (typeof message === 'string' && message !== '' && message !== 'Http Exception') return message;
    if (Array.isArray(message) && typeof message[0] === 'string') return message[0];
    if (typeof error === 'string' && error !== '') return error;
  }
  return STATUS_MESSAGES[status] ?? 'Request failed.';
}

export function isBodyParserError(value: unknown): value is BodyParserError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as BodyParserError).type === 'string' &&
    typeof (value as BodyParserError).status === 'number'
  );
}
