import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import type { DatabaseConfig } from '../config/app-config';
import { MIGRATIONS } from './migrations';
import { loadSqliteDriver } from './sqlite-driver';

/**
 * SQLite by default, PostgreSQL when DATABASE_URL is set. The schema comes only from migrations,
 * run at start-up; the same migrations run on both databases.
 */
export function databaseOptions(config: DatabaseConfig, loadDriver = loadSqliteDriver): DataSourceOptions {
  const common = {
    migrations: MIGRATIONS,
    migrationsRun: true,
    synchronize: false,
    logging: false,
  } as const;
  if (config.kind === 'postgres') {
    return { type: 'postgres', url: config.url, ...common };
  }
  mkdirSync(dirname(config.path), { recursive: true });
  return {
    type: 'better-sqlite3',
    database: config.path,
    // Loaded here, before Nest starts, so a missing native module stops the server at once.
    driver: loadDriver(),
    // WAL lets readers continue while a write is in progress. With synchronous = NORMAL a commit
    // does not wait for the disk: a crash of the process loses nothing, a power cut or an OS crash
    // may lose the last moments of writes. FULL would hold the single event loop on every commit.
    prepareDatabase: (db: { pragma(statement: string): unknown }) => {
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = NORMAL');
      db.pragma('busy_timeout = 5000');
    },
    ...common,
  };
}
