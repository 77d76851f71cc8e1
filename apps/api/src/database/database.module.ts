import { Global, Module } from '@nestjs/common';
import { Database } from './database';
import { SqliteCheckpointThread } from './sqlite-checkpoint-thread';

/** The one data layer, shared by every feature module (docs/decisions/0010-one-data-layer.md). */
@Global()
@Module({ providers: [Database, SqliteCheckpointThread], exports: [Database] })
export class DatabaseModule {}
