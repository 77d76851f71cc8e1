import { type DynamicModule, Global, Module } from '@nestjs/common';
import type { LogLevel } from '../config/app-config';
import { JsonLogger } from '../http/json-logger';
import { Database } from './database';
import { SqliteCheckpointThread } from './sqlite-checkpoint-thread';

/** The one data layer, shared by every feature module (docs/decisions/0010-one-data-layer.md). */
@Global()
@Module({})
export class DatabaseModule {
  static forRoot(logLevel: LogLevel): DynamicModule {
    return {
      module: DatabaseModule,
      providers: [Database, SqliteCheckpointThread, { provide: JsonLogger, useValue: new JsonLogger(logLevel) }],
      exports: [Database],
    };
  }
}
