import { HttpException } from '@nestjs/common';
import type { NumberedStreamEvent } from '@truth-or-dare/room-protocol';
import type { Database, Sql } from '../../database/database';
import { roomNotFound, tokenInvalid } from '../http/room-errors';
import { PostgresRoomBus } from '../streams/postgres-room-bus';
import { RoomStore, isChatEntry, type BatchWrite, type LogEntry, type LoggedEvent, type Settled } from './room-store';
import type { RoomTransactions } from './room-transactions';
import { SeatLookups, type SeatRow } from './seat-lookups';

/**
 * Rooms on PostgreSQL, where instances run transactions side by side: a command locks its room's
 * row, and numbering an event updates that row, so a room's events commit, and reach the bus, in
 * id order (docs/decisions/0015-chat-in-the-event-log.md, 0018-postgres-chat-group-commit.md).
 */
export class PostgresRoomStore extends RoomStore {
  private readonly seats = new SeatLookups((text, params) => this.db.query(text, params));

  constructor(db: Database, bus: PostgresRoomBus) {
    super(db, bus);
  }

  async selectRoom(
    sql: Sql,
    roomId: string,
    columns: string,
    lock: boolean,
  ): Promise<Record<string, unknown> | undefined> {
    const { rows } = await sql(
      `SELECT ${columns}, last_event_id FROM rooms WHERE id = $1${lock ? ' FOR UPDATE' : ''}`,
      [roomId],
    );
    return rows[0];
  }

  async lastEventId(roomId: string): Promise<number | null> {
    const { rows } = await this.db.query('SELECT last_event_id FROM rooms WHERE id = $1', [roomId]);
    return rows[0] ? Number(rows[0].last_event_id) : null;
  }

  /**
   * One round trip, which PostgreSQL runs atomically: number the event under the room's row lock,
   * log it and notify every instance (in the bus's own wire format). A chat message's form is
   * picked by the room's `chat_filter` in the same statement, and its author's seat checked: it
   * came from this instance's seat cache, and another instance may have removed it a moment ago.
   * The statement leaves the room's indexed columns alone, so the counter is an update PostgreSQL
   * makes in place (docs/decisions/0019-turns-in-front-of-express.md).
   */
  async append(sql: Sql, roomId: string, entry: LogEntry, now: number): Promise<LoggedEvent> {
    const chat = isChatEntry(entry) ? entry : null;
    // $3 is the data as written, $4 as masked.
    const data = chat ? '(CASE WHEN event.chat_filter THEN $4 ELSE $3 END)' : '$3::text';
    const notify = PostgresRoomBus.notifyExpression({
      roomId: '$1::text',
      eventId: 'event.last_event_id',
      type: entry.type,
      data: `${data}::json`,
    });
    const seated = chat ? ' AND EXISTS (SELECT 1 FROM players WHERE id = $5 AND room_id = $1)' : '';
    const { rows } = await sql(
      `WITH event AS (UPDATE rooms SET last_event_id = last_event_id + 1 WHERE id = $1${seated}
          RETURNING last_event_id${chat ? ', chat_filter' : ''}),
        logged AS (INSERT INTO room_events (room_id, event_id, type, data, created_at) SELECT $1, event.last_event_id, '${entry.type}', ${data}, $2 FROM event)
      SELECT event.last_event_id${chat ? ', event.chat_filter' : ''}, ${notify} FROM event`,
      chat
        ? [roomId, now, JSON.stringify(chat.data), JSON.stringify(chat.masked), chat.authorId]
        : [roomId, now, JSON.stringify(entry.data)],
    );
    const row = rows[0];
    if (!row) {
      // Rare: the room or the seat went. Answered as a fresh token lookup would: no room, or no such player in it.
      if (!chat || (await sql('SELECT 1 FROM rooms WHERE id = $1', [roomId])).rows.length === 0) throw roomNotFound();
      throw tokenInvalid();
    }
    const logged = chat && row.chat_filter ? chat.masked : entry.data;
    return {
      event: { type: entry.type, data: logged, id: Number(row.last_event_id) } as NumberedStreamEvent,
      announced: true,
    };
  }

  /** The lookups of one turn of the event loop share a query (seat-lookups.ts). */
  findSeat(tokenHash: string): Promise<SeatRow | null> {
    return this.seats.find(tokenHash);
  }

  /**
   * One statement per table. Rows a room transaction holds at that moment are skipped rather than
   * waited for (waiting could deadlock with a transaction that locked the room first and a player
   * next); such a mark is dropped, which costs nothing: the player pings again within 10 s and is
   * kept for 30 s.
   */
  async writeSeenMarks(players: Map<number, number>, rooms: Map<string, number>): Promise<void> {
    await this.writeMarks('players', 'last_seen_at', 'int', players);
    await this.writeMarks('rooms', 'last_activity_at', 'text', rooms);
  }

  /**
   * Group commit. A transaction that notifies holds PostgreSQL's one notification queue lock from
   * its commit until it is flushed to disk, so every notifying commit of every instance takes its
   * turn there (docs/decisions/0018-postgres-chat-group-commit.md): the writes that arrived
   * together share one transaction, and a lone one is a statement on its own. A refusal (a room
   * or seat gone) leaves the transaction intact and fails only its write; any other failure
   * aborts the transaction and fails them all.
   */
  async commitTogether<T>(transactions: RoomTransactions, take: () => BatchWrite<T>[]): Promise<Settled<T>[]> {
    const writes = take();
    const settle = async (write: BatchWrite<T>, sql: Parameters<BatchWrite<T>>[0]): Promise<Settled<T>> => {
      try {
        return { value: await write(sql) };
      } catch (error) {
        if (error instanceof HttpException) return { error };
        throw error;
      }
    };
    if (writes.length === 1) return [await transactions.runStatement((t) => settle(writes[0] as BatchWrite<T>, t))];
    return transactions.run(async (transaction) => {
      const settled: Settled<T>[] = [];
      for (const write of writes) settled.push(await settle(write, transaction));
      return settled;
    });
  }

  private async writeMarks(
    table: 'players' | 'rooms',
    column: 'last_seen_at' | 'last_activity_at',
    idType: 'int' | 'text',
    marks: Map<number | string, number>,
  ): Promise<void> {
    if (marks.size === 0) return;
    await this.db.query(
      `UPDATE ${table} SET ${column} = marks.at FROM unnest($1::${idType}[], $2::bigint[]) AS marks(id, at)
        WHERE ${table}.id = marks.id AND ${table}.${column} < marks.at
          AND ${table}.id IN (SELECT id FROM ${table} WHERE id = ANY($1::${idType}[]) FOR UPDATE SKIP LOCKED)`,
      [[...marks.keys()], [...marks.values()]],
    );
  }
}
