import type { ChatMessage, NumberedStreamEvent, StreamEvent } from '@truth-or-dare/room-protocol';
import type { Database, Sql } from '../../database/database';
import type { RoomEventBus } from '../streams/room-event-bus';
import type { RoomTransaction, RoomTransactions } from './room-transactions';
import type { SeatRow } from './seat-lookups';

/**
 * A chat message for the log, as written and as masked by the family filter: the room's own
 * `chat_filter`, read with the numbering, picks which one is logged. `authorId` is the seat that
 * must still be there where another instance may have removed it (seat-cache.ts).
 */
export interface ChatEntry {
  readonly type: 'message';
  readonly data: ChatMessage;
  readonly masked: ChatMessage;
  readonly authorId: number;
}

/** What the event log appends: a room event, or a chat message in both its forms. */
export type LogEntry = StreamEvent | ChatEntry;

export function isChatEntry(entry: LogEntry): entry is ChatEntry {
  return 'masked' in entry;
}

/** A numbered, logged event; `announced` when the statement that logged it also announced it on the bus. */
export interface LoggedEvent {
  readonly event: NumberedStreamEvent;
  readonly announced: boolean;
}

/** One write of a batch: what it answered, or why it failed. */
export type Settled<T> = { readonly value: T } | { readonly error: unknown };

/** A write of a batch, run inside the batch's transaction. */
export type BatchWrite<T> = (transaction: RoomTransaction) => Promise<T>;

/**
 * What the rooms ask of their database where SQLite and PostgreSQL differ: numbering and logging
 * an event, locking a room, finding a seat, writing presence marks and committing writes that
 * arrive together. One implementation per database, chosen once at start-up (rooms.module.ts),
 * with the event bus that fits it: in process on SQLite's one instance, NOTIFY between
 * PostgreSQL's. The statements both databases run alike stay with their callers.
 */
export abstract class RoomStore {
  constructor(
    protected readonly db: Database,
    readonly bus: RoomEventBus,
  ) {}

  /** The room's row with `columns` and `last_event_id`, or undefined; `lock` holds it until commit. */
  abstract selectRoom(
    sql: Sql,
    roomId: string,
    columns: string,
    lock: boolean,
  ): Promise<Record<string, unknown> | undefined>;

  /** The id of a room's newest event, or null when there is no such room. */
  abstract lastEventId(roomId: string): Promise<number | null>;

  /** Numbers an entry under the room's row and logs it; throws the refusal when the room (or the author's seat) is gone. */
  abstract append(sql: Sql, roomId: string, entry: LogEntry, now: number): Promise<LoggedEvent>;

  /** The seat a token hash names, or null. */
  abstract findSeat(tokenHash: string): Promise<SeatRow | null>;

  /** Players seen and rooms active at these times; a mark never moves a time backwards (seen-marks.ts). */
  abstract writeSeenMarks(players: Map<number, number>, rooms: Map<string, number>): Promise<void>;

  /**
   * Commits writes that arrived together as cheaply as this database allows, each refusal that
   * write's own. `take` hands over the writes once they can no longer be joined.
   */
  abstract commitTogether<T>(transactions: RoomTransactions, take: () => BatchWrite<T>[]): Promise<Settled<T>[]>;
}
