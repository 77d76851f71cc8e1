import { createRequire } from 'node:module';

/** The constructor better-sqlite3 exports; TypeORM takes it as its `driver`. */
export type SqliteDriver = new (filename: string) => { close(): void };

/** The embedded database's native module is missing, or none is shipped for this platform. */
export class SqliteDriverUnavailable extends Error {
  override readonly name = 'SqliteDriverUnavailable';
}

const FIX =
  'better-sqlite3 ships its module for Linux, macOS and Windows on x64 and arm64 and builds it at install elsewhere (Python and a C++ compiler): run `npm rebuild better-sqlite3`, or set DATABASE_URL to use PostgreSQL.';

/**
 * Loads better-sqlite3 and opens an in-memory database, which is when it loads its native
 * module. A failure becomes one line naming the cause and the fix, instead of TypeORM's retries
 * with a stack trace each (docs/decisions/0022-node-22-to-26.md).
 */
export function loadSqliteDriver(
  requireDriver: () => unknown = () => createRequire(__filename)('better-sqlite3'),
): SqliteDriver {
  try {
    const driver = requireDriver() as SqliteDriver;
    new driver(':memory:').close();
    return driver;
  } catch (error) {
    throw new SqliteDriverUnavailable(
      `The SQLite driver (better-sqlite3) cannot load its native module: ${firstLine(error)}. ${FIX}`,
    );
  }
}

function firstLine(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return (text.split('\n').find((line) => line.trim() !== '') ?? 'unknown error').trim().replace(/[.:]$/, '');
}
