import { Injectable } from '@nestjs/common';
import type { ChatMessage } from '@truth-or-dare/room-protocol';
import { Database, type Sql } from '../../database/database';
import { RoomEventLog, pruneEventLog } from '../store/room-event-log';
import { roomNotFound, tokenInvalid } from '../http/room-errors';
import { PostgresRoomBus } from '../streams/postgres-room-bus';
import { RoomTransactions, type RoomTransaction } from '../store/room-transactions';
import { SeenMarks } from '../store/seen-marks';

/** Who is writing: the player's row id and room. */
export interface ChatAuthor {
  readonly id: number;
  readonly roomId: string;
}

interface PendingChat {
  readonly author: ChatAuthor;
  readonly chat: ChatMessage;
  readonly masked: ChatMessage;
  readonly now: number;
  resolve(stored: ChatMessage): void;
  reject(error: unknown): void;
}

type Outcome = { stored: ChatMessage } | { error: unknown };

function settle(pending: PendingChat, outcome: Outcome | undefined): void {
  if (outcome && 'stored' in outcome) pending.resolve(outcome.stored);
  else pending.reject(outcome ? outcome.error : new Error('The chat batch ended before this message was written.'));
}

/**
 * Stores a chat message, marks its author seen and the room active, and publishes the `message`
 * event: the busiest write of the rooms, so on PostgreSQL it is one statement per message, and on
 * both databases the messages that arrive together share a transaction. A message comes
 * as written and as masked by the family filter; the room's own `chat_filter` setting, read in
 * the same transaction, picks which one is stored and sent.
 */
@Injectable()
export class RoomChatWriter {
  constructor(
    private readonly db: Database,
    private readonly transactions: RoomTransactions,
    private readonly log: RoomEventLog,
    private readonly seen: SeenMarks,
  ) {}

  /** SQLite: the messages waiting for the transaction that will write them together. */
  private batch: PendingChat[] | null = null;
  /** PostgreSQL: the messages waiting for this instance's next transaction, and whether one is running. */
  private waiting: PendingChat[] = [];
  private writing = false;

  /** Answers the message as stored: `masked` in a room that filters its chat, `chat` otherwise. */
  async write(author: ChatAuthor, chat: ChatMessage, masked: ChatMessage, now: number): Promise<ChatMessage> {
    const stored = await new Promise<ChatMessage>((resolve, reject) => {
      const pending: PendingChat = { author, chat, masked, now, resolve, reject };
      if (this.db.kind === 'postgres') {
        this.waiting.push(pending);
        if (!this.writing) {
          this.writing = true;
          setImmediate(() => void this.writePostgresBatches());
        }
      } else if (this.batch) this.batch.push(pending);
      else this.startBatch(pending);
    });
    // Seen with the next presence write, not a row rewritten per message (seen-marks.ts).
    this.seen.markPlayer(author.id, author.roomId, now);
    return stored;
  }

  /**
   * Group commit on SQLite: the messages that arrive in the same turn of the event loop, or while
   * their transaction waits for its turn, share it, each inside a savepoint of its own, so one that
   * fails (its room just closed) leaves the others. The transaction starts once the requests the
   * loop has already read have had their turn (setImmediate), so a burst of chats costs one commit
   * rather than one each (docs/decisions/0014-rooms-cost-seats-and-batches.md). Every message is
   * still committed before it is answered or sent.
   */
  private startBatch(first: PendingChat): void {
    const batch = [first];
    this.batch = batch;
    setImmediate(() => this.commitBatch(batch));
  }

  private commitBatch(batch: PendingChat[]): void {
    const outcomes: Outcome[] = [];
    this.transactions
      .run(async (transaction) => {
        // From here on, new messages start the next batch.
        this.batch = null;
        // A lone message needs no savepoint: its failure rolls back a transaction that holds nothing else.
        if (batch.length === 1) {
          outcomes.push({ stored: await this.writeOne(transaction, batch[0] as PendingChat) });
          return;
        }
        for (const pending of batch) {
          await transaction.sql('SAVEPOINT chat', []);
          try {
            outcomes.push({ stored: await this.writeOne(transaction, pending) });
            await transaction.sql('RELEASE chat', []);
          } catch (error) {
            await transaction.sql('ROLLBACK TO chat', []);
            await transaction.sql('RELEASE chat', []);
            outcomes.push({ error });
          }
        }
      })
      .then(
        () => batch.forEach((pending, index) => settle(pending, outcomes[index])),
        (error: unknown) => batch.forEach((pending) => pending.reject(error)),
      );
  }

