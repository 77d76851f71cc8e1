import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql } from '../src/database/database';
import { JsonLogger } from '../src/http/json-logger';
import { PostgresRoomBus } from '../src/rooms/streams/postgres-room-bus';
import type { RoomBusMessage } from '../src/rooms/streams/room-event-bus';
import { SeatCache } from '../src/rooms/store/seat-cache';
import { createPostgresDatabase } from './test-server';

// The PostgreSQL store's one-statement append builds its NOTIFY with the bus's own expression; this
// checks that expression keeps the bus's wire format and its size limit (declared only when a
// PostgreSQL server is configured).
if (process.env.TEST_DATABASE_URL)
  describe('PostgresRoomBus.notifyExpression', () => {
    let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
    let listener: Client;
    const payloads: string[] = [];

    beforeAll(async () => {
      database = await createPostgresDatabase();
      listener = new Client({ connectionString: database.url });
      await listener.connect();
      listener.on('notification', (notification) => payloads.push(notification.payload ?? ''));
      await listener.query('LISTEN room_events');
    });

    afterAll(async () => {
      await listener.end();
      await database.drop();
    });

    async function notify(data: unknown): Promise<unknown> {
      const expression = PostgresRoomBus.notifyExpression({
        roomId: '$1::text',
        eventId: '$2::int',
        type: 'message',
        data: '$3::json',
      });
      const writer = new Client({ connectionString: database.url });
      await writer.connect();
      try {
        const before = payloads.length;
        await writer.query(`SELECT ${expression}`, ['room-a', 7, JSON.stringify(data)]);
        for (let waited = 0; payloads.length === before; waited += 10) {
          if (waited > 5_000) throw new Error('no notification arrived');
          await new Promise((resolve) => setTimeout(resolve, 10));
        }
        return JSON.parse(payloads[payloads.length - 1] as string);
      } finally {
        await writer.end();
      }
    }

    it('carries a small event whole', async () => {
      const chat = { username: 'Ana', message: 'hi', createdAt: '2026-01-01T00:00:00.000Z' };
      expect(await notify(chat)).toEqual({ r: 'room-a', i: 7, t: 'message', d: chat });
    });

    it('sends a pointer into the log instead of an event too big for NOTIFY', async () => {
      expect(
        await notify({ username: 'Ana', message: 'é'.repeat(4_000), createdAt: '2026-01-01T00:00:00.000Z' }),
      ).toEqual({ r: 'room-a', i: 7 });
    });
  });

// Addressed events travel beside the logged ones on the same channel, in their own wire shape.
if (process.env.TEST_DATABASE_URL)
  describe('PostgresRoomBus addressed events', () => {
    let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
    let bus: PostgresRoomBus;
    let writer: Client;
    const delivered: RoomBusMessage[] = [];
    const seats = new SeatCache();
    const removed = { to: 'Ben', event: { type: 'removed', data: { reason: 'kicked' } } } as const;
    const chat = {
      id: 7,
      type: 'message',
      data: { username: 'Ana', message: 'hi', createdAt: '2026-01-01T00:00:00.000Z' },
    } as const;

    beforeAll(async () => {
      database = await createPostgresDatabase();
      bus = new PostgresRoomBus(database.url, new JsonLogger('silent'), seats);
      await bus.start({ deliver: (message) => delivered.push(message), resync: () => undefined });
      writer = new Client({ connectionString: database.url });
      await writer.connect();
    });

    afterAll(async () => {
      await writer.end();
      await bus.stop();
      await database.drop();
    });

    const sql: Sql = async (text, params = []) => {
      const result = await writer.query(text, [...params]);
      return { rows: result.rows as Record<string, unknown>[], affected: result.rowCount ?? 0 };
    };

    /** Runs `work` in a transaction that commits or rolls back, then waits for a chat marker sent after it. */
    async function inTransaction(work: () => Promise<void>, end: 'COMMIT' | 'ROLLBACK'): Promise<RoomBusMessage[]> {
      const before = delivered.length;
      await writer.query('BEGIN');
      await work().finally(() => writer.query(end));
      await bus.announce(sql, { roomId: 'marker', event: chat });
      for (let waited = 0; !delivered.slice(before).some((message) => message.roomId === 'marker'); waited += 10) {
        if (waited > 5_000) throw new Error('the marker did not arrive');
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return delivered.slice(before).filter((message) => message.roomId !== 'marker');
    }

    it('delivers an addressed event after commit, in order with the logged events of its transaction', async () => {
      const messages = await inTransaction(async () => {
        await bus.announce(sql, { roomId: 'room-a', addressed: removed });
        await bus.announce(sql, { roomId: 'room-a', event: chat });
      }, 'COMMIT');
      expect(messages).toEqual([
        { roomId: 'room-a', addressed: removed },
        { roomId: 'room-a', event: chat },
      ]);
    });

    it('makes every listening instance forget removed seats once the removal commits, and delivers nothing to streams', async () => {
      const ana = { id: 1, roomId: 'room-a', username: 'Ana' };
      const ben = { id: 2, roomId: 'room-a', username: 'Ben' };
      const cy = { id: 3, roomId: 'room-b', username: 'Cy' };
      seats.remember('hash-ana', ana, seats.generation);
      seats.remember('hash-ben', ben, seats.generation);
      seats.remember('hash-cy', cy, seats.generation);
      expect(
        await inTransaction(() => bus.announce(sql, { roomId: 'room-a', seatsGone: [ana.id] }), 'ROLLBACK'),
      ).toEqual([]);
      expect(seats.get('hash-ana')).toEqual(ana);
      expect(await inTransaction(() => bus.announce(sql, { roomId: 'room-a', seatsGone: [ana.id] }), 'COMMIT')).toEqual(
        [],
      );
      expect(seats.get('hash-ana')).toBeUndefined();
      expect(seats.get('hash-ben')).toEqual(ben);
      expect(await inTransaction(() => bus.announce(sql, { roomId: 'room-a', seatsGone: null }), 'COMMIT')).toEqual([]);
      expect(seats.get('hash-ben')).toBeUndefined();
      expect(seats.get('hash-cy')).toEqual(cy);
    });

    it('delivers nothing when the transaction rolls back', async () => {
      expect(
        await inTransaction(() => bus.announce(sql, { roomId: 'room-a', addressed: removed }), 'ROLLBACK'),
      ).toEqual([]);
    });

    it('carries an addressed event too big for NOTIFY by a pointer into rtc_signals, still in order', async () => {
      // The migrations make this table; this database has only what the test creates.
      await writer.query(
        'CREATE TABLE IF NOT EXISTS rtc_signals (id serial PRIMARY KEY, room_id varchar(22), payload text, created_at bigint)',
      );
      const offer = {
        to: 'Ben',
        event: {
          type: 'rtcSignal',
          data: { from: 'Ana', description: { type: 'offer', sdp: 'a=x\r\n'.repeat(2_000) } },
        },
      } as const;
      const candidate = {
        to: 'Ben',
        event: {
          type: 'rtcSignal',
          data: { from: 'Ana', candidate: { candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host' } },
        },
      } as const;
      const messages = await inTransaction(async () => {
        await bus.announce(sql, { roomId: 'room-a', addressed: offer });
        await bus.announce(sql, { roomId: 'room-a', addressed: candidate });
      }, 'COMMIT');
      expect(messages).toEqual([
        { roomId: 'room-a', addressed: offer },
        { roomId: 'room-a', addressed: candidate },
      ]);
      expect((await writer.query('SELECT count(*)::int AS stored FROM rtc_signals')).rows[0]).toEqual({ stored: 1 });
    });
  });
