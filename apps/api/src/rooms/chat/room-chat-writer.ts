import { Injectable } from '@nestjs/common';
import type { ChatMessage } from '@truth-or-dare/room-protocol';
import { RoomEventLog } from '../store/room-event-log';
import { RoomStore, type Settled } from '../store/room-store';
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
  resolve(stored: ChatMessage): void;
  reject(error: unknown): void;
}

function settle(pending: PendingChat, outcome: Settled<ChatMessage> | undefined): void {
  if (outcome && 'value' in outcome) pending.resolve(outcome.value);
  else pending.reject(outcome ? outcome.error : new Error('The chat batch ended before this message was written.'));
}

/**
 * Stores a chat message, marks its author seen and the room active, and publishes the `message`
 * event: the busiest write of the rooms, so the messages that arrive together share one commit
 * (the store's `commitTogether`), and a message is one statement on PostgreSQL (the store's
 * append). A message comes as written and as masked by the family filter; the room's own
 * `chat_filter` setting, read as it is logged, picks which one is stored and sent.
 *
 * One batch is written at a time: what arrives meanwhile waits and goes in the next, together.
 * The first waits for the requests the event loop has already read (setImmediate), so a burst
 * costs one commit rather than one each (docs/decisions/0014-rooms-cost-seats-and-batches.md,
 * 0018-postgres-chat-group-commit.md). Every message is still committed before it is answered or sent.
 */
@Injectable()
export class RoomChatWriter {
  constructor(
    private readonly store: RoomStore,
    private readonly transactions: RoomTransactions,
    private readonly log: RoomEventLog,
    private readonly seen: SeenMarks,
  ) {}

  private waiting: PendingChat[] = [];
  private writing = false;

  /** Answers the message as stored: `masked` in a room that filters its chat, `chat` otherwise. */
  async write(author: ChatAuthor, chat: ChatMessage, masked: ChatMessage, now: number): Promise<ChatMessage> {
    const stored = await new Promise<ChatMessage>((resolve, reject) => {
      this.waiting.push({ author, chat, masked, resolve, reject });
      if (!this.writing) {
        this.writing = true;
        setImmediate(() => void this.writeBatches());
      }
    });
    // Seen with the next presence write, not a row rewritten per message (seen-marks.ts).
    this.seen.markPlayer(author.id, author.roomId, now);
    return stored;
  }

  private async writeBatches(): Promise<void> {
    while (this.waiting.length > 0) {
      const taken: PendingChat[][] = [];
      const take = () => {
        // By room, so transactions of several instances lock rooms in the same order and never wait
        // for each other in a circle; the sort keeps a room's messages in the order they came.
        const batch = this.waiting.splice(0).sort(byRoom);
        taken.push(batch);
        return batch.map((pending) => (transaction: RoomTransaction) => this.append(transaction, pending));
      };
      try {
        const outcomes = await this.store.commitTogether(this.transactions, take);
        (taken[0] ?? []).forEach((pending, index) => settle(pending, outcomes[index]));
      } catch (error) {
        // A transaction that failed before taking its batch fails that batch all the same.
        for (const pending of taken[0] ?? this.waiting.splice(0)) pending.reject(error);
      }
    }
    this.writing = false;
  }

  private async append(transaction: RoomTransaction, { author, chat, masked }: PendingChat): Promise<ChatMessage> {
    // The logged event is the chat's only copy (room-event-log.ts). The room is marked active with
    // the author (seen-marks.ts), not by moving it in the activity index on every message.
    const event = await this.log.append(transaction, author.roomId, {
      type: 'message',
      data: chat,
      masked,
      authorId: author.id,
    });
    return event.data as ChatMessage;
  }
}

function byRoom(a: PendingChat, b: PendingChat): number {
  return a.author.roomId < b.author.roomId ? -1 : a.author.roomId > b.author.roomId ? 1 : 0;
}
