import { describe, expect, it } from 'vitest';
import type { Database } from '../database/database';
import { readCounts, sharedPerScrape } from './database-counts';

/** A Database whose query answers what `answer` gives, counting its calls. */
function fakeDatabase(answer: () => Promise<{ rows: Record<string, unknown>[]; affected: number }>) {
  const calls: string[] = [];
  const db = {
    query: (text: string) => {
      calls.push(text);
      return answer();
    },
  } as unknown as Database;
  return { db, calls };
}

describe('readCounts', () => {
  it("reads each column as a number, PostgreSQL's bigint strings included", async () => {
    const { db } = fakeDatabase(() => Promise.resolve({ rows: [{ rooms: '3', players: 7 }], affected: 0 }));
    expect(await readCounts(db, 'SELECT …', ['rooms', 'players'])).toEqual({ rooms: 3, players: 7 });
  });

  it('answers NaN for every column when the query fails', async () => {
    const { db } = fakeDatabase(() => Promise.reject(new Error('connection refused')));
    expect(await readCounts(db, 'SELECT …', ['rooms', 'players'])).toEqual({ rooms: NaN, players: NaN });
  });

  it('answers NaN rather than wait for a database slower than the timeout', async () => {
    const { db } = fakeDatabase(() => new Promise(() => undefined));
    const started = Date.now();
    expect(await readCounts(db, 'SELECT …', ['backlog'], 50)).toEqual({ backlog: NaN });
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe('sharedPerScrape', () => {
  it('shares one read among the callers of one scrape, and reads afresh for the next', async () => {
    let reads = 0;
    const read = sharedPerScrape(() => Promise.resolve(++reads));
    expect(await Promise.all([read(), read(), read()])).toEqual([1, 1, 1]);
    expect(await read()).toBe(2);
  });

  it('reads afresh after a failed read', async () => {
    let reads = 0;
    const read = sharedPerScrape(() => (++reads === 1 ? Promise.reject(new Error('down')) : Promise.resolve(reads)));
    await expect(read()).rejects.toThrow('down');
    expect(await read()).toBe(2);
  });
});
