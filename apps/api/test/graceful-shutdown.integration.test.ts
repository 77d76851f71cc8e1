import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiProcess, type ApiProcess } from './api-process';
import { startChatLoad, type ChatAttempt } from './chat-load';
import { expectEveryAnsweredMessageOnce } from './delivery-check';
import { followRoomStream, type FollowingStream } from './following-stream';
import { holdRequest, type HeldRequest } from './held-request';
import { startOwnPostgres } from './own-postgres';
import { pollUntil, sleep } from './poll';
import { roomsClient } from './rooms-client';
import { createPostgresDatabase } from './test-server';
import { KNOWN_CODE } from './api-error-body';

const DEFAULT_SHUTDOWN_TIMEOUT_MS = 10_000;

/** A chat request the server is reading when the signal comes: it must still be answered (and so committed and delivered). */
async function holdChat(
  baseUrl: string,
  roomId: string,
  username: string,
  token: string,
  text: string,
): Promise<{ held: HeldRequest; attempt: (status: number) => ChatAttempt }> {
  const held = await holdRequest(
    baseUrl,
    'POST',
    `/api/${roomId}/chat`,
    { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    JSON.stringify({ username, message: text }),
  );
  return { held, attempt: (status) => ({ sender: username, text, base: baseUrl, status, body: null }) };
}

/** Sends SIGTERM and measures until the process has exited. */
async function terminate(
  instance: ApiProcess,
): Promise<{ exit: { code: number | null; signal: NodeJS.Signals | null }; ms: number }> {
  const started = Date.now();
  instance.child.kill('SIGTERM');
  return { exit: await instance.exited, ms: Date.now() - started };
}

/** The duration the process logged for its own shutdown ("shut down in N ms"). */
function loggedShutdownMs(instance: ApiProcess): number {
  const match = /"msg":"shut down in (\d+) ms"/.exec(instance.output());
  if (!match) throw new Error(`no shutdown line in the log:\n${instance.output().slice(-2_000)}`);
  return Number(match[1]);
}

function commonEnv(scratch: string): Record<string, string> {
  return {
    DATA_DIR: join(scratch, 'data'),
    ADMIN_TOKEN: 'shutdown-test-admin-token',
    APP_SECRET: 'shutdown-test-app-secret',
    RATE_LIMIT_JOIN_ROOM_PER_MINUTE: '1000',
    // The shutdown's own lines are at info.
    LOG_LEVEL: 'info',
  };
}

describe('SIGTERM to one of two API instances on PostgreSQL, mid-load', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'tod-shutdown-pg-'));
  let dropDatabase: () => Promise<void> = async () => undefined;
  const instances: ApiProcess[] = [];
  const streams: FollowingStream[] = [];

  beforeAll(async () => {
    // The throwaway database on the configured server, or else a server of the test's own: never skipped.
    let url: string;
    if (process.env.TEST_DATABASE_URL) {
      const database = await createPostgresDatabase();
      url = database.url;
      dropDatabase = database.drop;
    } else {
      const server = await startOwnPostgres();
      url = server.url;
      dropDatabase = server.destroy;
    }
    const env = { ...commonEnv(scratch), DATABASE_URL: url };
    instances.push(await startApiProcess(env));
    instances.push(await startApiProcess(env));
  }, 60_000);

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await Promise.all(instances.map((instance) => instance.stop()));
    await dropDatabase();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('finishes requests in progress, ends its streams, which resume on the other instance with Last-Event-ID, and exits in time', async () => {
    const [a, b] = instances as [ApiProcess, ApiProcess];
    const apiB = roomsClient(b.baseUrl);
    const room = await apiB.createRoom('Rolling restart');
    // Behind a load balancer: A first for some, B for the others; a refused connection goes to the next.
    const preferA = () => [a.baseUrl, b.baseUrl];
    const preferB = () => [b.baseUrl, a.baseUrl];
    const players = [];
    for (const [index, name] of ['Ana', 'Ben', 'Cy', 'Dee'].entries())
      players.push({ name, token: await apiB.join(room._id, name), bases: index % 2 === 0 ? preferA : preferB });
    const hal = await apiB.join(room._id, 'Hal');
    const max = await apiB.join(room._id, 'Max');
    for (const bases of [preferA, preferA, preferB, preferB]) streams.push(followRoomStream(room._id, 0, bases));
    await pollUntil('every stream open', () =>
      streams.every((stream) => stream.attempts.some((attempt) => attempt.outcome === 200)),
    );
    const load = startChatLoad(room._id, players);
    await pollUntil('eight messages answered 201', () => load.answered(201).length >= 8);

    const chat = await holdChat(a.baseUrl, room._id, 'Hal', hal, 'sent as A was stopping');
    const ready = await holdRequest(a.baseUrl, 'GET', '/readyz');
    // Let A read the first bytes of both, so they are requests in progress rather than idle connections.
    await sleep(300);
    const shutdown = terminate(a);
    await pollUntil('the shutdown to begin', () => a.output().includes('"msg":"shutting down"'), 10_000, 10);
    // Not ready any more, and told to close the connection.
    const readiness = await ready.finish();
    expect(readiness).toMatchObject({
      status: 503,
      body: { error: 'The server is shutting down.', code: KNOWN_CODE },
      headers: { connection: 'close' },
    });
    // The streams on A end at once and resume on B from their last id.
    await pollUntil('the streams on A to resume on B', () =>
      streams
        .slice(0, 2)
        .every((stream) => stream.attempts.some((attempt) => attempt.base === b.baseUrl && attempt.outcome === 200)),
    );
    // A request in progress is still answered, and its message delivered.
    expect((await chat.held.finish()).status).toBe(201);
    const { exit, ms } = await shutdown;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(ms).toBeLessThan(DEFAULT_SHUTDOWN_TIMEOUT_MS);
    const logged = loggedShutdownMs(a);

    const answeredBefore = load.answered(201).length;
    await pollUntil(
      'six more messages answered 201 by B alone',
      () => load.answered(201).length >= answeredBefore + 6,
      30_000,
    );
    await load.stop();
    expect((await apiB.chat(room._id, 'Max', 'the end', max)).status).toBe(201);
    await Promise.all(streams.map((stream) => stream.waitForMessage('the end')));

    const attempts = [...load.attempts, chat.attempt(201)];
    const figures = expectEveryAnsweredMessageOnce(streams, attempts, ['the end']);
    for (const stream of streams.slice(0, 2)) {
      const resumed = stream.attempts.find((attempt) => attempt.base === b.baseUrl && attempt.outcome === 200);
      expect(resumed?.lastEventId, 'a stream resumed without Last-Event-ID').toEqual(expect.any(Number));
      expect(stream.attempts[0]).toMatchObject({ base: a.baseUrl, lastEventId: null, outcome: 200 });
    }
    console.log(
      `graceful-shutdown (PostgreSQL): ${JSON.stringify({
        shutdownMs: ms,
        loggedShutdownMs: logged,
        answers: figures.answers,
        deliveredPerStream: figures.deliveredPerStream,
        deliveredWithoutA201: figures.deliveredWithoutA201,
        resumedFrom: streams
          .slice(0, 2)
          .map((stream) => stream.attempts.find((attempt) => attempt.base === b.baseUrl)?.lastEventId),
      })}`,
    );
  }, 60_000);
});

