import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOM_CHAT_HISTORY, type StreamEvent } from '@truth-or-dare/room-protocol';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseConfig } from '../src/config/app-config';
import { Database } from '../src/database/database';
import { databaseOptions } from '../src/database/database-options';
import { roomNotFound } from '../src/rooms/http/room-errors';
import { RoomEventLog, recentChats } from '../src/rooms/store/room-event-log';
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
    log = new RoomEventLog(db, { now: () => NOW });
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

  async function append(roomId: string, events: StreamEvent[]): Promise<void> {
    for (const event of events) {
      await db.transaction((sql) =>
        log.append({ sql, publish: () => Promise.resolve(), publishAddressed: () => Promise.resolve() }, roomId, event),
      );
    }
  }

  const appendOne = (roomId: string, event: StreamEvent) =>
    db.transaction((sql) =>
      log.append({ sql, publish: () => Promise.resolve(), publishAddressed: () => Promise.resolve() }, roomId, event),
    );

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
