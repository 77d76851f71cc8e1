import type { AddressedEvent, NumberedStreamEvent } from '@truth-or-dare/room-protocol';
import type { Sql } from '../../database/database';

/** A room event on its way to every instance's open streams. */
export type RoomBusMessage =
  | { readonly roomId: string; readonly event: NumberedStreamEvent }
  /** Too big to travel whole: the receiver reads it from the room's event log. */
  | { readonly roomId: string; readonly storedEventId: number }
  /** For one player's open streams in the room only: never logged, so it has no id and no pointer form. */
  | { readonly roomId: string; readonly addressed: AddressedEvent };

/**
 * Seats a transaction removed (null: every seat of the room): every instance forgets their tokens
 * once it commits (seat-cache.ts). Streams never see it.
 */
export interface SeatsGone {
  readonly roomId: string;
  readonly seatsGone: readonly number[] | null;
}

/** What a room transaction publishes: a message for the streams, or seats gone. */
export type PublishedMessage = RoomBusMessage | SeatsGone;

export interface RoomBusReceiver {
  deliver(message: RoomBusMessage): void;
  /** The bus may have missed messages (a dropped connection): catch every stream up from the log. */
  resync(): void;
}

/**
 * Carries room events from the instance that wrote them to every instance's streams. Chosen
 * once at start-up: in-process on SQLite (one instance), LISTEN/NOTIFY on PostgreSQL.
 */
export abstract class RoomEventBus {
  /**
   * Called inside the transaction that publishes the message; it travels only once that commits.
   * Seats gone were already forgotten on this instance.
   */
  abstract announce(sql: Sql, message: PublishedMessage): Promise<void>;
  /** Called once that transaction has committed, in commit order. */
  abstract committed(messages: readonly PublishedMessage[]): void;
  abstract start(receiver: RoomBusReceiver): Promise<void>;
  abstract stop(): Promise<void>;
}
