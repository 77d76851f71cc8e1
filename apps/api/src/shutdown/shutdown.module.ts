import { type DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { HealthModule } from '../health/health.module';
import { JsonLogger } from '../http/json-logger';
import { GracefulShutdown } from './graceful-shutdown';

/** Graceful shutdown: the order in which the server stops (graceful-shutdown.ts). */
@Module({})
export class ShutdownModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: ShutdownModule,
      imports: [HealthModule],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: JsonLogger, useValue: new JsonLogger(config.logLevel) },
        GracefulShutdown,
      ],
    };
  }
}
