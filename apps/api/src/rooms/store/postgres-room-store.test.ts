import { describe, expect, it } from 'vitest';
import type { Database } from '../../database/database';
import { JsonLogger } from '../../http/json-logger';
import { roomNotFound } from '../http/room-errors';
import { PostgresRoomBus } from '../streams/postgres-room-bus';
import { PostgresRoomStore } from './postgres-room-store';
import type { BatchWrite } from './room-store';
import type { RoomTransaction, RoomTransactions } from './room-transactions';
import { SeatCache } from './seat-cache';

/** Transactions that record how each batch was committed: as one statement, or in a transaction. */
function recordingTransactions() {
  const committed: ('statement' | 'transaction')[] = [];
  const transaction = { sql: () => Promise.resolve({ rows: [], affected: 0 }), publish: () => Promise.resolve() };
  const transactions = {
    async run<T>(work: (transaction: RoomTransaction) => Promise<T>): Promise<T> {
      const result = await work(transaction);
      committed.push('transaction');
      return result;
    },
    async runStatement<T>(work: (transaction: RoomTransaction) => Promise<T>): Promise<T> {
      const result = await work(transaction);
      committed.push('statement');
      return result;
    },
  } as unknown as RoomTransactions;
  return { transactions, committed };
}

const store = new PostgresRoomStore(
  {} as Database,
  new PostgresRoomBus('postgres://postgres@127.0.0.1:5432/rooms', new JsonLogger('silent'), new SeatCache()),
);
const answers =
  (value: string): BatchWrite<string> =>
  () =>
    Promise.resolve(value);

describe('PostgresRoomStore.commitTogether', () => {
  it('commits a lone write as a statement of its own, and several in one transaction', async () => {
    const { transactions, committed } = recordingTransactions();
    expect(await store.commitTogether(transactions, () => [answers('a')])).toEqual([{ value: 'a' }]);
    expect(await store.commitTogether(transactions, () => [answers('b'), answers('c')])).toEqual([
      { value: 'b' },
      { value: 'c' },
    ]);
    expect(committed).toEqual(['statement', 'transaction']);
  });

  it('fails only the write a refusal answered, and every write when the database fails', async () => {
    const { transactions } = recordingTransactions();
    const refused: BatchWrite<string> = () => Promise.reject(roomNotFound());
    expect(await store.commitTogether(transactions, () => [answers('a'), refused, answers('c')])).toEqual([
      { value: 'a' },
      { error: roomNotFound() },
      { value: 'c' },
    ]);
    expect(await store.commitTogether(transactions, () => [refused])).toEqual([{ error: roomNotFound() }]);
    // Any other failure aborted the transaction: nothing of it was committed.
    const broken: BatchWrite<string> = () => Promise.reject(new Error('connection lost'));
    await expect(store.commitTogether(transactions, () => [answers('a'), broken])).rejects.toThrow('connection lost');
  });
});
