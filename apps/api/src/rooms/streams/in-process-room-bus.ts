import { RoomEventBus, type PublishedMessage, type RoomBusReceiver } from './room-event-bus';

/** One instance on SQLite: events go straight to this process's streams after commit. */
export class InProcessRoomBus extends RoomEventBus {
  private receiver: RoomBusReceiver | null = null;

  async announce(): Promise<void> {
    // Nothing to do before commit: a message must not reach anyone if its transaction rolls back.
  }

  committed(messages: readonly PublishedMessage[]): void {
    for (const message of messages) {
      // The one instance forgot gone seats itself, before their rows went.
      if (!('seatsGone' in message)) this.receiver?.deliver(message);
    }
  }

  async start(receiver: RoomBusReceiver): Promise<void> {
    this.receiver = receiver;
  }

  async stop(): Promise<void> {
    this.receiver = null;
  }
}
