import { Gauge, type Registry } from 'prom-client';
import type { DataSource } from 'typeorm';

/** What these gauges read of pg's Pool, the pool TypeORM's PostgreSQL driver keeps as `master`. */
interface PgPool {
  readonly totalCount: number;
  readonly idleCount: number;
  readonly waitingCount: number;
  readonly options: { readonly max?: number };
}

/**
 * PostgreSQL's connection pool, read at scrape time. SQLite has one connection and a write queue
 * that the data layer does not expose, so these gauges exist on PostgreSQL only. The room event
 * bus's LISTEN connection is its own, outside the pool.
 */
export function registerDatabasePoolMetrics(registry: Registry, dataSource: DataSource): void {
  if (dataSource.options.type !== 'postgres') return;
  const pool = () => (dataSource.driver as unknown as { master?: PgPool }).master;
  const gauge = (name: string, help: string, read: (pool: PgPool) => number | undefined) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const current = pool();
        const value = current ? read(current) : undefined;
        this.set(value ?? NaN);
      },
    });
  gauge(
    'tod_db_pool_connections',
    'Connections the PostgreSQL pool holds open, busy or idle.',
    (current) => current.totalCount,
  );
  gauge('tod_db_pool_idle_connections', 'Open PostgreSQL pool connections not in use.', (current) => current.idleCount);
  gauge(
    'tod_db_pool_waiting_clients',
    'Queries and transactions waiting for a PostgreSQL pool connection because all are busy.',
    (current) => current.waitingCount,
  );
  gauge(
    'tod_db_pool_max_connections',
    'Most connections the PostgreSQL pool may open.',
    (current) => current.options.max,
  );
}
