import { Injectable } from '@nestjs/common';
import type { NumberedStreamEvent } from '@truth-or-dare/room-protocol';
import { RoomRecords } from '../store/room-records';
import { RoomTransactions } from '../store/room-transactions';
import { RoomCommands } from '../commands/room-commands.service';

/**
 * Presence: removes silent players and inactive rooms (found by due-rooms.ts). Each removal re-checks its
 * condition under the room's lock, so instances sweeping at once act once. A room or player
 * already gone is not an error; any other failure is reported to the caller.
 */
@Injectable()
export class RoomPresence {
  constructor(
    private readonly transactions: RoomTransactions,
    private readonly records: RoomRecords,
    private readonly commands: RoomCommands,
  ) {}

  /** Removes the player if they have still been silent since `silentBefore`; true when they were removed. */
  async timeOutPlayer(roomId: string, playerId: number, silentBefore: number): Promise<boolean> {
    const result = await this.commands.apply(roomId, { type: 'timeOut', playerId, silentBefore });
    return result?.changed ?? false;
  }

  /** Deletes a room inactive since before `inactiveBefore`, ending its streams with `roomClosed`. */
  async closeInactiveRoom(roomId: string, inactiveBefore: number): Promise<boolean> {
    return this.transactions.run(async (transaction) => {
      const loaded = await this.records.load(transaction.sql, roomId, true);
      if (!loaded || loaded.record.lastActivityAt >= inactiveBefore) return false;
      // The log goes with the room, so this last event is announced, not logged.
      const closed: NumberedStreamEvent = { id: loaded.lastEventId + 1, type: 'roomClosed', data: {} };
      await transaction.publish({ roomId, event: closed });
      await this.records.deleteRoom(transaction, roomId);
      return true;
    });
  }
}
