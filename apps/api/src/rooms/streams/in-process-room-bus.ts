import type { AddressedEvent, NumberedStreamEvent } from '@truth-or-dare/room-protocol';
import { RoomEventBus, type RoomBusMessage, type RoomBusReceiver } from './room-event-bus';

/** One instance on SQLite: events go straight to this process's streams after commit. */
export class InProcessRoomBus extends RoomEventBus {
  private receiver: RoomBusReceiver | null = null;

  async announce(_sql: unknown, _roomId: string, _event: NumberedStreamEvent): Promise<void> {
    // Nothing to do before commit: an event must not reach anyone if its transaction rolls back.
  }

  async announceAddressed(_sql: unknown, _roomId: string, _addressed: AddressedEvent): Promise<void> {
    // Delivered with the transaction's other messages by `committed`.
  }

  async announceSeatsGone(_sql: unknown, _roomId: string, _playerIds: readonly number[] | null): Promise<void> {
    // The one instance forgot them itself.
  }

  committed(messages: readonly RoomBusMessage[]): void {
    for (const message of messages) this.receiver?.deliver(message);
  }

  async start(receiver: RoomBusReceiver): Promise<void> {
    this.receiver = receiver;
  }

  async stop(): Promise<void> {
    this.receiver = null;
  }
}
