/**
 * A failure of the database itself rather than of the request: the server cannot reach it
 * (`unavailable`), reaches it but cannot store anything (`cannot-write`: SQLite's disk is full
 * or its file is read-only), or PostgreSQL ran a statement past DATABASE_STATEMENT_TIMEOUT_MS and
 * cancelled it (`too-slow`: the connection itself is fine). `cause` names the driver's code and
 * message, for the log only.
 */
export interface DatabaseFault {
  readonly kind: 'unavailable' | 'cannot-write' | 'too-slow';
  readonly cause: string;
}

/** Socket errors of a connection to PostgreSQL that is refused, cut or never answered. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL's SQLSTATEs of a server that is gone or not taking connections: class 08
 * (connection exception), admin_shutdown, crash_shutdown, cannot_connect_now (starting or
 * stopping) and too_many_connections.
 */
const POSTGRES_UNAVAILABLE = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** query_canceled: statement_timeout ran out (or an operator cancelled the statement). */
const POSTGRES_CANCELLED = '57014';

/**
 * What node-postgres and pg-pool say when a connection dies or cannot be had in time (`timeout
 * expired`: no answer within connectionTimeoutMillis), or a statement got no answer at all within
 * the client's own limit (`Query read timeout`); they set no code.
 */
const POSTGRES_CONNECTION_MESSAGES = [
  /Connection terminated/i,
  /^Query read timeout$/i,
  /timeout exceeded when trying to connect/i,
  /^timeout expired$/i,
  /is not queryable/i,
  /Client has encountered a connection error/i,
];

/** SQLite's primary result codes (extended codes start with them, e.g. SQLITE_IOERR_WRITE). */
const SQLITE_CANNOT_WRITE = /^SQLITE_(FULL|READONLY)(_|$)/;
const SQLITE_UNAVAILABLE = /^SQLITE_(IOERR|CANTOPEN|BUSY)(_|$)/;

/**
 * Says whether `error` (as the drivers or TypeORM throw it: the driver's error itself, or wrapped in
 * `driverError` or `cause`, or among an AggregateError's `errors`) is a database fault; null for
 * anything else, a constraint violation or a bad statement included.
 */
export function classifyDatabaseError(error: unknown): DatabaseFault | null {
  for (const candidate of causes(error)) {
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    const message = typeof candidate.message === 'string' ? candidate.message : '';
    const cause = code === '' ? message : `${code}: ${message}`;
    if (SQLITE_CANNOT_WRITE.test(code)) return { kind: 'cannot-write', cause };
    if (code === POSTGRES_CANCELLED) return { kind: 'too-slow', cause };
    if (SQLITE_UNAVAILABLE.test(code) || NETWORK_CODES.has(code) || POSTGRES_UNAVAILABLE.test(code))
      return { kind: 'unavailable', cause };
    if (code === '' && POSTGRES_CONNECTION_MESSAGES.some((pattern) => pattern.test(message)))
      return { kind: 'unavailable', cause };
  }
  return null;
}

interface ErrorLike {
  readonly code?: unknown;
  readonly message?: unknown;
  readonly driverError?: unknown;
  readonly cause?: unknown;
  readonly errors?: unknown;
}

/** The error and what it wraps, breadth first, each once and at most a few levels deep. */
function causes(error: unknown): ErrorLike[] {
  const found: ErrorLike[] = [];
  const queue: unknown[] = [error];
  while (queue.length > 0 && found.length < 16) {
    const next = queue.shift();
    if (typeof next !== 'object' || next === null || found.includes(next as ErrorLike)) continue;
    const candidate = next as ErrorLike;
    found.push(candidate);
    queue.push(candidate.driverError, candidate.cause);
    if (Array.isArray(candidate.errors)) queue.push(...candidate.errors);
  }
  return found;
}
