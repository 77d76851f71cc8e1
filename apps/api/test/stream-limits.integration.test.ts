import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomsClient, uniqueName } from './rooms-client';
import { chatMessage, openSse, type SseConnection } from './sse-client';
import { TEST_DATABASES, startTestServer, type TestServer } from './test-server';
import { KNOWN_CODE } from './api-error-body';

const FAST = { RATE_LIMIT_CREATE_ROOM_PER_MINUTE: '100000', RATE_LIMIT_JOIN_ROOM_PER_MINUTE: '100000' };
const TOO_MANY = { error: 'Too many requests. Please slow down.', code: KNOWN_CODE };

/** A stream request that is expected to be refused: its status and JSON body. */
async function refusedStream(url: string): Promise<{ status: number; body: unknown; type: string | null }> {
  const response = await fetch(url, { headers: { accept: 'text/event-stream' } });
  return { status: response.status, type: response.headers.get('content-type'), body: await response.json() };
}

/** Opens `url` until it answers 200 (a closed stream's slot is freed when the server sees the close). */
async function openOnceFreed(url: string, timeoutMs = 3_000): Promise<SseConnection> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const stream = await openSse(url);
    if (stream.status === 200 || Date.now() > deadline) return stream;
    stream.close();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe.each(TEST_DATABASES)('open streams per client address on %s', (database) => {
  let server: TestServer;
  let api: ReturnType<typeof roomsClient>;
  const streamUrl = (roomId: string) => `${server.baseUrl}/api/${roomId}/stream`;
  beforeAll(async () => {
    server = await startTestServer(database, { ...FAST, STREAM_LIMIT_PER_ROOM: '3', STREAM_LIMIT_PER_ADDRESS: '5' });
    api = roomsClient(server.baseUrl);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses a stream past the cap of one room and past the cap of all rooms with 429 JSON', async () => {
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => api.createRoom(uniqueName('Capped'))));
    const streams: SseConnection[] = [];
    try {
      for (let i = 0; i < 3; i += 1) streams.push(await openSse(streamUrl(a!._id)));
      expect(streams.map((stream) => stream.status)).toEqual([200, 200, 200]);
      const fourth = await refusedStream(streamUrl(a!._id));
      expect(fourth).toEqual({ status: 429, type: expect.stringMatching(/^application\/json/), body: TOO_MANY });
      // Other rooms still open, up to the address's cap of 5 in all.
      streams.push(await openSse(streamUrl(b!._id)), await openSse(streamUrl(b!._id)));
      expect(streams.map((stream) => stream.status)).toEqual([200, 200, 200, 200, 200]);
      expect(await refusedStream(streamUrl(c!._id))).toMatchObject({ status: 429, body: TOO_MANY });
      // The open streams are unaffected and still deliver.
      const token = await api.join(a!._id, 'Ana');
      await api.chat(a!._id, 'Ana', 'still here', token);
      for (const stream of streams.slice(0, 3)) await stream.waitForMarker(chatMessage('still here'));
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it('frees a slot as soon as its stream closes', async () => {
    const room = await api.createRoom(uniqueName('Freed'));
    const streams = [
      await openOnceFreed(streamUrl(room._id)),
      await openOnceFreed(streamUrl(room._id)),
      await openOnceFreed(streamUrl(room._id)),
    ];
    try {
      expect(streams.map((stream) => stream.status)).toEqual([200, 200, 200]);
      expect((await refusedStream(streamUrl(room._id))).status).toBe(429);
      streams.shift()?.close();
      const again = await openOnceFreed(streamUrl(room._id));
      streams.push(again);
      expect(again.status).toBe(200);
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it('holds a slot while a refused stream is answered, and frees it after', async () => {
    const unknownRoom = `${server.baseUrl}/api/AAAAAAAAAAAAAAAAAAAAAA/stream`;
    for (let i = 0; i < 12; i += 1) expect((await refusedStream(unknownRoom)).status).toBe(404);
    const room = await api.createRoom(uniqueName('After refusals'));
    const stream = await openOnceFreed(streamUrl(room._id));
    expect(stream.status).toBe(200);
    stream.close();
  });
});

describe('3,200 streams from one address when the caps are raised', () => {
  const ROOMS = 160;
  const PER_ROOM = 20;
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite', { ...FAST, STREAM_LIMIT_PER_ADDRESS: String(ROOMS * PER_ROOM) });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('opens them all, delivers on them, and refuses the next one', async () => {
    const api = roomsClient(server.baseUrl);
    const rooms = await Promise.all(Array.from({ length: ROOMS }, (_, i) => api.createRoom(`Load ${i}`)));
    const streams: SseConnection[] = [];
    try {
      for (const room of rooms)
        streams.push(
          ...(await Promise.all(
            Array.from({ length: PER_ROOM }, () => openSse(`${server.baseUrl}/api/${room._id}/stream`)),
          )),
        );
      expect(streams).toHaveLength(3_200);
      expect(streams.filter((stream) => stream.status !== 200)).toEqual([]);
      expect((await refusedStream(`${server.baseUrl}/api/${rooms[0]!._id}/stream`)).status).toBe(429);
      const last = rooms[ROOMS - 1]!;
      const token = await api.join(last._id, 'Ana');
      await api.chat(last._id, 'Ana', 'to all twenty', token);
      await Promise.all(streams.slice(-PER_ROOM).map((stream) => stream.waitForMarker(chatMessage('to all twenty'))));
    } finally {
      for (const stream of streams) stream.close();
    }
  }, 120_000);
});
