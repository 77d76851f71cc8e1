import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Database, isUniqueViolation } from '../src/database/database';
import { classifyDatabaseError } from '../src/database/database-errors';
import { databaseOptions } from '../src/database/database-options';
import { createPostgresDatabase } from './test-server';

// Statements are prepared once per pooled connection (docs/decisions/0021-postgres-statements-prepared.md).
// The pool hands back the connection released last, so statements run one after another share one.
if (process.env.TEST_DATABASE_URL)
  describe('statements on PostgreSQL', () => {
    let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
    let dataSource: DataSource;
    let db: Database;
    const backend = async () => Number((await db.query('SELECT pg_backend_pid() AS pid')).rows[0]?.pid);

    beforeAll(async () => {
      database = await createPostgresDatabase();
      dataSource = await new DataSource(databaseOptions({ kind: 'postgres', url: database.url })).initialize();
      db = new Database(dataSource);
      await db.query('CREATE TABLE statement_probe (id integer PRIMARY KEY, label text NOT NULL)');
    });

    afterAll(async () => {
      await dataSource?.destroy();
      await database?.drop();
    });

    it('are prepared once per connection and reused, outside and inside transactions', async () => {
      const read = 'SELECT label FROM statement_probe WHERE id = $1';
      await db.query('INSERT INTO statement_probe (id, label) VALUES ($1, $2)', [1, 'one']);
      expect((await db.query(read, [1])).rows).toEqual([{ label: 'one' }]);
      expect((await db.query(read, [2])).rows).toEqual([]);
      const prepared = await db.transaction(async (sql) => {
        expect((await sql(read, [1])).rows).toEqual([{ label: 'one' }]);
        return (
          await sql(
            'SELECT statement, generic_plans + custom_plans AS runs FROM pg_prepared_statements WHERE statement = $1',
            [read],
          )
        ).rows;
      });
      // Three runs of one prepared statement on this connection: the two queries and the one in the transaction.
      expect(prepared).toEqual([{ statement: read, runs: '3' }]);
    });

    it('keep the connection when a statement is refused, and leave no transaction open after a failed one', async () => {
      const pid = await backend();
      const insert = 'INSERT INTO statement_probe (id, label) VALUES ($1, $2)';
      await db.query(insert, [10, 'ten']);
      const refused = await db.query(insert, [10, 'again']).catch((error: unknown) => error);
      expect(isUniqueViolation(refused)).toBe(true);
      expect(await backend()).toBe(pid);

      const failed = await db
        .transaction(async (sql) => {
          await sql(insert, [11, 'eleven']);
          await sql(insert, [10, 'again']);
        })
        .catch((error: unknown) => error);
      expect(isUniqueViolation(failed)).toBe(true);
      // Rolled back: the first insert of the failed transaction is not there, and the connection is usable
      // again (a transaction left open after its error would refuse every statement).
      expect(
        (await db.query('SELECT id FROM statement_probe WHERE id = ANY($1::int[]) ORDER BY id', [[10, 11]])).rows,
      ).toEqual([{ id: 10 }]);
      expect(await backend()).toBe(pid);
    });

    it('give up a connection the server closed in the middle of a transaction, and go on with a new one', async () => {
      const admin = new DataSource(databaseOptions({ kind: 'postgres', url: database.url }));
      await admin.initialize();
      let pid = 0;
      try {
        const failed = await db
          .transaction(async (sql) => {
            pid = Number((await sql('SELECT pg_backend_pid() AS pid')).rows[0]?.pid);
            await admin.query('SELECT pg_terminate_backend($1)', [pid]);
            await sql('SELECT label FROM statement_probe WHERE id = $1', [1]);
          })
          .catch((error: unknown) => error);
        expect(classifyDatabaseError(failed)?.kind).toBe('unavailable');
      } finally {
        await admin.destroy();
      }
      expect(await backend()).not.toBe(pid);
      expect((await db.query('SELECT label FROM statement_probe WHERE id = $1', [1])).rows).toEqual([{ label: 'one' }]);
    });
  });
