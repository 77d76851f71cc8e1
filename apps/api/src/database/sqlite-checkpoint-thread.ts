import { type BeforeApplicationShutdown, Injectable, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { JsonLogger } from '../http/json-logger';
import { SqliteCheckpoints, type CheckpointedConnection } from './sqlite-checkpoints';

/** On SQLite, the write-ahead log's checkpoints run on a thread of their own while the server runs (sqlite-checkpoints.ts). */
@Injectable()
export class SqliteCheckpointThread implements OnModuleInit, BeforeApplicationShutdown {
  private checkpoints: SqliteCheckpoints | null = null;

  constructor(
    private readonly dataSource: DataSource,
    private readonly logger: JsonLogger,
  ) {}

  onModuleInit(): void {
    if (this.dataSource.options.type !== 'better-sqlite3') return;
    const connection = (this.dataSource.driver as unknown as { databaseConnection: CheckpointedConnection })
      .databaseConnection;
    this.checkpoints = new SqliteCheckpoints(connection, {
      driverPath: require.resolve('better-sqlite3'),
      onProblem: ({ message, error }) => this.logger.event('warn', message, { error }),
    });
    this.checkpoints.start();
  }

  /** Before the connection closes; its close then checkpoints what is left. */
  async beforeApplicationShutdown(): Promise<void> {
    await this.checkpoints?.stop();
  }
}
