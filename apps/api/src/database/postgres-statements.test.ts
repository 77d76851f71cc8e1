import { EventEmitter } from 'node:events';
import type { Pool } from 'pg';
import { describe, expect, it } from 'vitest';
import { CLIENT_TIMEOUT_GRACE_MS, MAX_NAMED_STATEMENTS, PostgresStatements } from './postgres-statements';

const SET_TIMEOUT = 'SET statement_timeout = 5000';

interface SentQuery {
  readonly name?: string;
  readonly text: string;
  readonly query_timeout?: number;
}

/**
 * A pool of one connection that records what it is sent and how it is given back; `fail` may
 * refuse a text. A connection given back to be closed is replaced by a new one, as pg's pool does.
 */
function fakePool(fail: (text: string) => Error | null = () => null) {
  const sent: SentQuery[] = [];
  const released: unknown[] = [];
  const newClient = () =>
    Object.assign(new EventEmitter(), {
      query: async (config: SentQuery) => {
        sent.push(config);
        const failure = fail(config.text);
        if (failure) throw failure;
        return { rows: [], rowCount: 0 };
      },
      release: (discard: unknown) => {
        released.push(discard);
        if (discard) client = newClient();
      },
    });
  let client = newClient();
  const pool = { connect: async () => client } as unknown as Pool;
  return { pool, client, sent, released };
}

describe('PostgresStatements', () => {
  it('names each statement text once, the same name every time, and sends no name past the cap', async () => {
    const { pool, sent } = fakePool();
    const statements = new PostgresStatements(pool, 5_000);
    await statements.query('SELECT 1', []);
    await statements.query('SELECT 2', []);
    await statements.query('SELECT 1', []);
    expect(sent.map((entry) => entry.name)).toEqual([undefined, 'tod_1', 'tod_2', 'tod_1']);

    for (let index = 3; index <= MAX_NAMED_STATEMENTS + 2; index++) await statements.query(`SELECT ${index}`, []);
    expect(sent.at(-3)?.name).toBe(`tod_${MAX_NAMED_STATEMENTS}`);
    expect(sent.at(-2)?.name).toBeUndefined();
    expect(sent.at(-1)?.name).toBeUndefined();
    // A text named before the cap keeps its name.
    await statements.query('SELECT 2', []);
    expect(sent.at(-1)?.name).toBe('tod_2');
  });

  it('wraps work in BEGIN and COMMIT, and rolls back when the work fails, giving the connection back either way', async () => {
    const { pool, client, sent, released } = fakePool();
    const statements = new PostgresStatements(pool, 5_000);
    await statements.transaction((sql) => sql('UPDATE rooms SET locked = $2 WHERE id = $1', ['a', true]));
    const failure = new Error('refused');
    await expect(statements.transaction(() => Promise.reject(failure))).rejects.toBe(failure);

    expect(sent.map((entry) => entry.text)).toEqual([
      SET_TIMEOUT,
      'BEGIN',
      'UPDATE rooms SET locked = $2 WHERE id = $1',
      'COMMIT',
      'BEGIN',
      'ROLLBACK',
    ]);
    // An ordinary failure keeps the connection; nothing listens to it once it is back in the pool.
    expect(released).toEqual([false, false]);
    expect(client.listenerCount('error')).toBe(0);
  });

  it('gives each connection the statement timeout once, and every query the client timeout a little later', async () => {
    const { pool, sent } = fakePool();
    const statements = new PostgresStatements(pool, 5_000);
    await statements.query('SELECT 1', []);
    await statements.transaction((sql) => sql('SELECT 2'));
    expect(sent.map((entry) => entry.text)).toEqual([SET_TIMEOUT, 'SELECT 1', 'BEGIN', 'SELECT 2', 'COMMIT']);
    expect(new Set(sent.map((entry) => entry.query_timeout))).toEqual(new Set([5_000 + CLIENT_TIMEOUT_GRACE_MS]));
  });

  it('closes a connection that stopped answering, without waiting on a ROLLBACK first', async () => {
    const { pool, sent, released } = fakePool((text) => (text === 'SELECT 2' ? new Error('Query read timeout') : null));
    const statements = new PostgresStatements(pool, 5_000);
    await expect(statements.transaction((sql) => sql('SELECT 2'))).rejects.toThrow('Query read timeout');
    await expect(statements.query('SELECT 2', [])).rejects.toThrow('Query read timeout');
    expect(sent.map((entry) => entry.text)).toEqual([SET_TIMEOUT, 'BEGIN', 'SELECT 2', SET_TIMEOUT, 'SELECT 2']);
    expect(released).toEqual([true, true]);
  });

  it('keeps a connection whose statement PostgreSQL cancelled, after rolling its transaction back', async () => {
    const cancelled = Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' });
    const { pool, sent, released } = fakePool((text) => (text === 'SELECT pg_sleep(9)' ? cancelled : null));
    const statements = new PostgresStatements(pool, 5_000);
    await expect(statements.transaction((sql) => sql('SELECT pg_sleep(9)'))).rejects.toBe(cancelled);
    expect(sent.map((entry) => entry.text)).toEqual([SET_TIMEOUT, 'BEGIN', 'SELECT pg_sleep(9)', 'ROLLBACK']);
    expect(released).toEqual([false]);
  });
});
