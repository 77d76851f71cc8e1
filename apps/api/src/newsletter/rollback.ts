import type { Database, Sql } from '../database/database';

/** Thrown inside a transaction to roll it back without it counting as a failure. */
export class Rollback extends Error {}

/** Runs `work` in a transaction of `db`; when `work` throws Rollback, the transaction is rolled back and the answer is null. */
export async function transactionOrNull<T>(db: Database, work: (sql: Sql) => Promise<T>): Promise<T | null> {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (error instanceof Rollback) return null;
    throw error;
  }
}
