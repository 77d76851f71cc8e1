import type { Pool, PoolClient } from 'pg';
import type { Sql, SqlResult } from './sql';
import { classifyDatabaseError } from './database-errors';

/**
 * How many statement texts get a name. The server runs a few dozen texts; a text built from
 * values by mistake would otherwise fill every connection with statements used once.
 */
export const MAX_NAMED_STATEMENTS = 500;

/**
 * Statements on PostgreSQL, each prepared once per pooled connection under a name of its own.
 * An unnamed statement is parsed and planned again on every call: for the chat statement (an
 * update, an insert and a notification in one) planning took about four times as long as running
 * it (docs/decisions/0021-postgres-statements-prepared.md). A prepared one is parsed once, and
 * after a few calls PostgreSQL keeps a generic plan when it costs no more than the calls' own.
 *
 * The connections are TypeORM's pool's; TypeORM still opens it and runs the migrations.
 */
export class PostgresStatements {
  private readonly names = new Map<string, string>();

  constructor(private readonly pool: Pool) {}

  /** One statement outside any transaction. */
  async query(text: string, params: readonly unknown[]): Promise<SqlResult> {
    const client = await this.borrow();
    let failure: unknown;
    try {
      return await this.run(client, text, params);
    } catch (error) {
      failure = error;
      throw error;
    } finally {
      giveBack(client, connectionLost(failure));
    }
  }

  /** `work` inside BEGIN … COMMIT on one connection; rolled back when it or the commit fails. */
  async transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
    const client = await this.borrow();
    let discard = false;
    try {
      await client.query('BEGIN');
      try {
        const result = await work((text, params = []) => this.run(client, text, params));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // A lost connection fails the ROLLBACK too (the server has already rolled back): answer the first error, the cause.
        await client.query('ROLLBACK').catch(() => {
          discard = true;
        });
        throw error;
      }
    } catch (error) {
      discard ||= connectionLost(error);
      throw error;
    } finally {
      // A connection whose state is unknown is closed rather than handed to the next request.
      giveBack(client, discard);
    }
  }

  /**
   * A pooled connection, listened to while it is lent: a connection that breaks mid-statement also
   * emits `error`, which would otherwise end the process. The statement's own failure says what happened.
   */
  private async borrow(): Promise<PoolClient> {
    const client = await this.pool.connect();
    client.on('error', ignoreLentConnectionError);
    return client;
  }

  private async run(client: PoolClient, text: string, params: readonly unknown[]): Promise<SqlResult> {
    const result = await client.query({ name: this.nameOf(text), text, values: [...params] });
    return { rows: result.rows as Record<string, unknown>[], affected: result.rowCount ?? 0 };
  }

  /** The same name for the same text on every connection; undefined (unnamed) past the cap. */
  private nameOf(text: string): string | undefined {
    let name = this.names.get(text);
    if (name === undefined && this.names.size < MAX_NAMED_STATEMENTS) {
      name = `tod_${this.names.size + 1}`;
      this.names.set(text, name);
    }
    return name;
  }
}

function ignoreLentConnectionError(): void {}

function giveBack(client: PoolClient, discard: boolean): void {
  client.off('error', ignoreLentConnectionError);
  client.release(discard);
}

/** True when the connection itself failed, so the pool must not lend it again. */
function connectionLost(error: unknown): boolean {
  return error !== undefined && classifyDatabaseError(error)?.kind === 'unavailable';
}
