import { Inject, Injectable } from '@nestjs/common';
import type { Pool } from 'pg';
import { DataSource } from 'typeorm';
import { DEFAULT_DATABASE_STATEMENT_TIMEOUT_MS, type AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { PostgresStatements } from './postgres-statements';
import type { Sql, SqlResult } from './sql';

export type { Sql, SqlResult } from './sql';

/**
 * The server's one access to the database (rooms, blog, newsletter): transactions and single
 * statements in one dialect of SQL (`$1` parameters) for SQLite and PostgreSQL. TypeORM only
 * opens the connection and runs the migrations (docs/decisions/0010-one-data-layer.md).
 *
 * SQLite has one connection and one writer: every statement and transaction of every module runs
 * in turn through this one queue, so an `await` inside a transaction never lets another request's
 * statements in. PostgreSQL runs them concurrently, each transaction on a pooled connection of its
 * own; code that changes a row others may change locks it first (`forUpdate`).
 */
@Injectable()
export class Database {
  readonly kind: 'sqlite' | 'postgres';
  private queue: Promise<unknown> = Promise.resolve();
  /** SQLite statements run synchronously on TypeORM's own connection, prepared once each. */
  private readonly sqlite: SqliteStatements | null;
  /** PostgreSQL statements on TypeORM's pool, prepared once per connection. */
  private readonly postgres: PostgresStatements | null;

  constructor(
    dataSource: DataSource,
    @Inject(APP_CONFIG)
    config: Pick<AppConfig, 'databaseStatementTimeoutMs'> = {
      databaseStatementTimeoutMs: DEFAULT_DATABASE_STATEMENT_TIMEOUT_MS,
    },
  ) {
    this.kind = dataSource.options.type === 'postgres' ? 'postgres' : 'sqlite';
    this.sqlite = this.kind === 'sqlite' ? new SqliteStatements(dataSource) : null;
    this.postgres =
      this.kind === 'postgres'
        ? new PostgresStatements(
            (dataSource.driver as unknown as { master: Pool }).master,
            config.databaseStatementTimeoutMs,
          )
        : null;
  }

  /** Runs `work` in a transaction; `afterCommit` runs once it is committed, before the next SQLite transaction starts. */
  transaction<T>(work: (sql: Sql) => Promise<T>, afterCommit?: (result: T) => void): Promise<T> {
    const sqlite = this.sqlite;
    if (sqlite) {
      return this.inTurn(async () => {
        sqlite.run('BEGIN');
        let result: T;
        try {
          result = await work(sqlite.sql);
          sqlite.run('COMMIT');
        } catch (error) {
          // SQLite may already have rolled back on its own (a full disk, say); a second ROLLBACK would hide the cause.
          if (sqlite.inTransaction) sqlite.run('ROLLBACK');
          throw error;
        }
        afterCommit?.(result);
        return result;
      });
    }
    const postgres = this.postgres as PostgresStatements;
    return postgres.transaction(work).then((result) => {
      afterCommit?.(result);
      return result;
    });
  }

  /** One statement outside any transaction. */
  query(text: string, params: readonly unknown[] = []): Promise<SqlResult> {
    const sqlite = this.sqlite;
    if (sqlite) return this.inTurn(() => sqlite.sql(text, params));
    return (this.postgres as PostgresStatements).query(text, params);
  }

  /** `SELECT … FOR UPDATE` on PostgreSQL; on SQLite the queue already gives the transaction the database to itself. */
  get forUpdate(): string {
    return this.kind === 'postgres' ? ' FOR UPDATE' : '';
  }

  /** SQLite only: one piece of work at a time on the shared connection. */
  private inTurn<T>(work: () => Promise<T>): Promise<T> {
    const run = this.queue.then(work, work);
    this.queue = run.catch(() => undefined);
    return run;
  }
}

interface SqliteConnection {
  readonly inTransaction: boolean;
  prepare(text: string): PreparedStatement;
}

interface PreparedStatement {
  readonly reader: boolean;
  all(...values: unknown[]): Record<string, unknown>[];
  run(...values: unknown[]): { changes: number };
}

/**
 * better-sqlite3 runs statements synchronously, so a transaction costs no round trips; the
 * statements are cached by text.
 */
class SqliteStatements {
  private readonly database: SqliteConnection;
  private readonly cache = new Map<string, PreparedStatement>();

  constructor(dataSource: DataSource) {
    this.database = (dataSource.driver as unknown as { databaseConnection: SqliteConnection }).databaseConnection;
  }

  readonly sql: Sql = (text, params = []) => {
    try {
      return Promise.resolve(this.execute(text, params));
    } catch (error) {
      return Promise.reject(error);
    }
  };

  run(text: string): void {
    this.execute(text, []);
  }

  get inTransaction(): boolean {
    return this.database.inTransaction;
  }

  private execute(text: string, params: readonly unknown[]): SqlResult {
    const [statementText, values] = toSqliteStatement(text, params);
    let statement = this.cache.get(statementText);
    if (!statement) {
      statement = this.database.prepare(statementText);
      this.cache.set(statementText, statement);
    }
    if (statement.reader) return { rows: statement.all(...values), affected: 0 };
    return { rows: [], affected: statement.run(...values).changes };
  }
}

/** A statement in SQLite's form, and which parameter each of its `?` takes. */
interface SqliteForm {
  readonly text: string;
  readonly order: readonly number[];
}

/** By statement text: the server runs the same few dozen statements thousands of times a second. */
const sqliteForms = new Map<string, SqliteForm>();

/** SQLite's driver takes `?` placeholders in order, so each `$n` becomes `?` with its value repeated where needed. */
function toSqliteStatement(text: string, params: readonly unknown[]): [string, unknown[]] {
  let form = sqliteForms.get(text);
  if (!form) {
    const order: number[] = [];
    form = {
      text: text.replace(/\$(\d+)/g, (_match, index: string) => {
        order.push(Number(index) - 1);
        return '?';
      }),
      order,
    };
    sqliteForms.set(text, form);
  }
  return [form.text, form.order.map((index) => toSqliteValue(params[index]))];
}

function toSqliteValue(value: unknown): unknown {
  if (typeof value === 'boolean') return value ? 1 : 0;
  return value === undefined ? null : value;
}

/**
 * True when the database refused a row because a unique index or the primary key already has its
 * key: PostgreSQL's unique_violation, SQLite's UNIQUE and PRIMARY KEY constraint codes.
 */
export function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: unknown; driverError?: { code?: unknown } } | null;
  const code = candidate?.driverError?.code ?? candidate?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
