import { describe, expect, it } from 'vitest';
import { loadSqliteDriver, SqliteDriverUnavailable } from './sqlite-driver';

describe('loadSqliteDriver', () => {
  it('answers the driver when its native module loads', () => {
    const driver = loadSqliteDriver();
    const database = new driver(':memory:') as unknown as { prepare(sql: string): { get(): unknown }; close(): void };
    expect(database.prepare('SELECT 1 AS one').get()).toEqual({ one: 1 });
    database.close();
  });

  it('turns a missing binding into one line that names the fix', () => {
    const missing = () => {
      throw new Error(
        "Cannot find module '/app/node_modules/better-sqlite3/build/Release/better_sqlite3.node'\nRequire stack:\n- /app/node_modules/better-sqlite3/lib/binding.js",
      );
    };
    const error = thrownBy(() => loadSqliteDriver(missing));
    expect(error).toBeInstanceOf(SqliteDriverUnavailable);
    expect(error.message).not.toContain('\n');
    expect(error.message).toContain(
      "Cannot find module '/app/node_modules/better-sqlite3/build/Release/better_sqlite3.node'",
    );
    expect(error.message).toContain('npm rebuild better-sqlite3');
    expect(error.message).toContain('DATABASE_URL');
  });

  it('refuses a module that loads but cannot open a database the same way', () => {
    class Broken {
      constructor() {
        throw new Error('/app/node_modules/better-sqlite3/build/Release/better_sqlite3.node: invalid ELF header\n');
      }
      close(): void {}
    }
    expect(() => loadSqliteDriver(() => Broken)).toThrow(/invalid ELF header\. better-sqlite3 ships its module/);
  });
});

function thrownBy(action: () => unknown): Error {
  try {
    action();
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected a failure');
}
