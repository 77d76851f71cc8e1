import type { ChatMessage, NumberedStreamEvent } from '@truth-or-dare/room-protocol';
import { describe, expect, it } from 'vitest';
import type { Database, Sql } from '../../database/database';
import { roomNotFound } from '../http/room-errors';
import type { RoomEventLog } from '../store/room-event-log';
import type { ChatEntry } from '../store/room-store';
import type { RoomTransaction, RoomTransactions } from '../store/room-transactions';
import type { SeenMarks } from '../store/seen-marks';
import { SqliteRoomStore } from '../store/sqlite-room-store';
import { InProcessRoomBus } from '../streams/in-process-room-bus';
import { RoomChatWriter } from './room-chat-writer';

const message = (username: string, text: string): ChatMessage => ({
  username,
  message: text,
  createdAt: '2026-11-25T00:00:00.000Z',
});

/**
 * A writer on the SQLite store over recorded statements: transactions run one after another, as
 * the one SQLite connection runs them, and the event log refuses rooms listed in `closedRooms`.
 */
function writerWith(closedRooms: Set<string>) {
  const statements: string[] = [];
  const published: { roomId: string; event: NumberedStreamEvent }[] = [];
  const transactionsStarted: number[] = [];
  const seen: [number, string, number][] = [];
  let queue: Promise<unknown> = Promise.resolve();
  let nextId = 0;
  const sql: Sql = (text) => {
    statements.push(text);
    return Promise.resolve({ rows: [], affected: 1 });
  };
  const transactions = {
    run<T>(work: (transaction: RoomTransaction) => Promise<T>): Promise<T> {
      const pendingPublished: typeof published = [];
      const run = queue.then(async () => {
        transactionsStarted.push(statements.length);
        const result = await work({
          sql,
          publish: (message) => {
            if ('event' in message) pendingPublished.push(message);
            return Promise.resolve();
          },
        });
        published.push(...pendingPublished);
        return result;
      });
      queue = run.catch(() => undefined);
      return run;
    },
  } as unknown as RoomTransactions;
  const log = {
    async append(transaction: RoomTransaction, roomId: string, entry: ChatEntry) {
      if (closedRooms.has(roomId)) throw roomNotFound();
      nextId += 1;
      const event = { type: entry.type, data: entry.data, id: nextId } as NumberedStreamEvent;
      await transaction.publish({ roomId, event });
      return event;
    },
  } as unknown as RoomEventLog;
  const marks = {
    markPlayer: (id: number, roomId: string, at: number) => seen.push([id, roomId, at]),
  } as unknown as SeenMarks;
  const store = new SqliteRoomStore({} as Database, new InProcessRoomBus());
  return {
    writer: new RoomChatWriter(store, transactions, log, marks),
    statements,
    published,
    transactionsStarted,
    seen,
  };
}

describe('RoomChatWriter on SQLite', () => {
  it('writes the messages that arrive together in one transaction, each in a savepoint, and answers each', async () => {
    const { writer, statements, published, transactionsStarted, seen } = writerWith(new Set());
    const answers = await Promise.all(
      [1, 2, 3].map((n) =>
        writer.write({ id: n, roomId: 'room-a' }, message(`P${n}`, `hi ${n}`), message(`P${n}`, `hi ${n}`), 1_000 + n),
      ),
    );

    expect(answers.map((answer) => answer.message)).toEqual(['hi 1', 'hi 2', 'hi 3']);
    expect(transactionsStarted).toHaveLength(1);
    expect(statements.filter((text) => text === 'SAVEPOINT batch')).toHaveLength(3);
    expect(statements.filter((text) => text === 'RELEASE batch')).toHaveLength(3);
    expect(published.map(({ event }) => event.id)).toEqual([1, 2, 3]);
    expect(seen).toEqual([
      [1, 'room-a', 1_001],
      [2, 'room-a', 1_002],
      [3, 'room-a', 1_003],
    ]);
  });

  it('refuses only the message whose room is gone and keeps the others of its batch', async () => {
    const { writer, statements, published } = writerWith(new Set(['closed']));
    const results = await Promise.allSettled([
      writer.write({ id: 1, roomId: 'open' }, message('Ana', 'first'), message('Ana', 'first'), 1),
      writer.write({ id: 2, roomId: 'closed' }, message('Ben', 'lost'), message('Ben', 'lost'), 2),
      writer.write({ id: 3, roomId: 'open' }, message('Cy', 'third'), message('Cy', 'third'), 3),
    ]);

    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toMatchObject({ status: 404 });
    expect(statements.filter((text) => text === 'ROLLBACK TO batch')).toHaveLength(1);
    expect(published.map(({ roomId, event }) => [roomId, (event.data as ChatMessage).message])).toEqual([
      ['open', 'first'],
      ['open', 'third'],
    ]);
  });

  it('waits for the turn of the event loop to end, so messages read one after another in it share one commit', async () => {
    const { writer, transactionsStarted, published } = writerWith(new Set());
    const first = writer.write({ id: 1, roomId: 'room' }, message('Ana', 'one'), message('Ana', 'one'), 1);
    // The next request's body is read after the first one's promises have run.
    for (let tick = 0; tick < 5; tick += 1) await Promise.resolve();
    expect(transactionsStarted).toHaveLength(0);
    const second = writer.write({ id: 2, roomId: 'room' }, message('Ben', 'two'), message('Ben', 'two'), 2);
    await Promise.all([first, second]);
    expect(transactionsStarted).toHaveLength(1);
    expect(published.map(({ event }) => event.id)).toEqual([1, 2]);
  });

  it('writes a lone message without a savepoint, and refuses it alone when its room is gone', async () => {
    const { writer, statements, published } = writerWith(new Set(['closed']));
    expect(
      (await writer.write({ id: 1, roomId: 'open' }, message('Ana', 'alone'), message('Ana', 'alone'), 1)).message,
    ).toBe('alone');
    await expect(
      writer.write({ id: 2, roomId: 'closed' }, message('Ben', 'lost'), message('Ben', 'lost'), 2),
    ).rejects.toMatchObject({ status: 404 });
    expect(statements.filter((text) => text.includes('batch'))).toEqual([]);
    expect(published.map(({ roomId }) => roomId)).toEqual(['open']);
  });

  it('starts a new transaction for messages that arrive once the batch is being written', async () => {
    const { writer, transactionsStarted } = writerWith(new Set());
    const first = writer.write({ id: 1, roomId: 'room' }, message('Ana', 'one'), message('Ana', 'one'), 1);
    await first;
    await writer.write({ id: 2, roomId: 'room' }, message('Ben', 'two'), message('Ben', 'two'), 2);
    expect(transactionsStarted).toHaveLength(2);
  });
});
