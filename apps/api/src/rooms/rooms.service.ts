import { Inject, Injectable } from '@nestjs/common';
import {
  nextTurnIndex,
  ROOM_CHAT_HISTORY,
  turnIndexAfterLeave,
  usernameKey,
  type ChatMessage,
  type CreateRoomRequest,
  type NumberedStreamEvent,
  type PublicRoomSummary,
  type Room,
  type RoomState,
  type StreamEvent,
  type TurnType,
  type VideoCallState,
} from '@truth-or-dare/room-protocol';
import { randomInt } from 'node:crypto';
import { isUniqueViolation, Database, type Sql } from '../database/database';
import { roomNameTaken, roomNotFound, notYourTurn, tokenInvalid, tokenOfAnotherPlayer, usernameTaken } from './room-errors';
import { ROOM_EVENTS_CHANNEL } from './postgres-room-bus';
import { RoomEventBus, type RoomBusMessage } from './room-event-bus';
import { RoomPrompts } from './room-prompts';
import { hashPlayerToken, newPlayerToken, newRoomId } from './player-tokens';
import { PublicRoomCreatedEvents } from './public-room-created';
import { CLOCK, type Clock } from '../clock/clock';

/** The player a valid token belongs to. */
export interface SeatedPlayer {
  readonly id: number;
  readonly roomId: string;
  readonly username: string;
}

/** How many of a room's events the log keeps; older ones are pruned every PRUNE_EVERY events. */
const EVENT_LOG_SIZE = 500;
const PRUNE_EVERY = 50;
/** The public list shows at most this many rooms, newest first. */
const PUBLIC_LIST_LIMIT = 200;

interface RoomRow {
  id: string;
  room_name: string;
  room_type: 'public' | 'private';
  current_turn: number;
  current_prompt: string;
  current_type: TurnType | '';
  video_call_active: boolean | number;
  video_participants: string;
  prompt_seed: number;
  truths_dealt: number;
  dares_dealt: number;
  last_event_id: number;
  last_activity_at: string | number;
}

interface PlayerRow {
  id: number;
  username: string;
  seat: number;
}

const ROOM_COLUMNS =
  'id, room_name, room_type, current_turn, current_prompt, current_type, video_call_active, video_participants, prompt_seed, truths_dealt, dares_dealt, last_event_id, last_activity_at';

