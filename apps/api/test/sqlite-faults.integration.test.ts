import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_CANNOT_WRITE_MESSAGE } from '../src/http/error-answer';
import { startApiProcess, type ApiProcess } from './api-process';
import { pollUntil } from './poll';
import { requireRoot } from './require-root';
import { roomsClient } from './rooms-client';
import { openSse } from './sse-client';
import { KNOWN_CODE } from './api-error-body';

const ADMIN_TOKEN = 'sqlite-faults-admin-token';
const ENV = {
  ADMIN_TOKEN,
  APP_SECRET: 'sqlite-faults-app-secret',
  RATE_LIMIT_JOIN_ROOM_PER_MINUTE: '1000',
  RATE_LIMIT_SUBSCRIBE_PER_MINUTE: '1000',
};
const CANNOT_WRITE = { error: DATABASE_CANNOT_WRITE_MESSAGE, code: KNOWN_CODE };

/** Runs the server in a mount namespace of its own where `folder` is a fresh tmpfs of `size`: a small disk that fills up for real. */
function onSmallDisk(folder: string, size: string): string[] {
  return [
    'unshare',
    '--mount',
    '--propagation',
    'private',
    'sh',
    '-c',
    `mount -t tmpfs -o size=${size} tod-test-disk "$0" && exec "$@"`,
    folder,
  ];
}

/** Runs the server in a mount namespace of its own where `folder` is mounted read-only, as a volume remounted read-only after a fault. */
function onReadOnlyVolume(folder: string): string[] {
  return [
    'unshare',
    '--mount',
    '--propagation',
    'private',
    'sh',
    '-c',
    'mount --bind "$0" "$0" && mount -o remount,bind,ro "$0" && exec "$@"',
    folder,
  ];
}

/** Writes into `file` until the filesystem has no room left. */
function fillUp(file: string): number {
  const chunk = Buffer.alloc(64 * 1024, 1);
  const fd = openSync(file, 'w');
  let written = 0;
  try {
    for (;;) {
      try {
        written += writeSync(fd, chunk);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOSPC') return written;
        throw error;
      }
    }
  } finally {
    closeSync(fd);
  }
}

async function call(
  baseUrl: string,
  method: string,
  path: string,
  body?: unknown,
  token?: string,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text === '' ? null : JSON.parse(text) };
}

/** Every event in the room's log, replayed from the start: its ids must run 1..n with the chat messages among them. */
async function eventLog(baseUrl: string, roomId: string): Promise<{ ids: number[]; messages: string[] }> {
  const lastId = Number((await fetch(`${baseUrl}/api/rooms/${roomId}`)).headers.get('x-last-event-id'));
  const stream = await openSse(`${baseUrl}/api/${roomId}/stream?lastEventId=0`);
  const events = await stream.waitFor(lastId, 10_000);
  stream.close();
  return {
    ids: events.map((event) => event.id),
    messages: events
      .filter((event) => event.event === 'message')
      .map((event) => (event.data as { message: string }).message),
  };
}

/** The distinct causes of the "database fault" lines in a server's log. */
function loggedCauses(output: string): string[] {
  return [
    ...new Set([...output.matchAll(/"msg":"database fault".*"cause":"([^"]*)"/g)].map((match) => match[1] as string)),
  ];
}

async function readChats(baseUrl: string, roomId: string): Promise<string[]> {
  const room = await call(baseUrl, 'GET', `/api/rooms/${roomId}`);
  expect(room.status).toBe(200);
  return (room.body as { chats: { message: string }[] }).chats.map((chat) => chat.message);
}

describe('SQLite on a disk that fills up', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'tod-disk-full-'));
  const volume = join(scratch, 'volume');
  let api: ApiProcess;

  beforeAll(async () => {
    requireRoot('mounts a small tmpfs for the database in a mount namespace of its own (unshare --mount)');
    mkdirSync(volume);
    api = await startApiProcess(
      { ...ENV, SQLITE_PATH: join(volume, 'db.sqlite'), DATA_DIR: join(scratch, 'data') },
      { launcher: onSmallDisk(volume, '8m') },
    );
  }, 60_000);

  afterAll(async () => {
    await api?.stop();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('answers writes 503 with a clear message and a logged cause, keeps reading, writes nothing by halves, and recovers once there is room', async () => {
    // The server's own view of the folder: its tmpfs, not the empty folder underneath.
    const disk = `/proc/${api.child.pid}/root${volume}`;
    expect(existsSync(join(disk, 'db.sqlite'))).toBe(true);
    const rooms = roomsClient(api.baseUrl);
    const room = await rooms.createRoom('Full disk');
    const players = await Promise.all(
      ['Ana', 'Ben', 'Cy', 'Dee', 'Eve'].map(async (name) => ({ name, token: await rooms.join(room._id, name) })),
    );
    const saved: string[] = [];
    for (const player of players) {
      const text = `before the disk filled, from ${player.name}`;
      expect((await rooms.chat(room._id, player.name, text, player.token)).status).toBe(201);
      saved.push(text);
    }

    const filler = join(disk, 'filler');
    fillUp(filler);
    // SQLite reuses space its write-ahead log already holds, so the first writes may still fit: post until one does not.
    const posts: { heading: string; status: number; body: unknown }[] = [];
    for (let n = 0; n < 200 && !posts.some((post) => post.status === 503); n += 1) {
      const heading = `Post ${n} on a full disk`;
      const answer = await call(
        api.baseUrl,
        'POST',
        '/api/blogs',
        { heading, blog: `<p>${'words '.repeat(4_000)}</p>`, img: '/images/a.jpg' },
        ADMIN_TOKEN,
      );
      expect([201, 503], JSON.stringify(answer.body)).toContain(answer.status);
      posts.push({ heading, ...answer });
    }
    const refusedPost = posts.at(-1);
    expect(refusedPost).toMatchObject({ status: 503, body: CANNOT_WRITE });

    // Every kind of write is refused the same way; each chat runs the room's transaction (room row, message, event).
    for (const player of players) {
      const answer = await rooms.chat(room._id, player.name, `on a full disk, from ${player.name}`, player.token);
      expect(answer).toMatchObject({ status: 503, body: CANNOT_WRITE });
    }
    expect(
      await call(api.baseUrl, 'POST', '/api/createRoom', { roomName: 'No room', roomType: 'public' }),
    ).toMatchObject({ status: 503, body: CANNOT_WRITE });
    expect(await call(api.baseUrl, 'POST', '/api/subscribe', { email: 'full@example.com' })).toMatchObject({
      status: 503,
      body: CANNOT_WRITE,
    });

    // Reads go on, and show exactly what was answered 201: no row of a refused write, no event without its message.
    expect(await readChats(api.baseUrl, room._id)).toEqual(saved);
    const log = await eventLog(api.baseUrl, room._id);
    expect(log.ids).toEqual(log.ids.map((_id, index) => index + 1));
    expect(log.messages).toEqual(saved);
    const blogs = await call(api.baseUrl, 'GET', '/api/blogs');
    expect(blogs.status).toBe(200);
    const titles = (blogs.body as { title: string }[]).map((post) => post.title);
    expect(posts.filter((post) => post.status === 201).every((post) => titles.includes(post.heading))).toBe(true);
    expect(titles).not.toContain(refusedPost?.heading);
    expect((await call(api.baseUrl, 'GET', '/healthz')).status).toBe(200);
    expect(api.output()).toMatch(/"msg":"database fault".*"cause":"SQLITE_FULL: database or disk is full"/);

    // Room again: writes succeed without a restart.
    rmSync(filler);
    const after = await rooms.chat(room._id, 'Ana', 'after the disk was freed', players[0]?.token);
    expect(after.status).toBe(201);
    expect(await readChats(api.baseUrl, room._id)).toEqual([...saved, 'after the disk was freed']);
    console.log(
      `sqlite-faults (disk full): ${JSON.stringify({ postsSavedBeforeTheFirst503: posts.length - 1, causesLogged: loggedCauses(api.output()) })}`,
    );
  }, 60_000);
});

