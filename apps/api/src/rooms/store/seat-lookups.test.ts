import { describe, expect, it } from 'vitest';
import type { SqlResult } from '../../database/database';
import { SeatLookups } from './seat-lookups';

const TABLE = [
  { id: 1, room_id: 'room-a', username: 'Ana', token_hash: 'hash-ana' },
  { id: 2, room_id: 'room-a', username: 'Ben', token_hash: 'hash-ben' },
  { id: 3, room_id: 'room-b', username: 'Cy', token_hash: 'hash-cy' },
];

/** A players table that answers both statements SeatLookups sends, and records every query. */
function fakeTable() {
  const queries: { text: string; params: readonly unknown[] }[] = [];
  let failure: Error | null = null;
  const query = async (text: string, params: readonly unknown[] = []): Promise<SqlResult> => {
    queries.push({ text, params });
    if (failure) throw failure;
    const wanted = new Set(text.includes('ANY') ? (params[0] as string[]) : [params[0] as string]);
    return { rows: TABLE.filter((row) => wanted.has(row.token_hash)), affected: 0 };
  };
  return { query, queries, fail: (error: Error | null) => (failure = error) };
}

describe('SeatLookups', () => {
  it('answers the lookups of one turn of the event loop from one query, each with its own seat or none', async () => {
    const table = fakeTable();
    const lookups = new SeatLookups(table.query);
    const answers = await Promise.all(
      ['hash-ana', 'hash-cy', 'hash-nobody', 'hash-ana'].map((hash) => lookups.find(hash)),
    );

    expect(answers).toEqual([
      { id: 1, roomId: 'room-a', username: 'Ana' },
      { id: 3, roomId: 'room-b', username: 'Cy' },
      null,
      { id: 1, roomId: 'room-a', username: 'Ana' },
    ]);
    expect(table.queries).toHaveLength(1);
    expect(table.queries[0]?.params).toEqual([['hash-ana', 'hash-cy', 'hash-nobody']]);
  });

  it('sends a lone lookup as a plain query, and a lookup asked later in a query of its own', async () => {
    const table = fakeTable();
    const lookups = new SeatLookups(table.query);
    expect(await lookups.find('hash-ben')).toEqual({ id: 2, roomId: 'room-a', username: 'Ben' });
    expect(await lookups.find('hash-ben')).toEqual({ id: 2, roomId: 'room-a', username: 'Ben' });

    expect(table.queries.map((query) => query.params)).toEqual([['hash-ben'], ['hash-ben']]);
  });

  it('fails every lookup of a query that failed, and the next ones still run', async () => {
    const table = fakeTable();
    const lookups = new SeatLookups(table.query);
    table.fail(new Error('connection lost'));
    const failed = await Promise.allSettled([lookups.find('hash-ana'), lookups.find('hash-ben')]);

    expect(failed.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected']);
    expect(failed.map((outcome) => (outcome as PromiseRejectedResult).reason.message)).toEqual([
      'connection lost',
      'connection lost',
    ]);
    table.fail(null);
    expect(await lookups.find('hash-ana')).toEqual({ id: 1, roomId: 'room-a', username: 'Ana' });
  });
});
