import { Injectable } from '@nestjs/common';
import {
  DEFAULT_ADDRESS,
  DEFAULT_LOCALE,
  isAddress,
  isLocale,
  type Address,
  type Locale,
} from '@truth-or-dare/prompt-banks';
import {
  ROOM_CATEGORIES,
  ROOM_RATINGS,
  TURN_SECONDS,
  type PublicRoomSummary,
  type RoomPlayer,
  type RoomRecord,
  type RoomSettingsRecord,
  type TurnType,
  type VideoCallState,
} from '@truth-or-dare/room-protocol';
import { nameKey } from '@truth-or-dare/room-protocol/name-key';
import { Database, type Sql } from '../../database/database';
import { RoomStore } from './room-store';
import type { RoomTransaction } from './room-transactions';
import { SeatCache } from './seat-cache';
import { SeenMarks } from './seen-marks';

/** The public list shows at most this many rooms, newest first. */
const PUBLIC_LIST_LIMIT = 200;

const ROOM_COLUMNS =
  'id, room_name, room_type, current_turn, current_prompt, current_type, video_call_active, video_participants, prompt_seed, truths_dealt, dares_dealt, last_activity_at, host_name, locked, code, rating, categories, turn_seconds, custom_only, chat_filter, prompt_for, turn_deadline, passes_used, language, current_prompt_id, current_prompt_address';

/** A room as loaded: its record and the id of its newest event at that moment. */
export interface LoadedRoom {
  readonly record: RoomRecord;
  readonly lastEventId: number;
}

/**
 * Rows to room records and back: the rooms module's only mapping between the tables and the
 * shapes the room rules (`applyRoomCommand` in room-protocol) work on.
 */
@Injectable()
export class RoomRecords {
  constructor(
    private readonly db: Database,
    private readonly store: RoomStore,
    private readonly seats: SeatCache,
    private readonly seen: SeenMarks,
  ) {}

  /** The room with its players in turn order, or null when there is none; `lock` holds its row until commit. */
  async load(sql: Sql, roomId: string, lock: boolean): Promise<LoadedRoom | null> {
    const row = await this.store.selectRoom(sql, roomId, ROOM_COLUMNS, lock);
    if (!row) return null;
    const players = await sql(
      'SELECT id, username, last_seen_at, adult, address FROM players WHERE room_id = $1 ORDER BY seat',
      [roomId],
    );
    const prompts = await sql('SELECT type, text FROM room_prompts WHERE room_id = $1 ORDER BY id', [roomId]);
    const customPrompts: Record<TurnType, string[]> = { truth: [], dare: [] };
    for (const prompt of prompts.rows)
      customPrompts[prompt.type === 'dare' ? 'dare' : 'truth'].push(prompt.text as string);
    return { record: toRecord(row, players.rows.map(toPlayer), customPrompts), lastEventId: Number(row.last_event_id) };
  }

  /**
   * Writes what the rules changed between `before` and `after`: seats that went, the new seat
   * (with the joining player's token hash), and the room's own columns. Players seen and the room
   * active go with the presence marks of pings and chats (seen-marks.ts), written within a second,
   * rather than rewriting their rows and time indexes in every command's commit.
   */
  async save(
    transaction: RoomTransaction,
    before: RoomRecord,
    after: RoomRecord,
    joiningTokenHash: string | null,
  ): Promise<void> {
    const { sql } = transaction;
    const seen = new Map(before.players.map((player) => [player.id, player]));
    const kept = new Set(after.players.map((player) => player.id));
    const gone: number[] = [];
    for (const player of before.players) {
      if (kept.has(player.id) || player.id === null) continue;
      // Forgotten before the row goes, so no call authenticates with the seat from here on; other
      // instances forget it when this commits.
      this.seats.forgetPlayer(player.id);
      gone.push(player.id);
      await sql('DELETE FROM players WHERE id = $1', [player.id]);
    }
    if (gone.length > 0) await transaction.publish({ roomId: after.id, seatsGone: gone });
    for (const player of after.players) {
      if (player.id === null) await this.insertPlayer(sql, after.id, player, joiningTokenHash);
      else if (seen.get(player.id)?.lastSeenAt !== player.lastSeenAt)
        this.seen.markPlayer(player.id, after.id, player.lastSeenAt);
    }
    for (const type of ['truth', 'dare'] as const) {
      for (const text of after.customPrompts[type].slice(before.customPrompts[type].length)) {
        await sql('INSERT INTO room_prompts (room_id, type, text) VALUES ($1, $2, $3)', [after.id, type, text]);
      }
    }
    if (before.lastActivityAt !== after.lastActivityAt) this.seen.markRoom(after.id, after.lastActivityAt);
    if (roomColumnsChanged(before, after)) {
      await sql(
        `UPDATE rooms SET current_turn = $2, current_prompt = $3, current_type = $4, truths_dealt = $5, dares_dealt = $6, video_call_active = $7, video_participants = $8,
          host_name = $9, locked = $10, rating = $11, categories = $12, turn_seconds = $13, custom_only = $14, chat_filter = $15, prompt_for = $16,
          turn_deadline = $17, passes_used = $18, prompt_seed = $19, language = $20, current_prompt_id = $21, current_prompt_address = $22 WHERE id = $1`,
        [
          after.id,
          after.currentTurn,
          after.currentPrompt,
          after.currentType,
          after.truthsDealt,
          after.daresDealt,
          after.videoCallActive,
          JSON.stringify(after.videoParticipants),
          after.host,
          after.locked,
          after.settings.rating,
          JSON.stringify(after.settings.categories),
          after.settings.turnSeconds,
          after.settings.customOnly,
          after.settings.chatFilter,
          after.promptFor,
          after.turnDeadline,
          JSON.stringify(after.passesUsed),
          after.promptSeed,
          after.language,
          after.currentPromptId,
          after.currentPromptAddress,
        ],
      );
    }
  }

