import { afterEach, describe, expect, it } from 'vitest';
import type { Database, Sql } from '../../database/database';
import type { JsonLogger } from '../../http/json-logger';
import { InProcessRoomBus } from '../streams/in-process-room-bus';
import { SeenMarks } from './seen-marks';
import { SqliteRoomStore } from './sqlite-room-store';

/** The SQLite store over a database that records each transaction's statements, or fails while `down`. */
function recordingDatabase() {
  const transactions: [string, unknown[]][][] = [];
  const state = { down: false };
  const db = {
    async transaction<T>(work: (sql: Sql) => Promise<T>): Promise<T> {
      if (state.down) throw new Error('database is locked');
      const statements: [string, unknown[]][] = [];
      const result = await work((text, params = []) => {
        statements.push([text, [...params]]);
        return Promise.resolve({ rows: [], affected: 1 });
      });
      transactions.push(statements);
      return result;
    },
  } as unknown as Database;
  return { store: new SqliteRoomStore(db, new InProcessRoomBus()), transactions, state };
}

const quietLogger = { event: () => undefined } as unknown as JsonLogger;

describe('SeenMarks', () => {
  let marks: SeenMarks | null = null;
  afterEach(async () => {
    await marks?.beforeApplicationShutdown();
    marks = null;
  });

  it('writes every mark since the last flush in one transaction, the newest time per player and room', async () => {
    const { store, transactions } = recordingDatabase();
    marks = new SeenMarks(store, quietLogger);
    marks.markPlayer(1, 'room-a', 100);
    marks.markPlayer(2, 'room-a', 150);
    marks.markPlayer(1, 'room-a', 120);
    // An older mark arriving late never moves a time back.
    marks.markPlayer(1, 'room-a', 90);
    await marks.flush();

    expect(transactions).toHaveLength(1);
    expect(transactions[0]).toEqual([
      ['UPDATE players SET last_seen_at = $2 WHERE id = $1 AND last_seen_at < $2', [1, 120]],
      ['UPDATE players SET last_seen_at = $2 WHERE id = $1 AND last_seen_at < $2', [2, 150]],
      ['UPDATE rooms SET last_activity_at = $2 WHERE id = $1 AND last_activity_at < $2', ['room-a', 150]],
    ]);
    await marks.flush();
    expect(transactions).toHaveLength(1);
  });

  it('writes many marks in short transactions of at most 100 statements', async () => {
    const { store, transactions } = recordingDatabase();
    marks = new SeenMarks(store, quietLogger);
    for (let id = 1; id <= 240; id += 1) marks.markPlayer(id, `room-${id % 30}`, 1_000 + id);
    await marks.flush();

    expect(transactions.map((statements) => statements.length)).toEqual([100, 100, 70]);
    expect(transactions.flat().filter(([text]) => text.startsWith('UPDATE players'))).toHaveLength(240);
    expect(transactions.flat().filter(([text]) => text.startsWith('UPDATE rooms'))).toHaveLength(30);
  });

  it('keeps the marks of a failed write for the next flush', async () => {
    const { store, transactions, state } = recordingDatabase();
    marks = new SeenMarks(store, quietLogger);
    marks.markPlayer(7, 'room-b', 500);
    state.down = true;
    await marks.flush();
    expect(transactions).toHaveLength(0);

    state.down = false;
    marks.markPlayer(8, 'room-b', 400);
    await marks.flush();
    expect(transactions[0]).toEqual([
      ['UPDATE players SET last_seen_at = $2 WHERE id = $1 AND last_seen_at < $2', [7, 500]],
      ['UPDATE players SET last_seen_at = $2 WHERE id = $1 AND last_seen_at < $2', [8, 400]],
      ['UPDATE rooms SET last_activity_at = $2 WHERE id = $1 AND last_activity_at < $2', ['room-b', 500]],
    ]);
  });
});
