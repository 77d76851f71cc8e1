import { createRequire } from 'node:module';

/** The constructor better-sqlite3 exports; TypeORM takes it as its `driver`. */
export type SqliteDriver = new (filename: string) => { close(): void };

/** The embedded database's native module is missing or was built for another Node.js. */
export class SqliteDriverUnavailable extends Error {
  override readonly name = 'SqliteDriverUnavailable';
}

const FIX =
  'Run `npm rebuild better-sqlite3` with the Node.js that starts the server (npm 12 builds it only when package.json approves its install script, as this project does), or set DATABASE_URL to use PostgreSQL.';

/**
 * Loads better-sqlite3 and opens an in-memory database, which is when it loads its native
 * module. A failure becomes one line naming the cause and the fix, instead of TypeORM's retries
 * with a stack trace each (docs/decisions/0009-supported-node-and-npm.md).
 */
export function loadSqliteDriver(requireDriver: () => unknown = () => createRequire(__filename)('better-sqlite3')): SqliteDriver {
  try {
    const driver = requireDriver() as SqliteDriver;
    new driver(':memory:').close();
    return driver;
  } catch (error) {
    throw new SqliteDriverUnavailable(`The SQLite driver (better-sqlite3) cannot load its native module: ${firstLine(error)}. ${FIX}`);
  }
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return (text.split('\n').find((line) => line.trim() !== '') ?? 'unknown error').trim().replace(/[.:]$/, '');
}