/** Every rule of online rooms that touches the database: seats, turns, chat, presence and the event log. */
@Injectable()
export class RoomsService {
  constructor(
    private readonly db: Database,
    private readonly bus: RoomEventBus,
    private readonly prompts: RoomPrompts,
    private readonly publicRoomCreated: PublicRoomCreatedEvents,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async createRoom(request: CreateRoomRequest): Promise<Room> {
    const id = newRoomId();
    const now = this.clock.now();
    try {
      await this.db.transaction(async (sql) => {
        const taken = await sql('SELECT id FROM rooms WHERE room_name_key = $1', [usernameKey(request.roomName)]);
        if (taken.rows.length > 0) throw roomNameTaken();
        await sql(
          'INSERT INTO rooms (id, room_name, room_name_key, room_type, prompt_seed, created_at, last_activity_at) VALUES ($1, $2, $3, $4, $5, $6, $6)',
          [id, request.roomName, usernameKey(request.roomName), request.roomType, randomInt(2 ** 31 - 1), now],
        );
      });
    } catch (error) {
      // Two creations racing for one name on PostgreSQL: the unique index decides.
      if (isUniqueViolation(error)) throw roomNameTaken();
      throw error;
    }
    if (request.roomType === 'public') this.publicRoomCreated.publish({ roomId: id, roomName: request.roomName, createdAt: new Date(now) });
    return { ...emptyRoomState(id, request), chats: [] };
  }

  async listPublicRooms(): Promise<PublicRoomSummary[]> {
    const { rows } = await this.db.query(
      `SELECT r.id, r.room_name, p.username FROM (SELECT id, room_name, created_at FROM rooms WHERE room_type = 'public' ORDER BY created_at DESC, id LIMIT ${PUBLIC_LIST_LIMIT}) r
       LEFT JOIN players p ON p.room_id = r.id ORDER BY r.created_at DESC, r.id, p.seat`,
    );
    const rooms = new Map<string, { _id: string; roomName: string; username: string[] }>();
    for (const row of rows) {
      const id = row.id as string;
      let room = rooms.get(id);
      if (!room) {
        room = { _id: id, roomName: row.room_name as string, username: [] };
        rooms.set(id, room);
      }
      if (row.username !== null && row.username !== undefined) room.username.push(row.username as string);
    }
    return [...rooms.values()];
  }

  /** The room with its last chat messages, and the id of its newest event at that moment. */
  async getRoom(roomId: string): Promise<{ room: Room; lastEventId: number }> {
    return this.db.transaction(async (sql) => {
      const row = await this.roomRow(sql, roomId, false);
      const state = await this.roomState(sql, row);
      return { room: { ...state, chats: await this.recentChats(sql, roomId) }, lastEventId: row.last_event_id };
    });
  }

  async videoCall(roomId: string): Promise<VideoCallState> {
    const { rows } = await this.db.query('SELECT video_call_active, video_participants FROM rooms WHERE id = $1', [roomId]);
    const row = rows[0];
    if (!row) throw roomNotFound();
    return { videoCallActive: Boolean(row.video_call_active), videoParticipants: parseNames(row.video_participants) };
  }

  async join(roomId: string, username: string): Promise<{ room: Room; playerToken: string; lastEventId: number }> {
    const token = newPlayerToken();
    const now = this.clock.now();
    const messages: RoomBusMessage[] = [];
    return this.db.transaction(
      async (sql) => {
        const row = await this.roomRow(sql, roomId, true);
        const taken = await sql('SELECT id FROM players WHERE room_id = $1 AND username_key = $2', [roomId, usernameKey(username)]);
        if (taken.rows.length > 0) throw usernameTaken();
        const seats = await sql('SELECT COALESCE(MAX(seat), 0) AS seat FROM players WHERE room_id = $1', [roomId]);
        await sql('INSERT INTO players (room_id, username, username_key, token_hash, seat, joined_at, last_seen_at) VALUES ($1, $2, $3, $4, $5, $6, $6)', [
          roomId,
          username,
          usernameKey(username),
          hashPlayerToken(token),
          Number(seats.rows[0]?.seat ?? 0) + 1,
          now,
        ]);
        const state = await this.roomState(sql, row);
        const event = await this.appendEvent(sql, roomId, { type: 'turnUpdate', data: { room: state } }, now);
        messages.push({ roomId, event });
        return { room: { ...state, chats: await this.recentChats(sql, roomId) }, playerToken: token, lastEventId: event.id };
      },
      () => this.bus.committed(messages),
    );
  }

  /** The player a token belongs to in this room; 404 for no room, 401 for no such token here. */
  async authenticate(roomId: string, token: string): Promise<SeatedPlayer> {
    const { rows } = await this.db.query('SELECT id, room_id, username FROM players WHERE token_hash = $1', [hashPlayerToken(token)]);
    const row = rows[0];
    if (!row || row.room_id !== roomId) {
      const room = await this.db.query('SELECT id FROM rooms WHERE id = $1', [roomId]);
      if (room.rows.length === 0) throw roomNotFound();
      throw tokenInvalid();
    }
    return { id: Number(row.id), roomId, username: row.username as string };
  }

  /** A player may speak only under their own name. */
  assertSpeaksAsSelf(player: SeatedPlayer, username: string): void {
    if (usernameKey(player.username) !== usernameKey(username)) throw tokenOfAnotherPlayer();
  }

  async chat(player: SeatedPlayer, message: string): Promise<ChatMessage> {
    const now = this.clock.now();
    const chat: ChatMessage = { username: player.username, message, createdAt: new Date(now).toISOString() };
    if (this.db.kind === 'postgres') {
      await this.chatInOneStatement(player, chat, now);
      return chat;
    }
    const messages: RoomBusMessage[] = [];
    await this.db.transaction(
      async (sql) => {
        await sql('INSERT INTO chat_messages (room_id, username, message, created_at) VALUES ($1, $2, $3, $4)', [player.roomId, player.username, message, now]);
        await this.touchPlayer(sql, player, now);
        const event = await this.appendEvent(sql, player.roomId, { type: 'message', data: chat }, now);
        messages.push({ roomId: player.roomId, event });
      },
      () => this.bus.committed(messages),
    );
    return chat;
  }

  /**
   * The busiest write on PostgreSQL, in one round trip: the same steps as the transaction
   * above (number the event under the room's row lock, store the message and the event, mark
   * the player seen, notify every instance) as one statement, which PostgreSQL runs atomically.
   */
  private async chatInOneStatement(player: SeatedPlayer, chat: ChatMessage, now: number): Promise<void> {
    const data = JSON.stringify(chat);
    const { rows } = await this.db.query(
      `WITH event AS (UPDATE rooms SET last_event_id = last_event_id + 1, last_activity_at = $2 WHERE id = $1 RETURNING last_event_id),
        stored_chat AS (INSERT INTO chat_messages (room_id, username, message, created_at) SELECT $1, $3, $4, $2 FROM event),
        seen AS (UPDATE players SET last_seen_at = $2 WHERE id = $5),
        logged AS (INSERT INTO room_events (room_id, event_id, type, data, created_at) SELECT $1, event.last_event_id, 'message', $6, $2 FROM event)
      SELECT event.last_event_id, pg_notify($7, json_build_object('r', $1::text, 'i', event.last_event_id, 't', 'message', 'd', $6::json)::text) FROM event`,
      [player.roomId, now, player.username, chat.message, player.id, data, ROOM_EVENTS_CHANNEL],
    );
    const id = Number(rows[0]?.last_event_id);
    if (!Number.isFinite(id)) throw roomNotFound();
    if (id % PRUNE_EVERY === 0) await this.db.query('DELETE FROM room_events WHERE room_id = $1 AND event_id <= $2', [player.roomId, id - EVENT_LOG_SIZE]);
  }

  async takeTurn(player: SeatedPlayer, type: TurnType): Promise<Room> {
    const now = this.clock.now();
    const messages: RoomBusMessage[] = [];
    return this.db.transaction(
      async (sql) => {
        // The row lock makes racing turn requests take turns: the second sees the moved turn and gets 409.
        const row = await this.roomRow(sql, player.roomId, true);
        const players = await this.players(sql, player.roomId);
        if (players[row.current_turn]?.id !== player.id) throw notYourTurn();
        const dealt = type === 'truth' ? row.truths_dealt : row.dares_dealt;
        const prompt = this.prompts.deal(type, row.prompt_seed, dealt);
        const nextTurn = nextTurnIndex(row.current_turn, players.length);
        const dealtColumn = type === 'truth' ? 'truths_dealt' : 'dares_dealt';
        await sql(`UPDATE rooms SET current_turn = $2, current_prompt = $3, current_type = $4, ${dealtColumn} = ${dealtColumn} + 1 WHERE id = $1`, [
          player.roomId,
          nextTurn,
          prompt,
          type,
        ]);
        await this.touchPlayer(sql, player, now);
        const state = toRoomState({ ...row, current_turn: nextTurn, current_prompt: prompt, current_type: type }, players);
        const event = await this.appendEvent(sql, player.roomId, { type: 'turnUpdate', data: { room: state } }, now);
        messages.push({ roomId: player.roomId, event });
        return { ...state, chats: await this.recentChats(sql, player.roomId) };
      },
      () => this.bus.committed(messages),
    );
  }

  async ping(player: SeatedPlayer): Promise<void> {
    const now = this.clock.now();
    if (this.db.kind === 'postgres') {
      await this.db.query('WITH seen AS (UPDATE players SET last_seen_at = $2 WHERE id = $3) UPDATE rooms SET last_activity_at = $2 WHERE id = $1', [player.roomId, now, player.id]);
      return;
    }
    await this.db.transaction(async (sql) => {
      await this.touchPlayer(sql, player, now);
      await sql('UPDATE rooms SET last_activity_at = $2 WHERE id = $1', [player.roomId, now]);
    });
  }

  async leave(player: SeatedPlayer): Promise<void> {
    await this.removePlayer(player.roomId, player.id, null);
  }

  /**
   * Removes a player and tells the room. With `silentBefore`, only if the player has still been
   * silent since then (the sweeper's check, repeated under the room's lock so that instances
   * sweeping at once remove a player once).
   */
  async removePlayer(roomId: string, playerId: number, silentBefore: number | null): Promise<boolean> {
    const now = this.clock.now();
    const messages: RoomBusMessage[] = [];
    return this.db.transaction(
      async (sql) => {
        let row: RoomRow;
        try {
          row = await this.roomRow(sql, roomId, true);
        } catch {
          return false;
        }
        const players = await this.players(sql, roomId);
        const index = players.findIndex((candidate) => candidate.id === playerId);
        if (index < 0) return false;
        if (silentBefore !== null) {
          const seen = await sql('SELECT last_seen_at FROM players WHERE id = $1', [playerId]);
          if (Number(seen.rows[0]?.last_seen_at) >= silentBefore) return false;
        }
        await sql('DELETE FROM players WHERE id = $1', [playerId]);
        const remaining = players.filter((candidate) => candidate.id !== playerId);
        const currentTurn = turnIndexAfterLeave(row.current_turn, index, players.length);
        await sql('UPDATE rooms SET current_turn = $2 WHERE id = $1', [roomId, currentTurn]);
        const state = toRoomState({ ...row, current_turn: currentTurn }, remaining);
        // Leaving is the player's doing; a timeout is not activity, so it does not keep the room alive.
        const event = await this.appendEvent(sql, roomId, { type: 'turnUpdate', data: { room: state } }, silentBefore === null ? now : null);
        messages.push({ roomId, event });
        return true;
      },
      () => this.bus.committed(messages),
    );
  }

  /** Deletes a room that has been inactive since before `inactiveBefore`, ending its streams with `roomClosed`. */
  async closeInactiveRoom(roomId: string, inactiveBefore: number): Promise<boolean> {
    const messages: RoomBusMessage[] = [];
    return this.db.transaction(
      async (sql) => {
        let row: RoomRow;
        try {
          row = await this.roomRow(sql, roomId, true);
        } catch {
          return false;
        }
        if (Number(row.last_activity_at) >= inactiveBefore) return false;
        const event: NumberedStreamEvent = { id: row.last_event_id + 1, type: 'roomClosed', data: {} };
        await this.bus.announce(sql, roomId, event);
        for (const table of ['room_events', 'chat_messages', 'players']) await sql(`DELETE FROM ${table} WHERE room_id = $1`, [roomId]);
        await sql('DELETE FROM rooms WHERE id = $1', [roomId]);
        messages.push({ roomId, event });
        return true;
      },
      () => this.bus.committed(messages),
    );
  }

  /** Players silent since before `cutoff`, and rooms inactive since before `roomCutoff`. */
  async findIdle(playerCutoff: number, roomCutoff: number): Promise<{ players: { roomId: string; id: number }[]; rooms: string[] }> {
    const players = await this.db.query('SELECT id, room_id FROM players WHERE last_seen_at < $1 ORDER BY last_seen_at LIMIT 1000', [playerCutoff]);
    const rooms = await this.db.query('SELECT id FROM rooms WHERE last_activity_at < $1 ORDER BY last_activity_at LIMIT 1000', [roomCutoff]);
    return {
      players: players.rows.map((row) => ({ roomId: row.room_id as string, id: Number(row.id) })),
      rooms: rooms.rows.map((row) => row.id as string),
    };
  }

  /** The id of a room's newest event, or null when there is no such room. */
  async lastEventId(roomId: string): Promise<number | null> {
    const { rows } = await this.db.query('SELECT last_event_id FROM rooms WHERE id = $1', [roomId]);
    return rows[0] ? Number(rows[0].last_event_id) : null;
  }

  /** Logged events after `afterId`, oldest first. */
  async readEventLog(roomId: string, afterId: number, limit: number): Promise<NumberedStreamEvent[]> {
    const { rows } = await this.db.query('SELECT event_id, type, data FROM room_events WHERE room_id = $1 AND event_id > $2 ORDER BY event_id LIMIT $3', [
      roomId,
      afterId,
      limit,
    ]);
    return rows.map((row) => ({ id: Number(row.event_id), type: row.type, data: JSON.parse(row.data as string) }) as NumberedStreamEvent);
  }

  /**
   * Numbers an event, logs it and announces it, inside the caller's transaction. The room's row
   * is updated first, which on PostgreSQL locks it until commit: events of a room commit, and so
   * reach the bus, in id order. `activityAt` also marks the room active.
   */
  private async appendEvent(sql: Sql, roomId: string, body: StreamEvent, activityAt: number | null): Promise<NumberedStreamEvent> {
    const now = this.clock.now();
    const updated = await sql(
      activityAt === null
        ? 'UPDATE rooms SET last_event_id = last_event_id + 1 WHERE id = $1 RETURNING last_event_id'
        : 'UPDATE rooms SET last_event_id = last_event_id + 1, last_activity_at = $2 WHERE id = $1 RETURNING last_event_id',
      activityAt === null ? [roomId] : [roomId, activityAt],
    );
    const id = Number(updated.rows[0]?.last_event_id);
    if (!Number.isFinite(id)) throw roomNotFound();
    const event = { ...body, id } as NumberedStreamEvent;
    await sql('INSERT INTO room_events (room_id, event_id, type, data, created_at) VALUES ($1, $2, $3, $4, $5)', [roomId, id, body.type, JSON.stringify(body.data), now]);
    if (id % PRUNE_EVERY === 0) await sql('DELETE FROM room_events WHERE room_id = $1 AND event_id <= $2', [roomId, id - EVENT_LOG_SIZE]);
    await this.bus.announce(sql, roomId, event);
    return event;
  }

  private async touchPlayer(sql: Sql, player: SeatedPlayer, now: number): Promise<void> {
    await sql('UPDATE players SET last_seen_at = $2 WHERE id = $1', [player.id, now]);
  }

  private async roomRow(sql: Sql, roomId: string, lock: boolean): Promise<RoomRow> {
    const { rows } = await sql(`SELECT ${ROOM_COLUMNS} FROM rooms WHERE id = $1${lock ? this.db.forUpdate : ''}`, [roomId]);
    const row = rows[0] as RoomRow | undefined;
    if (!row) throw roomNotFound();
    return { ...row, current_turn: Number(row.current_turn), last_event_id: Number(row.last_event_id), truths_dealt: Number(row.truths_dealt), dares_dealt: Number(row.dares_dealt) };
  }

  private async players(sql: Sql, roomId: string): Promise<PlayerRow[]> {
    const { rows } = await sql('SELECT id, username, seat FROM players WHERE room_id = $1 ORDER BY seat', [roomId]);
    return rows.map((row) => ({ id: Number(row.id), username: row.username as string, seat: Number(row.seat) }));
  }

  private async roomState(sql: Sql, row: RoomRow): Promise<RoomState> {
    return toRoomState(row, await this.players(sql, row.id));
  }

  private async recentChats(sql: Sql, roomId: string): Promise<ChatMessage[]> {
    const { rows } = await sql(`SELECT username, message, created_at FROM chat_messages WHERE room_id = $1 ORDER BY id DESC LIMIT ${ROOM_CHAT_HISTORY}`, [roomId]);
    return rows.reverse().map((row) => ({ username: row.username as string, message: row.message as string, createdAt: new Date(Number(row.created_at)).toISOString() }));
  }
}

function toRoomState(row: RoomRow, players: readonly PlayerRow[]): RoomState {
  return {
    _id: row.id,
    roomName: row.room_name,
    roomType: row.room_type,
    username: players.map((player) => player.username),
    currentTurn: Number(row.current_turn),
    currentPrompt: row.current_prompt,
    currentType: row.current_type,
    videoCallActive: Boolean(row.video_call_active),
    videoParticipants: parseNames(row.video_participants),
  };
}

function emptyRoomState(id: string, request: CreateRoomRequest): RoomState {
  return {
    _id: id,
    roomName: request.roomName,
    roomType: request.roomType,
    username: [],
    currentTurn: 0,
    currentPrompt: '',
    currentType: '',
    videoCallActive: false,
    videoParticipants: [],
  };
}

function parseNames(value: unknown): string[] {
  try {
    const parsed = JSON.parse(String(value)) as unknown;
    return Array.isArray(parsed) ? parsed.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
}
