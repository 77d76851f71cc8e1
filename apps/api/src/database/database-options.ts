import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import type { DatabaseConfig } from '../config/app-config';
import { MIGRATIONS } from './migrations';
import { loadSqliteDriver } from './sqlite-driver';

/**
 * How every connection to PostgreSQL is made, the pool's and the event bus's LISTEN one: a server
 * that does not answer fails the attempt (and a request waiting for a pooled connection) after
 * 5 s instead of never, and TCP keep-alive notices a peer that vanished without closing.
 * A server that is down refuses at once; once it is back, new connections simply succeed.
 */
export const POSTGRES_CONNECTION_OPTIONS = {
  connectionTimeoutMillis: 5_000,
  keepAlive: true,
  keepAliveInitialDelayMillis: 10_000,
} as const;

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
    // The pool drops a connection that failed, so it reconnects by itself once the server is back.
    return { type: 'postgres', url: config.url, extra: POSTGRES_CONNECTION_OPTIONS, ...common };
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
