import { collectDefaultMetrics, Registry } from 'prom-client';
import type { DataSource } from 'typeorm';
import type { Database } from '../database/database';
import type { RoomStreamHub } from '../rooms/streams/room-stream-hub';
import { registerDatabasePoolMetrics } from './database-pool-metrics';
import { registerOutboxMetrics } from './outbox-metrics';
import { registerRoomMetrics } from './room-metrics';
import { registerStreamMetrics } from './stream-metrics';

/** What the metrics are read from. */
export interface MetricSources {
  readonly streams: RoomStreamHub;
  readonly db: Database;
  readonly dataSource: DataSource;
}

/**
 * The app's own registry, never prom-client's global one: several servers in one process (the
 * tests) each keep their own metrics. Empty while metrics are off, so nothing is collected then.
 */
export function createMetricsRegistry(enabled: boolean, sources: MetricSources): Registry {
  const registry = new Registry();
  if (!enabled) return registry;
  // Node's own: event-loop lag, CPU, resident memory, heap, garbage collection, handles.
  collectDefaultMetrics({ register: registry });
  // A scrape collects in this order, all in one tick: the pool is read before the counts below take
  // connections from it, so it shows the application's use and not the scrape's own queries.
  registerDatabasePoolMetrics(registry, sources.dataSource);
  registerStreamMetrics(registry, sources.streams);
  registerRoomMetrics(registry, sources.db);
  registerOutboxMetrics(registry, sources.db);
  return registry;
}