  private async writeOne(transaction: RoomTransaction, { author, chat, masked }: PendingChat): Promise<ChatMessage> {
    const { sql } = transaction;
    let stored = masked;
    if (masked.message !== chat.message) {
      const { rows } = await sql('SELECT chat_filter FROM rooms WHERE id = $1', [author.roomId]);
      if (rows[0] && !rows[0].chat_filter) stored = chat;
    }
    // The logged event is the chat's only copy (room-event-log.ts). Publishing is the last step,
    // so a message rolled back to its savepoint has published nothing. The room is marked active
    // with the author (seen-marks.ts), not by moving it in the activity index on every message.
    await this.log.append(transaction, author.roomId, { type: 'message', data: stored });
    return stored;
  }

  /**
   * Group commit on PostgreSQL. A transaction that notifies holds PostgreSQL's one notification
   * queue lock from its commit until it is flushed to disk, so every notifying commit of every
   * instance takes its turn there (docs/decisions/0018-postgres-chat-group-commit.md). So an
   * instance writes its chat in one transaction at a time: what arrives meanwhile waits and goes
   * in the next one, together, and a burst costs one commit rather than one each. A lone message
   * is one statement on its own, as before.
   */
  private async writePostgresBatches(): Promise<void> {
    while (this.waiting.length > 0) {
      // By room, so transactions of several instances lock rooms in the same order and never wait
      // for each other in a circle; the sort keeps a room's messages in the order they came.
      const batch = this.waiting
        .splice(0)
        .sort((a, b) => (a.author.roomId < b.author.roomId ? -1 : a.author.roomId > b.author.roomId ? 1 : 0));
      try {
        const outcomes =
          batch.length === 1
            ? [await this.writeInOneStatement((text, params) => this.db.query(text, params), batch[0] as PendingChat)]
            : await this.db.transaction(async (sql) => {
                const written: Outcome[] = [];
                for (const pending of batch) written.push(await this.writeInOneStatement(sql, pending));
                return written;
              });
        batch.forEach((pending, index) => settle(pending, outcomes[index]));
      } catch (error) {
        for (const pending of batch) pending.reject(error);
      }
    }
    this.writing = false;
  }

  /**
   * The steps in one round trip, which PostgreSQL runs atomically: number the event under the
   * room's row lock, log the message and notify every instance (in the bus's own wire format).
   * A room that is gone is that message's failure only. The player seen and the room active go
   * with the presence marks (seen-marks.ts), as on SQLite: their columns are indexed, so setting
   * them here rewrote every index of both rows on every message, where the counter alone is an
   * update PostgreSQL makes in place (docs/decisions/0019-turns-in-front-of-express.md).
   *
   * The author's seat is checked here too: it came from this instance's seat cache, and another
   * instance may have removed it a moment ago (seat-cache.ts).
   */
  private async writeInOneStatement(sql: Sql, { author, chat, masked, now }: PendingChat): Promise<Outcome> {
    // $3 is the message as written, $4 as masked (the same text when there was nothing to mask).
    const data = '(CASE WHEN event.chat_filter THEN $4 ELSE $3 END)';
    const notify = PostgresRoomBus.notifyExpression({
      roomId: '$1::text',
      eventId: 'event.last_event_id',
      type: 'message',
      data: `${data}::json`,
    });
    const { rows } = await sql(
      `WITH event AS (UPDATE rooms SET last_event_id = last_event_id + 1 WHERE id = $1 AND EXISTS (SELECT 1 FROM players WHERE id = $5 AND room_id = $1)
          RETURNING last_event_id, chat_filter),
        logged AS (INSERT INTO room_events (room_id, event_id, type, data, created_at) SELECT $1, event.last_event_id, 'message', ${data}, $2 FROM event)
      SELECT event.last_event_id, event.chat_filter, ${notify} FROM event`,
      [author.roomId, now, JSON.stringify(chat), JSON.stringify(masked), author.id],
    );
    const id = Number(rows[0]?.last_event_id);
    if (!Number.isFinite(id)) {
      // Rare: the room or the seat went. Answered as a fresh token lookup would: no room, or no such player in it.
      const room = await sql('SELECT 1 FROM rooms WHERE id = $1', [author.roomId]);
      return { error: room.rows.length === 0 ? roomNotFound() : tokenInvalid() };
    }
    await pruneEventLog(sql, author.roomId, id);
    return { stored: rows[0]?.chat_filter ? masked : chat };
  }
}
