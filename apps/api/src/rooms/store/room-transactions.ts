import { Injectable } from '@nestjs/common';
import type { AddressedEvent, NumberedStreamEvent } from '@truth-or-dare/room-protocol';
import { Database, type Sql } from '../../database/database';
import { RoomEventBus, type RoomBusMessage } from '../streams/room-event-bus';

/** A room transaction: its statements, and the events it will publish once it commits. */
export interface RoomTransaction {
  readonly sql: Sql;
  /** Announces an event inside the transaction (PostgreSQL's NOTIFY) and delivers it after commit. */
  publish(roomId: string, event: NumberedStreamEvent): Promise<void>;
  /** The same for an event addressed to one player's streams, which is never logged. */
  publishAddressed(roomId: string, addressed: AddressedEvent): Promise<void>;
}

/**
 * Every room change runs here: the transaction collects the events it publishes and hands them
 * to the bus once it has committed, and never if it rolls back (docs/decisions/0004-room-events-and-streams.md).
 */
@Injectable()
export class RoomTransactions {
  constructor(
    private readonly db: Database,
    private readonly bus: RoomEventBus,
  ) {}

  run<T>(work: (transaction: RoomTransaction) => Promise<T>): Promise<T> {
    const published: RoomBusMessage[] = [];
    return this.db.transaction(
      (sql) =>
        work({
          sql,
          publish: async (roomId, event) => {
            await this.bus.announce(sql, roomId, event);
            published.push({ roomId, event });
          },
          publishAddressed: async (roomId, addressed) => {
            await this.bus.announceAddressed(sql, roomId, addressed);
            published.push({ roomId, addressed });
          },
        }),
      () => this.bus.committed(published),
    );
  }
}
