import { Inject, Injectable } from '@nestjs/common';
import {
  ROOM_CHAT_HISTORY,
  type ChatMessage,
  type NumberedStreamEvent,
  type StreamEvent,
} from '@truth-or-dare/room-protocol';
import { CLOCK, type Clock } from '../../clock/clock';
import { Database, type Sql } from '../../database/database';
import { roomNotFound } from '../http/room-errors';
import type { RoomTransaction } from './room-transactions';

/** How many of a room's events the log keeps; older ones are pruned every PRUNE_EVERY events. */
const EVENT_LOG_SIZE = 500;
const PRUNE_EVERY = 50;

/** Each room's numbered event log: what streams replay after a reconnect. */
@Injectable()
export class RoomEventLog {
  constructor(
    private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Numbers an event, logs it and publishes it, inside the caller's transaction. On PostgreSQL
   * numbering updates the room's row, which locks it until commit: a room's events commit, and
   * so reach the bus, in id order. On SQLite the one connection runs one transaction at a time,
   * so the next id is read from the log's own index and the room's row is not written
   * (docs/decisions/0015-chat-in-the-event-log.md). `activityAt` also marks the room active.
   */
  async append(
    transaction: RoomTransaction,
    roomId: string,
    body: StreamEvent,
    activityAt: number | null = null,
  ): Promise<NumberedStreamEvent> {
    const { sql } = transaction;
    const id = await this.numberNext(sql, roomId, activityAt);
    if (id === null) throw roomNotFound();
    const event = { ...body, id } as NumberedStreamEvent;
    await sql('INSERT INTO room_events (room_id, event_id, type, data, created_at) VALUES ($1, $2, $3, $4, $5)', [
      roomId,
      id,
      body.type,
      JSON.stringify(body.data),
      this.clock.now(),
    ]);
    await pruneEventLog(sql, roomId, id);
    await transaction.publish(roomId, event);
    return event;
  }

  private async numberNext(sql: Sql, roomId: string, activityAt: number | null): Promise<number | null> {
    if (this.db.kind === 'sqlite') {
      const { rows } = await sql(`SELECT ${lastEventIdColumn('sqlite')} FROM rooms WHERE id = $1`, [roomId]);
      if (!rows[0]) return null;
      if (activityAt !== null) await sql('UPDATE rooms SET last_activity_at = $2 WHERE id = $1', [roomId, activityAt]);
      return Number(rows[0].last_event_id) + 1;
    }
    const { rows } = await sql(
      activityAt === null
        ? 'UPDATE rooms SET last_event_id = last_event_id + 1 WHERE id = $1 RETURNING last_event_id'
        : 'UPDATE rooms SET last_event_id = last_event_id + 1, last_activity_at = $2 WHERE id = $1 RETURNING last_event_id',
      activityAt === null ? [roomId] : [roomId, activityAt],
    );
    return rows[0] ? Number(rows[0].last_event_id) : null;
  }

  /** The id of a room's newest event, or null when there is no such room. */
  async lastEventId(roomId: string): Promise<number | null> {
    const { rows } = await this.db.query(`SELECT ${lastEventIdColumn(this.db.kind)} FROM rooms WHERE id = $1`, [
      roomId,
    ]);
    return rows[0] ? Number(rows[0].last_event_id) : null;
  }

  /** Logged events after `afterId`, oldest first. */
  async read(roomId: string, afterId: number, limit: number): Promise<NumberedStreamEvent[]> {
    const { rows } = await this.db.query(
      'SELECT event_id, type, data FROM room_events WHERE room_id = $1 AND event_id > $2 ORDER BY event_id LIMIT $3',
      [roomId, afterId, limit],
    );
    return rows.map(
      (row) =>
        ({ id: Number(row.event_id), type: row.type, data: JSON.parse(row.data as string) }) as NumberedStreamEvent,
    );
  }
}

/**
 * The id of the room's newest event, as the column `last_event_id` of a query on `rooms`. On
 * SQLite the newest logged event has it (pruning always keeps it); the column itself counts the
 * events of the rooms that had them before the log numbered them there.
 */
export function lastEventIdColumn(kind: Database['kind']): string {
  if (kind === 'postgres') return 'last_event_id';
  return 'MAX(last_event_id, COALESCE((SELECT MAX(event_id) FROM room_events WHERE room_events.room_id = rooms.id), 0)) AS last_event_id';
}

/**
 * Drops events older than the last EVENT_LOG_SIZE, once every PRUNE_EVERY events, except the
 * room's newest ROOM_CHAT_HISTORY messages: the log is also where the room's chat is kept
 * (docs/decisions/0015-chat-in-the-event-log.md).
 */
export async function pruneEventLog(sql: Sql, roomId: string, newestId: number): Promise<void> {
  if (newestId % PRUNE_EVERY !== 0) return;
  await sql(
    `DELETE FROM room_events WHERE room_id = $1 AND event_id <= $2 AND (type <> 'message' OR event_id < COALESCE(
      (SELECT event_id FROM room_events WHERE room_id = $1 AND type = 'message' ORDER BY event_id DESC LIMIT 1 OFFSET ${ROOM_CHAT_HISTORY - 1}), 0))`,
    [roomId, newestId - EVENT_LOG_SIZE],
  );
}

/**
 * The room's newest ROOM_CHAT_HISTORY chat messages, oldest first: the `message` events of its
 * log, then (for a room that chatted before the log held its chat) the rows of `chat_messages`,
 * which no longer grows.
 */
export async function recentChats(sql: Sql, roomId: string): Promise<ChatMessage[]> {
  const logged = await sql(
    `SELECT data FROM room_events WHERE room_id = $1 AND type = 'message' ORDER BY event_id DESC LIMIT ${ROOM_CHAT_HISTORY}`,
    [roomId],
  );
  const chats = logged.rows.map((row) => JSON.parse(row.data as string) as ChatMessage);
  if (chats.length < ROOM_CHAT_HISTORY) {
    const earlier = await sql(
      `SELECT username, message, created_at FROM chat_messages WHERE room_id = $1 ORDER BY id DESC LIMIT ${ROOM_CHAT_HISTORY - chats.length}`,
      [roomId],
    );
    for (const row of earlier.rows)
      chats.push({
        username: row.username as string,
        message: row.message as string,
        createdAt: new Date(Number(row.created_at)).toISOString(),
      });
  }
  return chats.reverse();
}
