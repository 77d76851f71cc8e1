import { type DynamicModule, Module } from '@nestjs/common';
import { Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { Database } from '../database/database';
import { RoomStreams } from '../rooms/streams/room-streams';
import { HttpRequestMetrics } from './http-request-metrics';
import { MetricsAccessGuard } from './metrics-access.guard';
import { createMetricsRegistry } from './metrics-registry';
import { MetricsController } from './metrics.controller';

/**
 * `GET /metrics` for Prometheus, on only when METRICS_TOKEN is set. `rooms` is the very
 * RoomsModule the application imports, whose RoomStreams it reads; the counts come from the
 * global Database and the pool from TypeORM's DataSource. HttpRequestMetrics is exported for
 * createApp, which puts its middleware in front of every Express route.
 */
@Module({})
export class MetricsModule {
  static forRoot(config: AppConfig, rooms: DynamicModule): DynamicModule {
    const enabled = config.metricsToken !== null;
    return {
      module: MetricsModule,
      imports: [rooms],
      controllers: [MetricsController],
      providers: [
        MetricsAccessGuard,
        {
          provide: Registry,
          useFactory: (streams: RoomStreams, db: Database, dataSource: DataSource) =>
            createMetricsRegistry(enabled, { streams: streams.hub, db, dataSource }),
          inject: [RoomStreams, Database, DataSource],
        },
        {
          provide: HttpRequestMetrics,
          useFactory: (registry: Registry) => (enabled ? new HttpRequestMetrics(registry) : HttpRequestMetrics.off),
          inject: [Registry],
        },
      ],
      exports: [HttpRequestMetrics],
    };
  }
}
