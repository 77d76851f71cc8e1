import { Injectable } from '@nestjs/common';
import { usernameKey, ROOM_REFUSALS, type RtcSignal, type RtcSignalRequest } from '@truth-or-dare/room-protocol';
import type { SeatedPlayer } from '../commands/seated-players';
import { refused, roomNotFound } from '../http/room-errors';
import { RoomRecords } from '../store/room-records';
import { RoomTransactions } from '../store/room-transactions';

/**
 * Sends a call signal to one player's open streams, never into the log: a replayed offer would
 * break the negotiation it belonged to (docs/video-calls.md). Both players must be in the room's call.
 */
@Injectable()
export class CallSignals {
  constructor(
    private readonly records: RoomRecords,
    private readonly transactions: RoomTransactions,
  ) {}

  async relay(player: SeatedPlayer, request: RtcSignalRequest): Promise<void> {
    const call = await this.records.videoCall(player.roomId);
    if (!call) throw roomNotFound();
    const inCall = (name: string) =>
      call.videoParticipants.find((participant) => usernameKey(participant) === usernameKey(name));
    if (!inCall(player.username)) throw refused(ROOM_REFUSALS.notInCall);
    const to = inCall(request.to);
    if (to === undefined) throw refused(ROOM_REFUSALS.addresseeNotInCall);
    const data: RtcSignal = request.description
      ? { from: player.username, description: request.description }
      : { from: player.username, candidate: request.candidate };
    await this.transactions.run((transaction) =>
      transaction.publish({ roomId: player.roomId, addressed: { to, event: { type: 'rtcSignal', data } } }),
    );
  }
}
