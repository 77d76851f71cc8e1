import { Injectable } from '@nestjs/common';
import { DataSource, type QueryRunner } from 'typeorm';

/** One SQL statement with `$1`-style parameters; answers its rows and how many rows it changed. */
export type Sql = (text: string, params?: readonly unknown[]) => Promise<SqlResult>;
export interface SqlResult {
  readonly rows: Record<string, unknown>[];
  readonly affected: number;
}

/** Thrown inside a transaction to roll it back without it counting as a failure. */
export class Rollback extends Error {}

/** How long to wait for another module's SQLite transaction to end before giving up. */
const CONNECTION_WAIT_MS = 10_000;

interface SqliteConnection {
  readonly inTransaction: boolean;
  prepare(text: string): { readonly reader: boolean; all(...values: unknown[]): Record<string, unknown>[]; run(...values: unknown[]): { changes: number } };
}

/**
 * The newsletter's access to the database, in one dialect of SQL for SQLite and PostgreSQL.
 *
 * SQLite has one connection for the whole server, shared with the rooms module, which runs its
 * own transactions on it. This class runs its statements and transactions one at a time, and
 * only while no other transaction is open on the connection, so its work never lands inside
 * someone else's transaction (or theirs inside its own: its transactions run without waiting on
 * any I/O). On PostgreSQL each transaction has a pooled connection of its own.
 */
@Injectable()
export class NewsletterDatabase {
  readonly kind: 'sqlite' | 'postgres';
  private queue: Promise<unknown> = Promise.resolve();
  private readonly sqlite: SqliteConnection | null;

  constructor(private readonly dataSource: DataSource) {
    this.kind = dataSource.options.type === 'postgres' ? 'postgres' : 'sqlite';
    this.sqlite = this.kind === 'sqlite' ? (dataSource.driver as unknown as { databaseConnection: SqliteConnection }).databaseConnection : null;
  }

  /** Runs `work` in a transaction and answers its result; a thrown Rollback answers null. */
  async transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T | null> {
    try {
      return await this.inTransaction(work);
    } catch (error) {
      if (error instanceof Rollback) return null;
      throw error;
    }
  }

  /** One statement outside any transaction. */
  query(text: string, params: readonly unknown[] = []): Promise<SqlResult> {
    const sqlite = this.sqlite;
    if (sqlite) return this.inTurn(() => Promise.resolve(runSqlite(sqlite, text, params)));
    return this.withRunner((runner) => sqlOn(runner)(text, params));
  }

  private inTransaction<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
    const sqlite = this.sqlite;
    if (sqlite) {
      return this.inTurn(async () => {
        runSqlite(sqlite, 'BEGIN IMMEDIATE', []);
        try {
          const result = await work((text, params = []) => {
            try {
              return Promise.resolve(runSqlite(sqlite, text, params));
            } catch (error) {
              return Promise.reject(error);
            }
          });
          runSqlite(sqlite, 'COMMIT', []);
          return result;
        } catch (error) {
          if (sqlite.inTransaction) runSqlite(sqlite, 'ROLLBACK', []);
          throw error;
        }
      });
    }
    return this.withRunner(async (runner) => {
      await runner.startTransaction();
      try {
        const result = await work(sqlOn(runner));
        await runner.commitTransaction();
        return result;
      } catch (error) {
        await runner.rollbackTransaction();
        throw error;
      }
    });
  }

  private async withRunner<T>(work: (runner: QueryRunner) => Promise<T>): Promise<T> {
    const runner = this.dataSource.createQueryRunner();
    try {
      await runner.connect();
      return await work(runner);
    } finally {
      await runner.release();
    }
  }

  /** SQLite only: one piece of work at a time, started once the shared connection has no open transaction. */
  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(async () => {
      await this.connectionFree();
      return work();
    });
    this.queue = run.catch(() => undefined);
    return run;
  }

  private async connectionFree(): Promise<void> {
    const deadline = Date.now() + CONNECTION_WAIT_MS;
    while (this.sqlite?.inTransaction) {
      if (Date.now() > deadline) throw new Error('The SQLite connection stayed inside another transaction for too long.');
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}

function sqlOn(runner: QueryRunner): Sql {
  return async (text, params = []) => {
    const result = await runner.query(text, [...params], true);
    return { rows: (result.records ?? []) as Record<string, unknown>[], affected: result.affected ?? 0 };
  };
}

/** better-sqlite3 takes `?` placeholders in order, so each `$n` becomes `?` with its value repeated where needed. */
function runSqlite(connection: SqliteConnection, text: string, params: readonly unknown[]): SqlResult {
  const values: unknown[] = [];
  const statement = connection.prepare(
    text.replace(/\$(\d+)/g, (_match, index: string) => {
      const value = params[Number(index) - 1];
      values.push(typeof value === 'boolean' ? Number(value) : (value ?? null));
      return '?';
    }),
  );
  if (statement.reader) return { rows: statement.all(...values), affected: 0 };
  return { rows: [], affected: statement.run(...values).changes };
}

/** True when the database refused a row because a unique index already has its key. */
export function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: unknown; driverError?: { code?: unknown } } | null;
  const code = candidate?.driverError?.code ?? candidate?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
