import type { Database } from '../database/database';

/** A scrape waits this long for a count; a database that is slower answers NaN, so the rest of the scrape still arrives. */
export const COUNT_TIMEOUT_MS = 2_000;

/**
 * Runs one `SELECT COUNT(*) AS <column>, …` for a scrape and answers each column as a number, or
 * NaN for every column when the query fails or takes longer than `timeoutMs`: a scrape is most
 * useful when the database is in trouble, so it must not fail or hang with it.
 */
export async function readCounts<Column extends string>(
  db: Database,
  text: string,
  columns: readonly Column[],
  timeoutMs = COUNT_TIMEOUT_MS,
): Promise<Record<Column, number>> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
    timer.unref();
  });
  try {
    const result = await Promise.race([db.query(text), timeout]);
    const row = result?.rows[0];
    // PostgreSQL answers COUNT(*) as a bigint, which pg hands over as a string.
    return Object.fromEntries(columns.map((column) => [column, row ? Number(row[column]) : NaN])) as Record<
      Column,
      number
    >;
  } catch {
    return Object.fromEntries(columns.map((column) => [column, NaN])) as Record<Column, number>;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Shares one read among the collectors of one scrape: prom-client starts every collector at once,
 * so the gauges filled from one query start it once.
 */
export function sharedPerScrape<T>(read: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= read().finally(() => {
      pending = null;
    });
    return pending;
  };
}
