import { Inject, Injectable } from '@nestjs/common';
import { usernameKey } from '@truth-or-dare/room-protocol';
import { CLOCK, type Clock } from '../../clock/clock';
import { roomNotFound, tokenInvalid, tokenMissing, tokenOfAnotherPlayer } from '../http/room-errors';
import { hashPlayerToken } from '../store/player-tokens';
import { RoomRecords } from '../store/room-records';
import { RoomStore } from '../store/room-store';
import { SeatCache } from '../store/seat-cache';
import { SeenMarks } from '../store/seen-marks';

/** The player a valid token belongs to. */
export interface SeatedPlayer {
  readonly id: number;
  readonly roomId: string;
  readonly username: string;
}

/** Who is calling: the player a token names in a room, answered from the seat cache when it can. */
@Injectable()
export class SeatedPlayers {
  constructor(
    private readonly records: RoomRecords,
    private readonly store: RoomStore,
    private readonly seats: SeatCache,
    private readonly seen: SeenMarks,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The player a call's token names in the room; no room answers 404 before a missing token answers 401. */
  async calling(roomId: string, token: string | null): Promise<SeatedPlayer> {
    if (token !== null) return this.authenticate(roomId, token);
    if (!(await this.records.videoCall(roomId))) throw roomNotFound();
    throw tokenMissing();
  }

  /** The player a token belongs to in this room; 404 for no room, 401 for no such token here. */
  authenticate(roomId: string, token: string): Promise<SeatedPlayer> {
    return this.authenticateHash(roomId, hashPlayerToken(token));
  }

  /** `authenticate` for a token already hashed (a room socket hashes its token once, not per command). */
  async authenticateHash(roomId: string, tokenHash: string): Promise<SeatedPlayer> {
    const cached = this.seats.get(tokenHash);
    if (cached?.roomId === roomId) return cached;
    const generation = this.seats.generation;
    const row = await this.store.findSeat(tokenHash);
    if (!row || row.roomId !== roomId) {
      if (!(await this.records.videoCall(roomId))) throw roomNotFound();
      throw tokenInvalid();
    }
    const player = { id: row.id, roomId, username: row.username };
    this.seats.remember(tokenHash, player, generation);
    return player;
  }

  /** A player may speak only under their own name. */
  assertSpeaksAsSelf(player: SeatedPlayer, username: string): void {
    if (usernameKey(player.username) !== usernameKey(username)) throw tokenOfAnotherPlayer();
  }

  /** Marks the player seen and the room active (written within a second, seen-marks.ts); no event. */
  ping(player: SeatedPlayer): void {
    this.seen.markPlayer(player.id, player.roomId, this.clock.now());
  }
}
