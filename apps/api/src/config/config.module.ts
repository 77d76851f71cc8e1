import { type DynamicModule, Module } from '@nestjs/common';
import { JsonLogger } from '../http/json-logger';
import type { AppConfig } from './app-config';
import { APP_CONFIG } from './app-config.token';

/**
 * The configuration and the one logger, provided once for every module (global): a module
 * injects `APP_CONFIG` and `JsonLogger` without providing them itself. The logger is the one
 * Nest logs through too (create-app.ts).
 */
@Module({})
export class ConfigModule {
  static forRoot(config: AppConfig, logger: JsonLogger): DynamicModule {
    return {
      module: ConfigModule,
      global: true,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: JsonLogger, useValue: logger },
      ],
      exports: [APP_CONFIG, JsonLogger],
    };
  }
}