  async insertRoom(sql: Sql, room: RoomRecord, roomNameKey: string, createdAt: number): Promise<void> {
    await sql(
      `INSERT INTO rooms (id, room_name, room_name_key, room_type, prompt_seed, created_at, last_activity_at, code, rating, categories, turn_seconds, custom_only, chat_filter, language)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [
        room.id,
        room.roomName,
        roomNameKey,
        room.roomType,
        room.promptSeed,
        createdAt,
        room.lastActivityAt,
        room.code,
        room.settings.rating,
        JSON.stringify(room.settings.categories),
        room.settings.turnSeconds,
        room.settings.customOnly,
        room.settings.chatFilter,
        room.language,
      ],
    );
  }

  /** The live room with this code (as stored: upper case), or null. */
  async findByCode(code: string): Promise<{ _id: string; roomName: string } | null> {
    const { rows } = await this.db.query('SELECT id, room_name FROM rooms WHERE code = $1', [code]);
    const row = rows[0];
    return row ? { _id: row.id as string, roomName: row.room_name as string } : null;
  }

  async deleteRoom(transaction: RoomTransaction, roomId: string): Promise<void> {
    const { sql } = transaction;
    this.seats.forgetRoom(roomId);
    await transaction.publish({ roomId, seatsGone: null });
    for (const table of ['room_events', 'chat_messages', 'room_prompts', 'rtc_signals', 'players'])
      await sql(`DELETE FROM ${table} WHERE room_id = $1`, [roomId]);
    await sql('DELETE FROM rooms WHERE id = $1', [roomId]);
  }

  async roomNameTaken(sql: Sql, roomNameKey: string): Promise<boolean> {
    return (await sql('SELECT id FROM rooms WHERE room_name_key = $1', [roomNameKey])).rows.length > 0;
  }

  /** The newest public rooms, only those dealing in `language` when one is given. */
  async listPublic(language?: Locale): Promise<PublicRoomSummary[]> {
    const inLanguage = language === undefined ? '' : 'AND language = $1';
    const { rows } = await this.db.query(
      `SELECT r.id, r.room_name, r.locked, r.rating, r.video_call_active, r.language, p.username FROM (SELECT id, room_name, locked, rating, video_call_active, language, created_at FROM rooms WHERE room_type = 'public' ${inLanguage} ORDER BY created_at DESC, id LIMIT ${PUBLIC_LIST_LIMIT}) r
       LEFT JOIN players p ON p.room_id = r.id ORDER BY r.created_at DESC, r.id, p.seat`,
      language === undefined ? [] : [language],
    );
    const rooms = new Map<string, PublicRoomSummary & { username: string[] }>();
    for (const row of rows) {
      const id = row.id as string;
      let room = rooms.get(id);
      if (!room) {
        room = {
          _id: id,
          roomName: row.room_name as string,
          username: [],
          locked: Boolean(row.locked),
          rating: oneOf(ROOM_RATINGS, row.rating, 'family'),
          videoCallActive: Boolean(row.video_call_active),
          language: localeOf(row.language),
        };
        rooms.set(id, room);
      }
      if (row.username !== null && row.username !== undefined) room.username.push(row.username as string);
    }
    return [...rooms.values()];
  }

  /** The room's call, or null when there is no such room. */
  async videoCall(roomId: string): Promise<VideoCallState | null> {
    const { rows } = await this.db.query('SELECT video_call_active, video_participants FROM rooms WHERE id = $1', [
      roomId,
    ]);
    const row = rows[0];
    return row
      ? { videoCallActive: Boolean(row.video_call_active), videoParticipants: parseNames(row.video_participants) }
      : null;
  }

  private async insertPlayer(sql: Sql, roomId: string, player: RoomPlayer, tokenHash: string | null): Promise<void> {
    if (tokenHash === null) throw new Error('A new seat needs the joining player token.');
    // Seats number the turn order; a new one goes after every seat taken so far in this room.
    const last = await sql('SELECT COALESCE(MAX(seat), 0) AS seat FROM players WHERE room_id = $1', [roomId]);
    await sql(
      'INSERT INTO players (room_id, username, username_key, token_hash, seat, joined_at, last_seen_at, adult, address) VALUES ($1, $2, $3, $4, $5, $6, $6, $7, $8)',
      [
        roomId,
        player.username,
        nameKey(player.username),
        tokenHash,
        Number(last.rows[0]?.seat ?? 0) + 1,
        player.lastSeenAt,
        player.adult,
        player.address,
      ],
    );
  }
}

function toRecord(
  row: Record<string, unknown>,
  players: RoomPlayer[],
  customPrompts: Record<TurnType, string[]>,
): RoomRecord {
  return {
    id: row.id as string,
    roomName: row.room_name as string,
    roomType: row.room_type as RoomRecord['roomType'],
    players,
    currentTurn: Number(row.current_turn),
    currentPrompt: row.current_prompt as string,
    currentType: row.current_type as RoomRecord['currentType'],
    language: localeOf(row.language),
    currentPromptId: String(row.current_prompt_id ?? ''),
    currentPromptAddress: addressOf(row.current_prompt_address),
    videoCallActive: Boolean(row.video_call_active),
    videoParticipants: parseNames(row.video_participants),
    promptSeed: Number(row.prompt_seed),
    truthsDealt: Number(row.truths_dealt),
    daresDealt: Number(row.dares_dealt),
    lastActivityAt: Number(row.last_activity_at),
    host: String(row.host_name ?? ''),
    locked: Boolean(row.locked),
    code: String(row.code ?? ''),
    settings: toSettings(row),
    customPrompts,
    promptFor: String(row.prompt_for ?? ''),
    turnDeadline: row.turn_deadline === null || row.turn_deadline === undefined ? null : Number(row.turn_deadline),
    passesUsed: parseNames(row.passes_used),
  };
}

function toSettings(row: Record<string, unknown>): RoomSettingsRecord {
  const categories = parseNames(row.categories).filter((name): name is (typeof ROOM_CATEGORIES)[number] =>
    (ROOM_CATEGORIES as readonly string[]).includes(name),
  );
  return {
    rating: oneOf(ROOM_RATINGS, row.rating, 'family'),
    categories,
    turnSeconds: oneOf(TURN_SECONDS, Number(row.turn_seconds), 0),
    customOnly: Boolean(row.custom_only),
    chatFilter: Boolean(row.chat_filter),
  };
}

function oneOf<T extends string | number>(allowed: readonly T[], value: unknown, fallback: T): T {
  return (allowed as readonly unknown[]).includes(value) ? (value as T) : fallback;
}

function toPlayer(row: Record<string, unknown>): RoomPlayer {
  return {
    id: Number(row.id),
    username: row.username as string,
    lastSeenAt: Number(row.last_seen_at),
    adult: Boolean(row.adult),
    address: addressOf(row.address),
  };
}

function localeOf(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

function addressOf(value: unknown): Address {
  return isAddress(value) ? value : DEFAULT_ADDRESS;
}

function roomColumnsChanged(before: RoomRecord, after: RoomRecord): boolean {
  return (
    before.currentTurn !== after.currentTurn ||
    before.currentPrompt !== after.currentPrompt ||
    before.currentType !== after.currentType ||
    before.language !== after.language ||
    before.currentPromptId !== after.currentPromptId ||
    before.currentPromptAddress !== after.currentPromptAddress ||
    before.truthsDealt !== after.truthsDealt ||
    before.daresDealt !== after.daresDealt ||
    before.videoCallActive !== after.videoCallActive ||
    before.videoParticipants.join('\n') !== after.videoParticipants.join('\n') ||
    before.host !== after.host ||
    before.locked !== after.locked ||
    before.settings !== after.settings ||
    before.promptFor !== after.promptFor ||
    before.turnDeadline !== after.turnDeadline ||
    before.passesUsed !== after.passesUsed ||
    before.promptSeed !== after.promptSeed
  );
}

function parseNames(value: unknown): string[] {
  try {
    const parsed = JSON.parse(String(value)) as unknown;
    return Array.isArray(parsed) ? parsed.filter((name): name is string => typeof name === 'string') : [];
  } catch {
    return [];
  }
}