describe('SIGTERM and restart of the only instance on SQLite', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'tod-shutdown-sqlite-'));
  const env = { ...commonEnv(scratch), SQLITE_PATH: join(scratch, 'rooms.sqlite') };
  const instances: ApiProcess[] = [];
  const streams: FollowingStream[] = [];

  afterAll(async () => {
    for (const stream of streams) stream.close();
    await Promise.all(instances.map((instance) => instance.stop()));
    rmSync(scratch, { recursive: true, force: true });
  });

  it('streams reconnect with Last-Event-ID to the restarted process and miss nothing answered 201', async () => {
    let current = await startApiProcess(env);
    instances.push(current);
    const first = current;
    const at = () => [current.baseUrl];
    const api = roomsClient(current.baseUrl);
    const room = await api.createRoom('Restart');
    const players = [];
    for (const name of ['Ana', 'Ben', 'Cy']) players.push({ name, token: await api.join(room._id, name), bases: at });
    const hal = await api.join(room._id, 'Hal');
    const max = await api.join(room._id, 'Max');
    for (let i = 0; i < 2; i += 1) streams.push(followRoomStream(room._id, 0, at));
    const load = startChatLoad(room._id, players);
    await pollUntil('six messages answered 201', () => load.answered(201).length >= 6);

    const chat = await holdChat(first.baseUrl, room._id, 'Hal', hal, 'sent as the server was stopping');
    await sleep(300);
    const shutdown = terminate(first);
    await pollUntil('the shutdown to begin', () => first.output().includes('"msg":"shutting down"'), 10_000, 10);
    expect((await chat.held.finish()).status).toBe(201);
    const { exit, ms } = await shutdown;
    expect(exit).toEqual({ code: 0, signal: null });
    expect(ms).toBeLessThan(DEFAULT_SHUTDOWN_TIMEOUT_MS);
    const logged = loggedShutdownMs(first);

    // The same file, a short shutdown timeout for the last part.
    current = await startApiProcess({ ...env, SHUTDOWN_TIMEOUT_MS: '2000' });
    instances.push(current);
    const second = current;
    await pollUntil('the streams to resume on the restarted process', () =>
      streams.every((stream) =>
        stream.attempts.some((attempt) => attempt.base === second.baseUrl && attempt.outcome === 200),
      ),
    );
    const answeredBefore = load.answered(201).length;
    await pollUntil(
      'six more messages answered 201 after the restart',
      () => load.answered(201).length >= answeredBefore + 6,
      30_000,
    );
    await load.stop();
    expect((await roomsClient(second.baseUrl).chat(room._id, 'Max', 'the end', max)).status).toBe(201);
    await Promise.all(streams.map((stream) => stream.waitForMessage('the end')));
    const figures = expectEveryAnsweredMessageOnce(streams, [...load.attempts, chat.attempt(201)], ['the end']);
    for (const stream of streams) {
      const resumed = stream.attempts.find((attempt) => attempt.base === second.baseUrl && attempt.outcome === 200);
      expect(resumed?.lastEventId, 'a stream resumed without Last-Event-ID').toEqual(expect.any(Number));
    }

    // A request that never finishes holds the shutdown only until SHUTDOWN_TIMEOUT_MS allows: then it is cut.
    const stuck = await holdChat(second.baseUrl, room._id, 'Hal', hal, 'never finished');
    await sleep(300);
    const cut = await terminate(second);
    expect(cut.exit).toEqual({ code: 0, signal: null });
    expect(cut.ms).toBeLessThan(2_000 + 1_000);
    expect(second.output()).toMatch(/"msg":"shutdown: cut 1 connection\(s\) still open after 1600 ms"/);
    await stuck.held.closed;

    console.log(
      `graceful-shutdown (SQLite): ${JSON.stringify({
        shutdownMs: ms,
        loggedShutdownMs: logged,
        stuckRequestShutdownMs: cut.ms,
        answers: figures.answers,
        deliveredPerStream: figures.deliveredPerStream,
        resumedFrom: streams.map(
          (stream) => stream.attempts.find((attempt) => attempt.base === second.baseUrl)?.lastEventId,
        ),
      })}`,
    );
  }, 60_000);
});
