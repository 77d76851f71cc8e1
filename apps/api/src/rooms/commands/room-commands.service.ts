import { Inject, Injectable } from '@nestjs/common';
import type { Address } from '@truth-or-dare/prompt-banks';
import {
  applyRoomCommand,
  roomStateOf,
  ROOM_COMMAND_TERMS,
  type Room,
  type RoomCommand,
  type TurnType,
} from '@truth-or-dare/room-protocol';
import { nameKey } from '@truth-or-dare/room-protocol/name-key';
import { CLOCK, type Clock } from '../../clock/clock';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/app-config.token';
import { Database } from '../../database/database';
import { refused, roomNotFound, tokenInvalid } from '../http/room-errors';
import { hashPlayerToken, newPlayerToken } from '../store/player-tokens';
import { RoomEventLog, recentChats } from '../store/room-event-log';
import { RoomPrompts } from '../store/room-prompts';
import { RoomRecords } from '../store/room-records';
import { RoomTransactions } from '../store/room-transactions';
import type { SeatedPlayer } from './seated-players';

/** What a command did: the room after it, the id of the room's newest event, and whether anything changed. */
export interface CommandResult {
  readonly room: Room;
  readonly lastEventId: number;
  readonly changed: boolean;
}

/**
 * The room commands as I/O around the room rules: load the room under its lock, apply
 * `applyRoomCommand` (room-protocol), write the changes and the events in one transaction, and
 * publish after commit. A new command is a case of the rules, not a new method here.
 */
@Injectable()
export class RoomCommands {
  constructor(
    private readonly db: Database,
    private readonly transactions: RoomTransactions,
    private readonly records: RoomRecords,
    private readonly log: RoomEventLog,
    private readonly prompts: RoomPrompts,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The room with its last chat messages, and the id of its newest event at that moment. */
  async getRoom(roomId: string): Promise<CommandResult> {
    return this.db.transaction(async (sql) => {
      const loaded = await this.records.load(sql, roomId, false);
      if (!loaded) throw roomNotFound();
      return {
        room: { ...roomStateOf(loaded.record), chats: await recentChats(sql, roomId) },
        lastEventId: loaded.lastEventId,
        changed: false,
      };
    });
  }

  async join(
    roomId: string,
    username: string,
    adult: boolean,
    address: Address,
  ): Promise<CommandResult & { playerToken: string }> {
    const playerToken = newPlayerToken();
    const result = await this.apply(roomId, { type: 'join', username, adult, address }, hashPlayerToken(playerToken));
    if (!result) throw roomNotFound();
    return { ...result, playerToken };
  }

  async takeTurn(player: SeatedPlayer, type: TurnType): Promise<Room> {
    return this.command(player, { type: 'takeTurn', playerId: player.id, turnType: type });
  }

  /** A command a seated player sends for the room (the host commands); answers the room after it. */
  async command(player: SeatedPlayer, command: RoomCommand): Promise<Room> {
    const result = await this.apply(player.roomId, command);
    if (!result) throw roomNotFound();
    return result.room;
  }

  async leave(player: SeatedPlayer): Promise<void> {
    await this.apply(player.roomId, { type: 'leave', playerId: player.id });
  }

  /**
   * Applies a command to a room in one transaction. Answers null when there is no such room, and
   * the room unchanged (with no event written) when the rules changed nothing.
   */
  async apply(
    roomId: string,
    command: RoomCommand,
    joiningTokenHash: string | null = null,
  ): Promise<CommandResult | null> {
    const now = this.clock.now();
    return this.transactions.run(async (transaction) => {
      const { sql } = transaction;
      // The row lock makes racing commands take turns: a second turn request sees the moved turn.
      const loaded = await this.records.load(sql, roomId, true);
      if (!loaded) return null;
      // The sender's seat came from a token lookup (perhaps a cached one, seat-cache.ts); if it has
      // gone since, the call is answered as a lookup now would answer it.
      const terms = ROOM_COMMAND_TERMS[command.type];
      if (
        terms.needsSeat &&
        'playerId' in command &&
        !loaded.record.players.some((seat) => seat.id === command.playerId)
      )
        throw tokenInvalid();
      const outcome = applyRoomCommand(loaded.record, command, {
        now,
        turnSecondMs: this.config.rooms.turnSecondMs,
        nameKey,
        deal: (type, deck, seed, index, address) => this.prompts.deal(type, deck, seed, index, address),
      });
      if (!outcome.ok) throw refused(outcome.refusal);
      await this.records.save(transaction, loaded.record, outcome.room, joiningTokenHash);
      // Like the events, these reach streams only once the transaction commits; going first, a
      // removed player's streams end on `removed` rather than on the turnUpdate without them.
      for (const addressed of outcome.addressed) await transaction.publish({ roomId, addressed });
      let lastEventId = loaded.lastEventId;
      for (const event of outcome.events) lastEventId = (await this.log.append(transaction, roomId, event)).id;
      const room = {
        ...roomStateOf(outcome.room),
        chats: terms.answersWithChats ? await recentChats(sql, roomId) : [],
      };
      return { room, lastEventId, changed: outcome.events.length > 0 };
    });
  }
}
