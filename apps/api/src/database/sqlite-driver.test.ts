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
      throw new Error('Could not locate the bindings file. Tried:\n → /app/node_modules/better-sqlite3/build/better_sqlite3.node');
    };
    const error = thrownBy(() => loadSqliteDriver(missing));
    expect(error).toBeInstanceOf(SqliteDriverUnavailable);
    expect(error.message).not.toContain('\n');
    expect(error.message).toContain('Could not locate the bindings file');
    expect(error.message).toContain('npm rebuild better-sqlite3');
  });

  it('refuses a module built for another Node.js the same way', () => {
    class WrongAbi {
      constructor() {
        throw new Error('The module was compiled against a different Node.js version using\nNODE_MODULE_VERSION 115.');
      }
      close(): void {}
    }
    expect(() => loadSqliteDriver(() => WrongAbi)).toThrow(/different Node\.js version using\. Run `npm rebuild/);
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
