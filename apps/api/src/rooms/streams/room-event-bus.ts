import type { AddressedEvent, NumberedStreamEvent } from '@truth-or-dare/room-protocol';
import type { Sql } from '../../database/database';

/** A room event on its way to every instance's open streams. */
export type RoomBusMessage =
  | { readonly roomId: string; readonly event: NumberedStreamEvent }
  /** Too big to travel whole: the receiver reads it from the room's event log. */
  | { readonly roomId: string; readonly storedEventId: number }
  /** For one player's open streams in the room only: never logged, so it has no id and no pointer form. */
  | { readonly roomId: string; readonly addressed: AddressedEvent };

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
  /** Called inside the transaction that wrote the event. */
  abstract announce(sql: Sql, roomId: string, event: NumberedStreamEvent): Promise<void>;
  /** Called inside the transaction whose command addressed the event; it travels only once that commits. */
  abstract announceAddressed(sql: Sql, roomId: string, addressed: AddressedEvent): Promise<void>;
  /**
   * Called inside a transaction that removes seats: these players (or, for null, every player of
   * the room) are gone, so instances that cached their tokens forget them once it commits
   * (seat-cache.ts). This instance has already forgotten them.
   */
  abstract announceSeatsGone(sql: Sql, roomId: string, playerIds: readonly number[] | null): Promise<void>;
  /** Called once that transaction has committed, in commit order. */
  abstract committed(messages: readonly RoomBusMessage[]): void;
  abstract start(receiver: RoomBusReceiver): Promise<void>;
  abstract stop(): Promise<void>;
}
