import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE, toErrorAnswer } from '../src/http/error-answer';
import { Database } from '../src/database/database';
import { databaseOptions } from '../src/database/database-options';
import { CLIENT_TIMEOUT_GRACE_MS } from '../src/database/postgres-statements';
import { FreezableRelay } from './freezable-relay';
import { pollUntil } from './poll';
import { roomsClient, uniqueName } from './rooms-client';
import { createPostgresDatabase, startTestServer, type TestServer } from './test-server';

/** The statement timeout of these tests: a second stands for the 5 s default. */
const LIMIT_MS = 1_000;
/** A busy shared machine answers late; nothing here may take this much longer than its limit. */
const SLACK_MS = 1_500;
/** POSTGRES_CONNECTION_OPTIONS.connectionTimeoutMillis: a new connection to a silent server gives up then. */
const CONNECT_TIMEOUT_MS = 5_000;

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = Date.now();
  const result = await work();
  return { result, ms: Date.now() - started };
}

const databaseFault = { status: 503, body: { error: DATABASE_UNAVAILABLE_MESSAGE, code: 'DATABASE_UNAVAILABLE' } };

// DATABASE_STATEMENT_TIMEOUT_MS: a database that is slow, or that neither answers nor closes, must not hold a request.
if (process.env.TEST_DATABASE_URL)
  describe('the PostgreSQL statement timeout', () => {
    describe('on a database that answers slowly', () => {
      let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
      let dataSource: DataSource;
      let db: Database;
      let server: TestServer;

      beforeAll(async () => {
        database = await createPostgresDatabase();
        dataSource = await new DataSource(databaseOptions({ kind: 'postgres', url: database.url })).initialize();
        db = new Database(dataSource, { databaseStatementTimeoutMs: LIMIT_MS });
        server = await startTestServer('postgres', { DATABASE_STATEMENT_TIMEOUT_MS: String(LIMIT_MS) });
      });

      afterAll(async () => {
        await server?.close();
        await dataSource?.destroy();
        await database?.drop();
      });

      it('cancels a statement over the limit as a database fault and keeps its connection', async () => {
        const backend = async () => Number((await db.query('SELECT pg_backend_pid() AS pid')).rows[0]?.pid);
        const pid = await backend();
        const { result: failure, ms } = await timed(() =>
          db.query('SELECT pg_sleep(5)').then(
            () => null,
            (error: unknown) => error,
          ),
        );
        expect(ms).toBeGreaterThanOrEqual(LIMIT_MS - 100);
        expect(ms).toBeLessThan(LIMIT_MS + SLACK_MS);
        expect(toErrorAnswer(failure)).toMatchObject({ status: 503, code: 'DATABASE_UNAVAILABLE' });
        // PostgreSQL cancelled it and the session is fine: the pool lends the same one again.
        expect(await backend()).toBe(pid);
        expect((await db.query('SELECT pg_sleep(0.2) AS slept')).rows).toHaveLength(1);
      });

      it('answers a request whose statement waits past the limit with 503 DATABASE_UNAVAILABLE', async () => {
        const api = roomsClient(server.baseUrl);
        const room = await api.createRoom(uniqueName('Slow'));
        const locker = new Client({
          connectionString: server.config.database.kind === 'postgres' ? server.config.database.url : '',
        });
        await locker.connect();
        try {
          await locker.query('BEGIN');
          await locker.query('LOCK TABLE rooms IN ACCESS EXCLUSIVE MODE');
          const { result: answer, ms } = await timed(() => api.getRoom(room._id));
          expect(answer).toMatchObject(databaseFault);
          expect(ms).toBeGreaterThanOrEqual(LIMIT_MS - 100);
          expect(ms).toBeLessThan(LIMIT_MS + SLACK_MS);
        } finally {
          await locker.query('ROLLBACK');
          await locker.end();
        }
        expect((await api.getRoom(room._id)).status).toBe(200);
      });
    });

    describe('on a database that stops answering without closing', () => {
      let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
      let relay: FreezableRelay;
      let server: TestServer;

      beforeAll(async () => {
        database = await createPostgresDatabase();
        const direct = new URL(database.url);
        relay = new FreezableRelay({ host: direct.hostname, port: Number(direct.port || 5432) });
        const relayed = new URL(database.url);
        relayed.host = `127.0.0.1:${await relay.start()}`;
        server = await startTestServer(
          'postgres',
          { DATABASE_STATEMENT_TIMEOUT_MS: String(LIMIT_MS) },
          { sharedDatabaseUrl: relayed.toString() },
        );
      });

      afterAll(async () => {
        relay?.thaw();
        await server?.close();
        await relay?.stop();
        await database?.drop();
      });

      it('fails each call within the client limit or the connect timeout, closes the stuck connections, and recovers', async () => {
        const api = roomsClient(server.baseUrl);
        const room = await api.createRoom(uniqueName('Frozen'));
        expect((await api.getRoom(room._id)).status).toBe(200);

        relay.freeze();
        // The connection lent first is one the pool kept open: only the client's own limit ends the wait.
        const first = await timed(() => api.getRoom(room._id));
        expect(first.result).toMatchObject(databaseFault);
        expect(first.ms).toBeLessThan(LIMIT_MS + CLIENT_TIMEOUT_GRACE_MS + SLACK_MS);
        // The app closed that connection instead of lending it again with an answer still owed on it.
        await pollUntil('the stuck connection closed', () => relay.closedWhileFrozen >= 1, 1_000);
        // Then either another kept connection or a new one, which the silent server never lets in.
        for (let call = 0; call < 2; call++) {
          const next = await timed(() => api.getRoom(room._id));
          expect(next.result).toMatchObject(databaseFault);
          expect(next.ms).toBeLessThan(Math.max(LIMIT_MS + CLIENT_TIMEOUT_GRACE_MS, CONNECT_TIMEOUT_MS) + SLACK_MS);
        }

        relay.thaw();
        // Answers held back while frozen reach only connections the app already closed.
        for (let call = 0; call < 5; call++) {
          const answer = await api.getRoom(room._id);
          expect(answer.status).toBe(200);
          expect(answer.body.roomName).toBe(room.roomName);
        }
      }, 40_000);
    });
  });
