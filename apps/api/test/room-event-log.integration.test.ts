import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOM_CHAT_HISTORY, type ChatMessage, type StreamEvent } from '@truth-or-dare/room-protocol';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConfig } from '../src/config/app-config';
import { Database } from '../src/database/database';
import { databaseOptions } from '../src/database/database-options';
import { JsonLogger } from '../src/http/json-logger';
import { roomNotFound, tokenInvalid } from '../src/rooms/http/room-errors';
import { PostgresRoomStore } from '../src/rooms/store/postgres-room-store';
import { RoomEventLog, recentChats } from '../src/rooms/store/room-event-log';
import type { LogEntry } from '../src/rooms/store/room-store';
import type { RoomTransaction } from '../src/rooms/store/room-transactions';
import { SeatCache } from '../src/rooms/store/seat-cache';
import { SqliteRoomStore } from '../src/rooms/store/sqlite-room-store';
import { InProcessRoomBus } from '../src/rooms/streams/in-process-room-bus';
import { PostgresRoomBus } from '../src/rooms/streams/postgres-room-bus';
import type { PublishedMessage } from '../src/rooms/streams/room-event-bus';
import { TEST_DATABASES, createPostgresDatabase } from './test-server';

const NOW = Date.UTC(2026, 10, 27, 12);
const chat = (text: string): StreamEvent => ({
  type: 'message',
  data: { username: 'Ana', message: text, createdAt: new Date(NOW).toISOString() },
});
const other = {
  type: 'videoCallUpdate',
  data: { videoCallActive: false, videoParticipants: [] },
} as unknown as StreamEvent;

