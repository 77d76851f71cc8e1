import type { Pool, PoolClient, QueryConfig } from 'pg';
import type { Sql, SqlResult } from './sql';
import { classifyDatabaseError } from './database-errors';

/**
 * How many statement texts get a name. The server runs a few dozen texts; a text built from
 * values by mistake would otherwise fill every connection with statements used once.
 */
export const MAX_NAMED_STATEMENTS = 500;

/**
 * How much longer than statement_timeout the client waits for an answer before it gives the
 * connection up as stuck. A server that still answers cancels the statement itself first, and that
 * connection stays usable; only one that stopped answering reaches the client's limit.
 */
export const CLIENT_TIMEOUT_GRACE_MS = 1_000;

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
  /** Pooled connections whose session already has the statement timeout. */
  private readonly limited = new WeakSet<PoolClient>();
  private readonly clientTimeoutMs: number;

  /**
   * `statementTimeoutMs` bounds every statement: PostgreSQL cancels it (the connection stays), and a
   * server that does not even answer that is given up by the client a little later (the connection
   * is closed). The migrations, which may rightly run longer, use TypeORM's connections without it.
   */
  constructor(
    private readonly pool: Pool,
    private readonly statementTimeoutMs: number,
  ) {
    this.clientTimeoutMs = statementTimeoutMs + CLIENT_TIMEOUT_GRACE_MS;
  }

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
      await this.send(client, 'BEGIN');
      try {
        const result = await work((text, params = []) => this.run(client, text, params));
        await this.send(client, 'COMMIT');
        return result;
      } catch (error) {
        // A lost or stuck connection cannot roll back, and the server rolls back when it is closed:
        // waiting on it would only hold the request longer. A failed ROLLBACK leaves the state unknown.
        if (!connectionLost(error))
          await this.send(client, 'ROLLBACK').catch(() => {
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
    if (!this.limited.has(client)) {
      try {
        await this.send(client, `SET statement_timeout = ${this.statementTimeoutMs}`);
      } catch (error) {
        giveBack(client, connectionLost(error));
        throw error;
      }
      this.limited.add(client);
    }
    return client;
  }

  private async run(client: PoolClient, text: string, params: readonly unknown[]): Promise<SqlResult> {
    const result = await client.query(this.limitedQuery({ name: this.nameOf(text), text, values: [...params] }));
    return { rows: result.rows as Record<string, unknown>[], affected: result.rowCount ?? 0 };
  }

  private async send(client: PoolClient, text: string): Promise<void> {
    await client.query(this.limitedQuery({ text }));
  }

  /** node-postgres reads `query_timeout` per query, though its types leave it out. */
  private limitedQuery(query: QueryConfig): QueryConfig {
    const limited: QueryConfig & { query_timeout: number } = { ...query, query_timeout: this.clientTimeoutMs };
    return limited;
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
