import { describe, expect, it } from 'vitest';
import type { Database, Sql } from '../database/database';
import { Rollback, transactionOrNull } from './rollback';

/** A Database whose transactions record how they ended, as Database.transaction ends them: committed, or rolled back by a throw. */
function recordingDatabase() {
  const ended: string[] = [];
  const sql: Sql = () => Promise.resolve({ rows: [], affected: 0 });
  const db = {
    async transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
      try {
        const result = await work(sql);
        ended.push('commit');
        return result;
      } catch (error) {
        ended.push('rollback');
        throw error;
      }
    },
  } as unknown as Database;
  return { db, ended };
}

describe('transactionOrNull', () => {
  it("answers the work's result once it is committed", async () => {
    const { db, ended } = recordingDatabase();
    expect(await transactionOrNull(db, () => Promise.resolve(42))).toBe(42);
    expect(ended).toEqual(['commit']);
  });

  it('answers null when the work throws Rollback, after rolling it back', async () => {
    const { db, ended } = recordingDatabase();
    expect(
      await transactionOrNull(db, () => {
        throw new Rollback();
      }),
    ).toBeNull();
    expect(ended).toEqual(['rollback']);
  });

  it('passes any other error on', async () => {
    const { db, ended } = recordingDatabase();
    await expect(transactionOrNull(db, () => Promise.reject(new Error('disk full')))).rejects.toThrow('disk full');
    expect(ended).toEqual(['rollback']);
  });
});
