import { Inject, Injectable } from '@nestjs/common';
import {
  applyRoomCommand,
  settingsForNewRoom,
  makeRoomCode,
  normalizeRoomCode,
  roomStateOf,
  usernameKey,
  type ChatMessage,
  type CreateRoomRequest,
  type PublicRoomSummary,
  type Room,
  type RoomCommand,
  type RoomRecord,
  type RtcSignal,
  type RtcSignalRequest,
  ROOM_COMMAND_TERMS,
  ROOM_REFUSALS,
  type TurnType,
  type VideoCallState,
} from '@truth-or-dare/room-protocol';
import { nameKey } from '@truth-or-dare/room-protocol/name-key';
import { randomInt } from 'node:crypto';
import { CLOCK, type Clock } from '../clock/clock';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { Database, isUniqueViolation } from '../database/database';
import { maskProfanity } from './chat/chat-filter';
import { hashPlayerToken, newPlayerToken, newRoomId } from './store/player-tokens';
import { PublicRoomCreatedEvents } from './streams/public-room-created';
import { RoomChatWriter } from './chat/room-chat-writer';
import { refused, roomNameTaken, roomNotFound, tokenInvalid, tokenOfAnotherPlayer } from './http/room-errors';
import { RoomEventLog, recentChats } from './store/room-event-log';
import { RoomPrompts } from './store/room-prompts';
import { RoomRecords } from './store/room-records';
import { RoomTransactions } from './store/room-transactions';
import { SeatCache } from './store/seat-cache';
import { RoomStore } from './store/room-store';
import { SeenMarks } from './store/seen-marks';

/** The player a valid token belongs to. */
export interface SeatedPlayer {
  readonly id: number;
  readonly roomId: string;
  readonly username: string;
}

/** Tries at a room code before giving up (a clash needs millions of live rooms). */
const CODE_ATTEMPTS = 5;

/** What a command did: the room after it, the id of the room's newest event, and whether anything changed. */
export interface CommandResult {
  readonly room: Room;
  readonly lastEventId: number;
  readonly changed: boolean;
}

/**
 * The rooms calls as I/O around the room rules: load the room under its lock, apply
 * `applyRoomCommand` (room-protocol), write the changes and the events in one transaction, and
 * publish after commit. A new command is a case of the rules, not a new method here.
 */
@Injectable()
export class RoomsService {
  constructor(
    private readonly db: Database,
    private readonly transactions: RoomTransactions,
    private readonly records: RoomRecords,
    private readonly log: RoomEventLog,
    private readonly chats: RoomChatWriter,
    private readonly prompts: RoomPrompts,
    private readonly publicRoomCreated: PublicRoomCreatedEvents,
    private readonly seen: SeenMarks,
    private readonly seats: SeatCache,
    private readonly store: RoomStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async createRoom(request: CreateRoomRequest): Promise<Room> {
    // Live room names differ beyond look-alike letters and case, as player names do.
    const roomNameKey = nameKey(request.roomName);
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await this.insertRoom(request, roomNameKey);
      } catch (error) {
        // A unique index refused the row: two creations racing for one name on PostgreSQL, or a
        // code another live room already has, which a new code fixes.
        if (!isUniqueViolation(error)) throw error;
        if (
          attempt >= CODE_ATTEMPTS ||
          (await this.db.transaction((sql) => this.records.roomNameTaken(sql, roomNameKey)))
        )
          throw roomNameTaken();
      }
    }
  }

  private async insertRoom(request: CreateRoomRequest, nameKey: string): Promise<Room> {
    const chosen = settingsForNewRoom(request);
    if (!chosen.ok) throw refused({ status: 400, message: chosen.message });
    const { settings } = chosen;
    const now = this.clock.now();
    const room: RoomRecord = {
      id: newRoomId(),
      roomName: request.roomName,
      roomType: request.roomType,
      players: [],
      currentTurn: 0,
      currentPrompt: '',
      currentType: '',
      videoCallActive: false,
      videoParticipants: [],
      promptSeed: randomInt(2 ** 31 - 1),
      truthsDealt: 0,
      daresDealt: 0,
      lastActivityAt: now,
      host: '',
      locked: false,
      code: makeRoomCode((bound) => randomInt(bound)),
      settings,
      customPrompts: { truth: [], dare: [] },
      promptFor: '',
      turnDeadline: null,
      passesUsed: [],
    };
    await this.db.transaction(async (sql) => {
      if (await this.records.roomNameTaken(sql, nameKey)) throw roomNameTaken();
      await this.records.insertRoom(sql, room, nameKey, now);
    });
    if (request.roomType === 'public')
      this.publicRoomCreated.publish({ roomId: room.id, roomName: room.roomName, createdAt: new Date(now) });
    return { ...roomStateOf(room), chats: [] };
  }

  listPublicRooms(): Promise<PublicRoomSummary[]> {
    return this.records.listPublic();
  }

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

  async videoCall(roomId: string): Promise<VideoCallState> {
    const call = await this.records.videoCall(roomId);
    if (!call) throw roomNotFound();
    return call;
  }

  async join(roomId: string, username: string, adult: boolean): Promise<CommandResult & { playerToken: string }> {
    const playerToken = newPlayerToken();
    const result = await this.apply(roomId, { type: 'join', username, adult }, hashPlayerToken(playerToken));
    if (!result) throw roomNotFound();
    return { ...result, playerToken };
  }

  async takeTurn(player: SeatedPlayer, type: TurnType): Promise<Room> {
    const result = await this.apply(player.roomId, { type: 'takeTurn', playerId: player.id, turnType: type });
    if (!result) throw roomNotFound();
    return result.room;
  }

  /** A command a seated player sends for the room (the host commands); answers the room after it. */
  async command(player: SeatedPlayer, command: RoomCommand): Promise<Room> {
    const result = await this.apply(player.roomId, command);
    if (!result) throw roomNotFound();
    return result.room;
  }

  /** The live room a typed code finds, or null (a code that cannot be one finds nothing). */
  findByCode(typed: string): Promise<{ _id: string; roomName: string } | null> {
    const code = normalizeRoomCode(typed);
    return code === null ? Promise.resolve(null) : this.records.findByCode(code);
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
        deal: (type, deck, seed, index) => this.prompts.deal(type, deck, seed, index),
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

  /**
   * Sends a call signal to one player's open streams, never into the log: a replayed offer would
   * break the negotiation it belonged to. Both players must be in the room's call.
   */
  async relaySignal(player: SeatedPlayer, request: RtcSignalRequest): Promise<void> {
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

  /** The player a token belongs to in this room; 404 for no room, 401 for no such token here. */
  async authenticate(roomId: string, token: string): Promise<SeatedPlayer> {
    const tokenHash = hashPlayerToken(token);
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

  async chat(player: SeatedPlayer, message: string): Promise<ChatMessage> {
    const now = this.clock.now();
    // Masked before it is stored (in a room that filters its chat), so the answer, the room's
    // chats and the stream carry the same text.
    const chat: ChatMessage = { username: player.username, message, createdAt: new Date(now).toISOString() };
    const masked = maskProfanity(message);
    return this.chats.write(player, chat, masked === message ? chat : { ...chat, message: masked }, now);
  }

  /** Marks the player seen and the room active (written within a second, seen-marks.ts); no event. */
  ping(player: SeatedPlayer): void {
    this.seen.markPlayer(player.id, player.roomId, this.clock.now());
  }
}
