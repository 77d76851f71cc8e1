import type { Sql } from '../../database/database';
import { roomNotFound } from '../http/room-errors';
import { RoomStore, isChatEntry, type BatchWrite, type LogEntry, type LoggedEvent, type Settled } from './room-store';
import type { RoomTransactions } from './room-transactions';
import type { SeatRow } from './seat-lookups';
import type { NumberedStreamEvent } from '@truth-or-dare/room-protocol';

/**
 * The id of the room's newest event, as the column `last_event_id` of a query on `rooms`: the
 * newest logged event has it (pruning always keeps it); the column itself counts the events of
 * the rooms that had them before the log numbered them there.
 */
const LAST_EVENT_ID =
  'MAX(last_event_id, COALESCE((SELECT MAX(event_id) FROM room_events WHERE room_events.room_id = rooms.id), 0)) AS last_event_id';

/** Presence marks written per transaction: a few milliseconds of the one connection at most. */
const MARKS_PER_TRANSACTION = 100;

/**
 * Rooms on SQLite: one connection runs one transaction at a time, so no row needs a lock and the
 * next event id is read from the log's own index without writing the room's row
 * (docs/decisions/0015-chat-in-the-event-log.md).
 */
export class SqliteRoomStore extends RoomStore {
  async selectRoom(sql: Sql, roomId: string, columns: string): Promise<Record<string, unknown> | undefined> {
    return (await sql(`SELECT ${columns}, ${LAST_EVENT_ID} FROM rooms WHERE id = $1`, [roomId])).rows[0];
  }

  async lastEventId(roomId: string): Promise<number | null> {
    const { rows } = await this.db.query(`SELECT ${LAST_EVENT_ID} FROM rooms WHERE id = $1`, [roomId]);
    return rows[0] ? Number(rows[0].last_event_id) : null;
  }

  async append(sql: Sql, roomId: string, entry: LogEntry, now: number): Promise<LoggedEvent> {
    let data = entry.data;
    if (isChatEntry(entry) && entry.masked.message !== entry.data.message) {
      const { rows } = await sql('SELECT chat_filter FROM rooms WHERE id = $1', [roomId]);
      if (!rows[0] || rows[0].chat_filter) data = entry.masked;
    }
    const { rows } = await sql(`SELECT ${LAST_EVENT_ID} FROM rooms WHERE id = $1`, [roomId]);
    if (!rows[0]) throw roomNotFound();
    const id = Number(rows[0].last_event_id) + 1;
    await sql('INSERT INTO room_events (room_id, event_id, type, data, created_at) VALUES ($1, $2, $3, $4, $5)', [
      roomId,
      id,
      entry.type,
      JSON.stringify(data),
      now,
    ]);
    return { event: { type: entry.type, data, id } as NumberedStreamEvent, announced: false };
  }

  async findSeat(tokenHash: string): Promise<SeatRow | null> {
    const { rows } = await this.db.query('SELECT id, room_id, username FROM players WHERE token_hash = $1', [
      tokenHash,
    ]);
    const row = rows[0];
    return row ? { id: Number(row.id), roomId: row.room_id as string, username: row.username as string } : null;
  }

  /**
   * In slices, each its own short transaction: one transaction for thousands of players would
   * hold the one connection, and every request waiting on it, for tens of milliseconds.
   */
  async writeSeenMarks(players: Map<number, number>, rooms: Map<string, number>): Promise<void> {
    const updates: [string, number | string, number][] = [
      ...[...players].map(([id, at]): [string, number, number] => [
        'UPDATE players SET last_seen_at = $2 WHERE id = $1 AND last_seen_at < $2',
        id,
        at,
      ]),
      ...[...rooms].map(([id, at]): [string, string, number] => [
        'UPDATE rooms SET last_activity_at = $2 WHERE id = $1 AND last_activity_at < $2',
        id,
        at,
      ]),
    ];
    for (let start = 0; start < updates.length; start += MARKS_PER_TRANSACTION) {
      if (start > 0) await new Promise((resolve) => setImmediate(resolve));
      await this.db.transaction(async (sql) => {
        for (const [text, id, at] of updates.slice(start, start + MARKS_PER_TRANSACTION)) await sql(text, [id, at]);
      });
    }
  }

  /**
   * Group commit: the writes share one transaction, each inside a savepoint of its own, so one that
   * fails (its room just closed) leaves the others. They are taken when the transaction gets its
   * turn on the connection, so whatever arrived while it waited goes in too
   * (docs/decisions/0014-rooms-cost-seats-and-batches.md). A lone write needs no savepoint: its
   * failure rolls back a transaction that holds nothing else.
   */
  commitTogether<T>(transactions: RoomTransactions, take: () => BatchWrite<T>[]): Promise<Settled<T>[]> {
    return transactions.run(async (transaction) => {
      const writes = take();
      if (writes.length === 1) return [{ value: await (writes[0] as BatchWrite<T>)(transaction) }];
      const settled: Settled<T>[] = [];
      for (const write of writes) {
        await transaction.sql('SAVEPOINT batch', []);
        try {
          settled.push({ value: await write(transaction) });
          await transaction.sql('RELEASE batch', []);
        } catch (error) {
          await transaction.sql('ROLLBACK TO batch', []);
          await transaction.sql('RELEASE batch', []);
          settled.push({ error });
        }
      }
      return settled;
    });
  }
}
