import { EventEmitter } from 'node:events';
import type { Pool } from 'pg';
import { describe, expect, it } from 'vitest';
import { MAX_NAMED_STATEMENTS, PostgresStatements } from './postgres-statements';

/** A pool of one connection that records what it is sent and how it is given back. */
function fakePool() {
  const sent: { name?: string; text: string }[] = [];
  const released: unknown[] = [];
  const client = Object.assign(new EventEmitter(), {
    query: async (config: string | { name?: string; text: string }) => {
      sent.push(typeof config === 'string' ? { text: config } : { name: config.name, text: config.text });
      return { rows: [], rowCount: 0 };
    },
    release: (discard: unknown) => released.push(discard),
  });
  const pool = { connect: async () => client } as unknown as Pool;
  return { pool, client, sent, released };
}

describe('PostgresStatements', () => {
  it('names each statement text once, the same name every time, and sends no name past the cap', async () => {
    const { pool, sent } = fakePool();
    const statements = new PostgresStatements(pool);
    await statements.query('SELECT 1', []);
    await statements.query('SELECT 2', []);
    await statements.query('SELECT 1', []);
    expect(sent.map((entry) => entry.name)).toEqual(['tod_1', 'tod_2', 'tod_1']);

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
    const statements = new PostgresStatements(pool);
    await statements.transaction((sql) => sql('UPDATE rooms SET locked = $2 WHERE id = $1', ['a', true]));
    const failure = new Error('refused');
    await expect(statements.transaction(() => Promise.reject(failure))).rejects.toBe(failure);

    expect(sent.map((entry) => entry.text)).toEqual([
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
});
