import { Client } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PostgresRoomBus } from '../src/rooms/postgres-room-bus';
import { createPostgresDatabase } from './test-server';

// The one-statement chat on PostgreSQL builds its NOTIFY with the bus's own expression; this
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
      const expression = PostgresRoomBus.notifyExpression({ roomId: '$1::text', eventId: '$2::int', type: 'message', data: '$3::json' });
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
      expect(await notify({ username: 'Ana', message: 'é'.repeat(4_000), createdAt: '2026-01-01T00:00:00.000Z' })).toEqual({ r: 'room-a', i: 7 });
    });
  });
