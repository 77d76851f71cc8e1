import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_ADDRESS, DEFAULT_LOCALE, type Locale } from '@truth-or-dare/prompt-banks';
import {
  makeRoomCode,
  normalizeRoomCode,
  roomStateOf,
  settingsForNewRoom,
  type CreateRoomRequest,
  type PublicRoomSummary,
  type Room,
  type RoomRecord,
  type VideoCallState,
} from '@truth-or-dare/room-protocol';
import { nameKey } from '@truth-or-dare/room-protocol/name-key';
import { randomInt } from 'node:crypto';
import { CLOCK, type Clock } from '../../clock/clock';
import { Database, isUniqueViolation } from '../../database/database';
import { refused, roomNameTaken, roomNotFound } from '../http/room-errors';
import { newRoomId } from '../store/player-tokens';
import { RoomRecords } from '../store/room-records';
import { PublicRoomCreatedEvents } from '../streams/public-room-created';

/** Tries at a room code before giving up (a clash needs millions of live rooms). */
const CODE_ATTEMPTS = 5;

/** Rooms as a whole: creating one, the public list, finding one by its code, and its call. */
@Injectable()
export class RoomDirectory {
  constructor(
    private readonly db: Database,
    private readonly records: RoomRecords,
    private readonly publicRoomCreated: PublicRoomCreatedEvents,
    @Inject(CLOCK) private readonly clock: Clock,
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

  listPublicRooms(language?: Locale): Promise<PublicRoomSummary[]> {
    return this.records.listPublic(language);
  }

  /** The live room a typed code finds, or null (a code that cannot be one finds nothing). */
  findByCode(typed: string): Promise<{ _id: string; roomName: string } | null> {
    const code = normalizeRoomCode(typed);
    return code === null ? Promise.resolve(null) : this.records.findByCode(code);
  }

  async videoCall(roomId: string): Promise<VideoCallState> {
    const call = await this.records.videoCall(roomId);
    if (!call) throw roomNotFound();
    return call;
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
      language: request.language ?? DEFAULT_LOCALE,
      currentPromptId: '',
      currentPromptAddress: DEFAULT_ADDRESS,
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
}
