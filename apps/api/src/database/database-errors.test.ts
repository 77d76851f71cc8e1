import { describe, expect, it } from 'vitest';
import { classifyDatabaseError } from './database-errors';

/** An error as a driver throws it: a message and a code. */
function driverError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code });
}

/** TypeORM's QueryFailedError keeps the driver's error in `driverError`. */
function queryFailed(driver: Error): Error {
  return Object.assign(new Error(driver.message), { name: 'QueryFailedError', driverError: driver });
}

describe('classifyDatabaseError', () => {
  it('finds a PostgreSQL server that cannot be reached, by socket code', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']) {
      expect(classifyDatabaseError(driverError(code, `connect ${code} 127.0.0.1:5432`)), code).toEqual({
        kind: 'unavailable',
        cause: `${code}: connect ${code} 127.0.0.1:5432`,
      });
    }
  });

  it('looks inside an AggregateError (a host name with several addresses) and an error cause', () => {
    const aggregate = Object.assign(
      new AggregateError([driverError('ECONNREFUSED', 'connect ECONNREFUSED ::1:5432')], ''),
      {},
    );
    expect(classifyDatabaseError(aggregate)?.kind).toBe('unavailable');
    const timedOut = new Error('Connection terminated due to connection timeout', {
      cause: new Error('Connection terminated unexpectedly'),
    });
    expect(classifyDatabaseError(timedOut)?.kind).toBe('unavailable');
  });

  it('finds connections that node-postgres and its pool report lost by message only', () => {
    for (const message of [
      'Connection terminated unexpectedly',
      'Connection terminated',
      'timeout exceeded when trying to connect',
      'timeout expired',
      'Client was closed and is not queryable',
      'Client has encountered a connection error and is not queryable',
      'Query read timeout',
    ]) {
      expect(classifyDatabaseError(new Error(message)), message).toEqual({ kind: 'unavailable', cause: message });
    }
  });

  it('finds a statement PostgreSQL cancelled after statement_timeout, apart from a lost connection', () => {
    expect(
      classifyDatabaseError(queryFailed(driverError('57014', 'canceling statement due to statement timeout'))),
    ).toEqual({ kind: 'too-slow', cause: '57014: canceling statement due to statement timeout' });
  });

  it("finds PostgreSQL's connection SQLSTATEs, wrapped by TypeORM or not", () => {
    for (const code of ['08000', '08003', '08006', '08001', '08004', '08P01', '57P01', '57P02', '57P03', '53300']) {
      expect(
        classifyDatabaseError(queryFailed(driverError(code, 'terminating connection due to administrator command')))
          ?.kind,
        code,
      ).toBe('unavailable');
      expect(classifyDatabaseError(driverError(code, 'the database system is shutting down'))?.kind, code).toBe(
        'unavailable',
      );
    }
    expect(
      classifyDatabaseError(queryFailed(driverError('57P01', 'terminating connection due to administrator command')))
        ?.cause,
    ).toBe('57P01: terminating connection due to administrator command');
  });

  it('tells SQLite that cannot write from SQLite that cannot be used at all', () => {
    for (const code of ['SQLITE_FULL', 'SQLITE_READONLY', 'SQLITE_READONLY_DBMOVED', 'SQLITE_READONLY_ROLLBACK']) {
      expect(classifyDatabaseError(driverError(code, 'database or disk is full')), code).toEqual({
        kind: 'cannot-write',
        cause: `${code}: database or disk is full`,
      });
    }
    for (const code of [
      'SQLITE_IOERR',
      'SQLITE_IOERR_WRITE',
      'SQLITE_IOERR_FSYNC',
      'SQLITE_CANTOPEN',
      'SQLITE_BUSY',
      'SQLITE_BUSY_SNAPSHOT',
    ]) {
      expect(classifyDatabaseError(driverError(code, 'disk I/O error'))?.kind, code).toBe('unavailable');
    }
  });

  it('leaves every other failure alone', () => {
    expect(
      classifyDatabaseError(queryFailed(driverError('23505', 'duplicate key value violates unique constraint'))),
    ).toBeNull();
    expect(classifyDatabaseError(queryFailed(driverError('42P01', 'relation "nope" does not exist')))).toBeNull();
    expect(
      classifyDatabaseError(driverError('SQLITE_CONSTRAINT_UNIQUE', 'UNIQUE constraint failed: rooms.code')),
    ).toBeNull();
    expect(classifyDatabaseError(driverError('SQLITE_ERROR', 'no such table: nope'))).toBeNull();
    expect(classifyDatabaseError(driverError('SQLITE_FULLY_MADE_UP', 'not a real code'))).toBeNull();
    expect(classifyDatabaseError(new Error('Room not found.'))).toBeNull();
    expect(classifyDatabaseError('ECONNREFUSED')).toBeNull();
    expect(classifyDatabaseError(null)).toBeNull();
    expect(classifyDatabaseError(undefined)).toBeNull();
  });

  it('stops on an error that wraps itself', () => {
    const looped: Error & { cause?: unknown } = new Error('looped');
    looped.cause = looped;
    expect(classifyDatabaseError(looped)).toBeNull();
  });
});
