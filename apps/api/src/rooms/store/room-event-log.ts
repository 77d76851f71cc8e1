import { Inject, Injectable } from '@nestjs/common';
import { ROOM_CHAT_HISTORY, type ChatMessage, type NumberedStreamEvent } from '@truth-or-dare/room-protocol';
import { CLOCK, type Clock } from '../../clock/clock';
import { Database, type Sql } from '../../database/database';
import { RoomStore, type LogEntry } from './room-store';
import type { RoomTransaction } from './room-transactions';

/** How many of a room's events the log keeps; older ones are pruned every PRUNE_EVERY events. */
const EVENT_LOG_SIZE = 500;
const PRUNE_EVERY = 50;

/** Each room's numbered event log: what streams replay after a reconnect, and the room's chat. */
@Injectable()
export class RoomEventLog {
  constructor(
    private readonly db: Database,
    private readonly store: RoomStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * Numbers an event, logs it, prunes the log and publishes the event, inside the caller's
   * transaction, in the store's own form (one statement on PostgreSQL). Publishing comes last, so
   * an event rolled back to a savepoint has published nothing.
   */
  async append(transaction: RoomTransaction, roomId: string, entry: LogEntry): Promise<NumberedStreamEvent> {
    const { event, announced } = await this.store.append(transaction.sql, roomId, entry, this.clock.now());
    await pruneEventLog(transaction.sql, roomId, event.id);
    if (!announced) await transaction.publish({ roomId, event });
    return event;
  }

  /** The id of a room's newest event, or null when there is no such room. */
  lastEventId(roomId: string): Promise<number | null> {
    return this.store.lastEventId(roomId);
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
 * Drops events older than the last EVENT_LOG_SIZE, once every PRUNE_EVERY events, except the
 * room's newest ROOM_CHAT_HISTORY messages: the log is also where the room's chat is kept
 * (docs/decisions/0015-chat-in-the-event-log.md).
 */
async function pruneEventLog(sql: Sql, roomId: string, newestId: number): Promise<void> {
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
