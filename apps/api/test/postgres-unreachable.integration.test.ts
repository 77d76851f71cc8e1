import { createServer, type Server, type Socket } from 'node:net';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { classifyDatabaseError } from '../src/database/database-errors';
import { databaseOptions } from '../src/database/database-options';
import { JsonLogger } from '../src/http/json-logger';
import { PostgresRoomBus } from '../src/rooms/streams/postgres-room-bus';
import { SeatCache } from '../src/rooms/store/seat-cache';

/** How long a connection attempt to a server that never answers may take (POSTGRES_CONNECTION_OPTIONS, with slack for a busy machine). */
const GIVES_UP_WITHIN_MS = 5_000 + 3_000;

async function timed(work: () => Promise<unknown>): Promise<{ error: unknown; ms: number }> {
  const started = Date.now();
  try {
    await work();
  } catch (error) {
    return { error, ms: Date.now() - started };
  }
  throw new Error('expected the connection to fail');
}

// A host that accepts connections and never says a word, as a database behind a broken network does: without a connection timeout, every query would wait forever.
describe('a PostgreSQL address that never answers', () => {
  let silent: Server;
  const sockets: Socket[] = [];
  let url: string;

  beforeAll(async () => {
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    url = `postgres://postgres@127.0.0.1:${(silent.address() as { port: number }).port}/nowhere`;
  });

  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('fails the pool and the LISTEN connection after the connection timeout, as a database fault', async () => {
    const pool = timed(() => new DataSource(databaseOptions({ kind: 'postgres', url })).initialize());
    const listener = timed(() =>
      new PostgresRoomBus(url, new JsonLogger('silent'), new SeatCache()).start({
        deliver: () => undefined,
        resync: () => undefined,
      }),
    );
    for (const { error, ms } of await Promise.all([pool, listener])) {
      expect(ms).toBeLessThan(GIVES_UP_WITHIN_MS);
      expect(ms).toBeGreaterThanOrEqual(4_500);
      expect(classifyDatabaseError(error)?.kind, String(error)).toBe('unavailable');
    }
  }, 20_000);
});
