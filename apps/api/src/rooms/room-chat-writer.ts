import { Injectable } from '@nestjs/common';
import type { ChatMessage } from '@truth-or-dare/room-protocol';
import { Database } from '../database/database';
import { RoomEventLog, pruneEventLog } from './room-event-log';
import { roomNotFound } from './room-errors';
import { PostgresRoomBus } from './postgres-room-bus';
import { RoomTransactions } from './room-transactions';

/** Who is writing: the player's row id and room. */
export interface ChatAuthor {
  readonly id: number;
  readonly roomId: string;
}

/**
 * Stores a chat message, marks its author seen and the room active, and publishes the `message`
 * event: the busiest write of the rooms, so on PostgreSQL it is one statement.
 */
@Injectable()
export class RoomChatWriter {
  constructor(
    private readonly db: Database,
    private readonly transactions: RoomTransactions,
    private readonly log: RoomEventLog,
  ) {}

  async write(author: ChatAuthor, chat: ChatMessage, now: number): Promise<void> {
    if (this.db.kind === 'postgres') return this.writeInOneStatement(author, chat, now);
    await this.transactions.run(async (transaction) => {
      const { sql } = transaction;
      await sql('INSERT INTO chat_messages (room_id, username, message, created_at) VALUES ($1, $2, $3, $4)', [author.roomId, chat.username, chat.message, now]);
      await sql('UPDATE players SET last_seen_at = $2 WHERE id = $1', [author.id, now]);
      await this.log.append(transaction, author.roomId, { type: 'message', data: chat }, now);
    });
  }

  /**
   * The same steps in one round trip, which PostgreSQL runs atomically: number the event under
   * the room's row lock, store the message and the event, mark the player seen and notify every
   * instance (in the bus's own wire format).
   */
  private async writeInOneStatement(author: ChatAuthor, chat: ChatMessage, now: number): Promise<void> {
    const notify = PostgresRoomBus.notifyExpression({ roomId: '$1::text', eventId: 'event.last_event_id', type: 'message', data: '$6::json' });
    const { rows } = await this.db.query(
      `WITH event AS (UPDATE rooms SET last_event_id = last_event_id + 1, last_activity_at = $2 WHERE id = $1 RETURNING last_event_id),
        stored_chat AS (INSERT INTO chat_messages (room_id, username, message, created_at) SELECT $1, $3, $4, $2 FROM event),
        seen AS (UPDATE players SET last_seen_at = $2 WHERE id = $5),
        logged AS (INSERT INTO room_events (room_id, event_id, type, data, created_at) SELECT $1, event.last_event_id, 'message', $6, $2 FROM event)
      SELECT event.last_event_id, ${notify} FROM event`,
      [author.roomId, now, chat.username, chat.message, author.id, JSON.stringify(chat)],
    );
    const id = Number(rows[0]?.last_event_id);
    if (!Number.isFinite(id)) throw roomNotFound();
    await pruneEventLog((text, params) => this.db.query(text, params), author.roomId, id);
  }
}
