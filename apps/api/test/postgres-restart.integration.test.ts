import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../src/http/error-answer';
import { startApiProcess, type ApiProcess } from './api-process';
import { startChatLoad } from './chat-load';
import { expectEveryAnsweredMessageOnce } from './delivery-check';
import { followRoomStream, type FollowingStream } from './following-stream';
import { startOwnPostgres, type OwnPostgres } from './own-postgres';
import { pollUntil, sleep } from './poll';
import { roomsClient } from './rooms-client';
import { KNOWN_CODE } from './api-error-body';

const OUTAGE_MS = 5_000;

async function getJson(url: string): Promise<{ status: number; body: unknown; ms: number }> {
  const started = Date.now();
  const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  return { status: response.status, body: await response.json(), ms: Date.now() - started };
}

// PostgreSQL of the test's own (own-postgres.ts): stopping the shared server would break everyone else's tests.
describe('PostgreSQL stops for 5 s under two API instances', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'tod-pg-restart-'));
  let postgres: OwnPostgres;
  const instances: ApiProcess[] = [];
  const streams: FollowingStream[] = [];

  beforeAll(async () => {
    postgres = await startOwnPostgres();
    const env = {
      DATABASE_URL: postgres.url,
      DATA_DIR: join(scratch, 'data'),
      ADMIN_TOKEN: 'restart-test-admin-token',
      APP_SECRET: 'restart-test-app-secret',
      RATE_LIMIT_JOIN_ROOM_PER_MINUTE: '1000',
    };
    // One after the other: the first runs the migrations.
    instances.push(await startApiProcess(env));
    instances.push(await startApiProcess(env));
  }, 60_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await Promise.all(instances.map((instance) => instance.stop()));
    await postgres?.destroy();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('answers 503 while it is down, reconnects by itself, and delivers every message answered 201 exactly once, in order', async () => {
    const [a, b] = instances as [ApiProcess, ApiProcess];
    const apiA = roomsClient(a.baseUrl);
    const apiB = roomsClient(b.baseUrl);
    const room = await apiA.createRoom('Outage');
    const names = ['Ana', 'Ben', 'Cy', 'Dee', 'Eve', 'Fay'];
    const players = [];
    for (const [index, name] of names.entries()) {
      const base = index % 2 === 0 ? a.baseUrl : b.baseUrl;
      players.push({ name, token: await (index % 2 === 0 ? apiA : apiB).join(room._id, name), bases: () => [base] });
    }
    const marker = { name: 'Max', token: await apiB.join(room._id, 'Max') };
    // Two players' streams on each instance, each staying with its instance.
    for (const base of [a.baseUrl, a.baseUrl, b.baseUrl, b.baseUrl])
      streams.push(followRoomStream(room._id, 0, () => [base]));
    const load = startChatLoad(room._id, players);
    await pollUntil('ten messages answered 201', () => load.answered(201).length >= 10);

    const stoppedAt = Date.now();
    await postgres.stop();
    const stopMs = Date.now() - stoppedAt;
    // While it is down, every call answers at once: 503 and the contract's JSON error, never a hang or a 500.
    const whileDown: number[] = [];
    for (const instance of [a, b]) {
      const health = await getJson(`${instance.baseUrl}/healthz`);
      expect(health).toMatchObject({ status: 503, body: { error: 'Database unavailable.', code: KNOWN_CODE } });
      const ready = await getJson(`${instance.baseUrl}/readyz`);
      expect(ready).toMatchObject({ status: 503, body: { error: 'Database unavailable.', code: KNOWN_CODE } });
      const read = await getJson(`${instance.baseUrl}/api/rooms/${room._id}`);
      expect(read).toMatchObject({ status: 503, body: { error: DATABASE_UNAVAILABLE_MESSAGE, code: KNOWN_CODE } });
      whileDown.push(health.ms, ready.ms, read.ms);
    }
    await pollUntil('chat answered 503 by both instances', () =>
      [a.baseUrl, b.baseUrl].every((base) =>
        load.attempts.some((attempt) => attempt.base === base && attempt.status === 503),
      ),
    );
    for (const attempt of load.answered(503))
      expect(attempt.body).toEqual({ error: DATABASE_UNAVAILABLE_MESSAGE, code: KNOWN_CODE });
    expect(Math.max(...whileDown), 'a call took too long while the database was down').toBeLessThan(5_000);
    await sleep(Math.max(0, OUTAGE_MS - (Date.now() - stoppedAt)));

    await postgres.start();
    const startedAt = Date.now();
    const answeredDuringOutage = load.answered(201).length;
    // Each instance reconnects by itself: its pool on the next query, its LISTEN connection with back-off.
    await pollUntil(
      'both instances ready again',
      async () =>
        (await Promise.all([a, b].map((instance) => getJson(`${instance.baseUrl}/readyz`)))).every(
          (ready) => ready.status === 200,
        ),
      30_000,
      200,
    );
    const readyAfterMs = Date.now() - startedAt;
    await pollUntil(
      'eight more messages answered 201',
      () => load.answered(201).length >= answeredDuringOutage + 8,
      30_000,
    );
    await load.stop();
    expect((await apiB.chat(room._id, marker.name, 'the end', marker.token)).status).toBe(201);
    await Promise.all(streams.map((stream) => stream.waitForMessage('the end', 30_000)));

    const figures = expectEveryAnsweredMessageOnce(streams, load.attempts, ['the end']);
    const logs = a.output() + b.output();
    // One line per failed request names the cause; the client saw none of it.
    expect(logs).toMatch(/"msg":"database fault".*"cause":"(ECONNREFUSED|57P0[13]|Connection terminated)/);
    expect(logs).toMatch(/room event listener lost its connection/);
    const report = {
      outageMs: startedAt - stoppedAt,
      pgCtlStopMs: stopMs,
      slowestAnswerWhileDownMs: Math.max(...whileDown),
      readyAgainAfterMs: readyAfterMs,
      sent: load.attempts.length,
      answers: figures.answers,
      deliveredPerStream: figures.deliveredPerStream,
      deliveredWithoutA201: figures.deliveredWithoutA201,
      streamReconnects: streams.map((stream) => stream.attempts.length - 1),
    };
    console.log(`postgres-restart: ${JSON.stringify(report)}`);
  }, 60_000);
});