describe('SQLite on a volume that comes back read-only', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'tod-read-only-'));
  const volume = join(scratch, 'volume');
  const env = { ...ENV, SQLITE_PATH: join(volume, 'db.sqlite'), DATA_DIR: join(scratch, 'data') };
  let api: ApiProcess | null = null;

  beforeAll(() => {
    requireRoot('mounts the database folder read-only in a mount namespace of its own (unshare --mount)');
    mkdirSync(volume);
  });

  afterAll(async () => {
    await api?.stop();
    rmSync(scratch, { recursive: true, force: true });
  });

  it('serves reads, answers writes 503 with a clear message, and changes nothing', async () => {
    // The server dies (no shutdown), and the machine brings it back with the volume read-only.
    api = await startApiProcess(env);
    const rooms = roomsClient(api.baseUrl);
    const room = await rooms.createRoom('Read only');
    const ana = await rooms.join(room._id, 'Ana');
    expect((await rooms.chat(room._id, 'Ana', 'written while it could', ana)).status).toBe(201);
    await api.kill();
    api = await startApiProcess(env, { launcher: onReadOnlyVolume(volume) });

    const lastIdBefore = (await fetch(`${api.baseUrl}/api/rooms/${room._id}`)).headers.get('x-last-event-id');
    expect(await readChats(api.baseUrl, room._id)).toEqual(['written while it could']);
    expect((await call(api.baseUrl, 'GET', '/api/blogs')).status).toBe(200);
    expect((await call(api.baseUrl, 'GET', '/readyz')).status).toBe(200);

    expect(await roomsClient(api.baseUrl).chat(room._id, 'Ana', 'on a read-only volume', ana)).toMatchObject({
      status: 503,
      body: CANNOT_WRITE,
    });
    expect(await call(api.baseUrl, 'PATCH', `/api/${room._id}/join`, { username: 'Ben' })).toMatchObject({
      status: 503,
      body: CANNOT_WRITE,
    });
    expect(
      await call(api.baseUrl, 'POST', '/api/createRoom', { roomName: 'No room', roomType: 'public' }),
    ).toMatchObject({ status: 503, body: CANNOT_WRITE });
    expect(await call(api.baseUrl, 'POST', '/api/subscribe', { email: 'ro@example.com' })).toMatchObject({
      status: 503,
      body: CANNOT_WRITE,
    });
    expect(
      await call(
        api.baseUrl,
        'POST',
        '/api/blogs',
        { heading: 'Nope', blog: '<p>nope</p>', img: '/images/a.jpg' },
        ADMIN_TOKEN,
      ),
    ).toMatchObject({
      status: 503,
      body: CANNOT_WRITE,
    });

    expect(await readChats(api.baseUrl, room._id)).toEqual(['written while it could']);
    expect((await fetch(`${api.baseUrl}/api/rooms/${room._id}`)).headers.get('x-last-event-id')).toBe(lastIdBefore);
    const log = await eventLog(api.baseUrl, room._id);
    expect(log.messages).toEqual(['written while it could']);
    await pollUntil(
      'the cause in the log',
      () => /"msg":"database fault".*"cause":"SQLITE_READONLY/.test(api?.output() ?? ''),
      5_000,
    );
    console.log(`sqlite-faults (read-only): ${JSON.stringify({ causesLogged: loggedCauses(api.output()) })}`);
  }, 60_000);
});