// A room's chat is kept only as the `message` events of its log (docs/decisions/0015-chat-in-the-event-log.md):
// pruning the log must keep the chat a room shows, and rooms that chatted before keep their rows.
describe.each(TEST_DATABASES)("a room's event log: its numbering and the chat it keeps (%s)", (kind) => {
  const scratch = mkdtempSync(join(tmpdir(), 'tod-chat-history-'));
  let dataSource: DataSource;
  let dropPostgres: (() => Promise<void>) | null = null;
  let db: Database;
  let log: RoomEventLog;
  let rooms = 0;

  beforeAll(async () => {
    let config: DatabaseConfig = { kind: 'sqlite', path: join(scratch, 'rooms.sqlite') };
    if (kind === 'postgres') {
      const created = await createPostgresDatabase();
      dropPostgres = created.drop;
      config = { kind: 'postgres', url: created.url };
    }
    dataSource = await new DataSource(databaseOptions(config)).initialize();
    db = new Database(dataSource);
    // The bus is never started: the store only borrows its wire format here.
    const store =
      config.kind === 'postgres'
        ? new PostgresRoomStore(db, new PostgresRoomBus(config.url, new JsonLogger('silent'), new SeatCache()))
        : new SqliteRoomStore(db, new InProcessRoomBus());
    log = new RoomEventLog(db, store, { now: () => NOW });
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await dropPostgres?.();
    rmSync(scratch, { recursive: true, force: true });
  });

  async function newRoom(): Promise<string> {
    rooms += 1;
    const id = `chat-history-room-${rooms}`;
    await db.query(
      'INSERT INTO rooms (id, room_name, room_name_key, room_type, prompt_seed, created_at, last_activity_at) VALUES ($1, $2, $3, $4, 1, $5, $6)',
      [id, id, id, 'public', NOW, NOW],
    );
    return id;
  }

  /** What the transactions published on their own (SQLite) rather than in the statement that logged the event. */
  const published: PublishedMessage[] = [];
  const transactionOn = (sql: RoomTransaction['sql']): RoomTransaction => ({
    sql,
    publish: (message) => {
      published.push(message);
      return Promise.resolve();
    },
  });

  async function append(roomId: string, events: StreamEvent[]): Promise<void> {
    for (const event of events) await appendOne(roomId, event);
  }

  const appendOne = (roomId: string, entry: LogEntry) =>
    db.transaction((sql) => log.append(transactionOn(sql), roomId, entry));

  it("numbers a room's events one after another, on from the count a room already had, and refuses a room that is gone", async () => {
    const roomId = await newRoom();
    // A room that counted its events in its own row (as every room did before the log numbered them on SQLite).
    await db.query('UPDATE rooms SET last_event_id = 40 WHERE id = $1', [roomId]);
    expect(await log.lastEventId(roomId)).toBe(40);
    expect((await appendOne(roomId, chat('first'))).id).toBe(41);
    expect((await appendOne(roomId, other)).id).toBe(42);
    expect(await log.lastEventId(roomId)).toBe(42);
    await append(
      roomId,
      Array.from({ length: 600 }, () => other),
    );
    expect(await log.lastEventId(roomId)).toBe(642);
    expect((await appendOne(roomId, chat('after pruning'))).id).toBe(643);
    expect((await log.read(roomId, 641, 10)).map((event) => event.id)).toEqual([642, 643]);

    await db.query('DELETE FROM room_events WHERE room_id = $1', [roomId]);
    await db.query('DELETE FROM rooms WHERE id = $1', [roomId]);
    expect(await log.lastEventId(roomId)).toBeNull();
    await expect(appendOne(roomId, chat('too late'))).rejects.toEqual(roomNotFound());
  });

  it('logs a chat message as masked in a room that filters its chat, as written in one that does not, and publishes it', async () => {
    const filtered = await newRoom();
    const open = await newRoom();
    await db.query('UPDATE rooms SET chat_filter = $2 WHERE id = $1', [filtered, true]);
    await db.query('UPDATE rooms SET chat_filter = $2 WHERE id = $1', [open, false]);
    const seatIn = async (roomId: string) => {
      await db.query(
        "INSERT INTO players (room_id, username, username_key, token_hash, seat, joined_at, last_seen_at, adult) VALUES ($1, 'Ana', 'ana', $1, 1, 0, 0, false)",
        [roomId],
      );
      return Number((await db.query('SELECT id FROM players WHERE room_id = $1', [roomId])).rows[0]?.id);
    };
    const written = chat('darn it').data as ChatMessage;
    const entry = async (roomId: string): Promise<LogEntry> => ({
      type: 'message',
      data: written,
      masked: { ...written, message: '**** it' },
      authorId: await seatIn(roomId),
    });
    const before = published.length;

    expect((await appendOne(filtered, await entry(filtered))).data).toMatchObject({ message: '**** it' });
    expect((await appendOne(open, await entry(open))).data).toMatchObject({ message: 'darn it' });
    expect((await recentChats(db.query.bind(db), filtered)).map((message) => message.message)).toEqual(['**** it']);
    expect((await recentChats(db.query.bind(db), open)).map((message) => message.message)).toEqual(['darn it']);
    // SQLite's store leaves publishing to the transaction; PostgreSQL's notifies in the statement that logs.
    expect(published.length - before).toBe(kind === 'postgres' ? 0 : 2);
  });

  if (kind === 'postgres')
    it("refuses a chat message whose author's seat went (another instance removed it) and logs nothing", async () => {
      const roomId = await newRoom();
      const message = chat('still here?').data as ChatMessage;
      await expect(
        appendOne(roomId, { type: 'message', data: message, masked: message, authorId: 999_999 }),
      ).rejects.toEqual(tokenInvalid());
      expect(await log.lastEventId(roomId)).toBe(0);
    });

  const texts = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => `m${from + index}`);

  it(`keeps the newest ${ROOM_CHAT_HISTORY} messages while the rest of the log is pruned to its last 500 events`, async () => {
    const roomId = await newRoom();
    await append(roomId, texts(1, 150).map(chat));
    await append(
      roomId,
      Array.from({ length: 600 }, () => other),
    );

    expect((await recentChats(db.query.bind(db), roomId)).map((message) => message.message)).toEqual(texts(51, 150));
    const kept = await db.query(
      'SELECT type, MIN(event_id) AS oldest, COUNT(*) AS count FROM room_events WHERE room_id = $1 GROUP BY type ORDER BY type',
      [roomId],
    );
    expect(kept.rows.map((row) => [row.type, Number(row.oldest), Number(row.count)])).toEqual([
      ['message', 51, 100],
      ['videoCallUpdate', 251, 500],
    ]);

    await append(roomId, texts(151, 180).map(chat));
    expect((await recentChats(db.query.bind(db), roomId)).map((message) => message.message)).toEqual(texts(81, 180));
  });

  it('shows the chat a room had before its log kept chat first, then what the log holds', async () => {
    const roomId = await newRoom();
    for (const [index, text] of ['before 1', 'before 2', 'before 3'].entries()) {
      await db.query('INSERT INTO chat_messages (room_id, username, message, created_at) VALUES ($1, $2, $3, $4)', [
        roomId,
        'Ben',
        text,
        NOW + index,
      ]);
    }
    await append(roomId, [chat('after 1'), other, chat('after 2')]);

    const shown = await recentChats(db.query.bind(db), roomId);
    expect(shown.map((message) => `${message.username}: ${message.message}`)).toEqual([
      'Ben: before 1',
      'Ben: before 2',
      'Ben: before 3',
      'Ana: after 1',
      'Ana: after 2',
    ]);
    expect(shown[0]?.createdAt).toBe(new Date(NOW).toISOString());

    await append(roomId, texts(1, ROOM_CHAT_HISTORY - 3).map(chat));
    const full = (await recentChats(db.query.bind(db), roomId)).map((message) => message.message);
    expect(full).toHaveLength(ROOM_CHAT_HISTORY);
    expect(full.slice(0, 2)).toEqual(['before 3', 'after 1']);
  });
});
