import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomsClient, uniqueName } from './rooms-client';
import { chatMessage, openSse } from './sse-client';
import { TEST_DATABASES, startTestServer, type TestServer } from './test-server';

const FAST = { RATE_LIMIT_CREATE_ROOM_PER_MINUTE: '1000', RATE_LIMIT_JOIN_ROOM_PER_MINUTE: '1000' };

describe.each(TEST_DATABASES)('room streams and turns on %s', (database) => {
  let server: TestServer;
  let api: ReturnType<typeof roomsClient>;
  beforeAll(async () => {
    server = await startTestServer(database, { ...FAST, STREAM_HEARTBEAT_MS: '200' });
    api = roomsClient(server.baseUrl);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 404 JSON for the stream of an unknown room', async () => {
    const stream = await openSse(`${server.baseUrl}/api/AAAAAAAAAAAAAAAAAAAAAA/stream`);
    expect(stream.status).toBe(404);
    stream.close();
  });

  it('streams turnUpdate, message and named events with increasing ids, a retry hint and heartbeats', async () => {
    const room = await api.createRoom(uniqueName('Live'));
    const stream = await openSse(`${server.baseUrl}/api/${room._id}/stream`);
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(stream.headers['cache-control']).toContain('no-cache');
    const ana = await api.join(room._id, 'Ana');
    await api.join(room._id, 'Ben');
    await api.chat(room._id, 'Ana', 'hello', ana);
    await api.turn(room._id, 'Ana', 'truth', ana);
    const events = await stream.waitFor(4);
    expect(events.map((event) => [event.id, event.event])).toEqual([
      [1, 'turnUpdate'],
      [2, 'turnUpdate'],
      [3, 'message'],
      [4, 'turnUpdate'],
    ]);
    expect(events[2]?.data).toEqual({ username: 'Ana', message: 'hello', createdAt: expect.any(String) });
    const last = events[3]?.data as { room: Record<string, unknown> };
    expect(last.room).not.toHaveProperty('chats');
    expect(last.room).toMatchObject({ username: ['Ana', 'Ben'], currentTurn: 1, currentType: 'truth' });
    expect(stream.retry).toBe(2000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(stream.comments).toBeGreaterThanOrEqual(1);
    stream.close();
  });

  it('advances a turn once when 20 requests race for it', async () => {
    const room = await api.createRoom(uniqueName('Race'));
    const ana = await api.join(room._id, 'Ana');
    await api.join(room._id, 'Ben');
    await api.join(room._id, 'Cy');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => api.turn(room._id, 'Ana', i % 2 === 0 ? 'truth' : 'dare', ana)),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const after = (await api.getRoom(room._id)).body;
    expect(after.currentTurn).toBe(1);
    // One turnUpdate for the turn after the three joins.
    expect(after.currentPrompt).not.toBe('');
    const stream = await openSse(`${server.baseUrl}/api/${room._id}/stream`, { 'last-event-id': '0' });
    // Every racer has its answer, so a second winner's turnUpdate would come before this marker.
    expect((await api.chat(room._id, 'Ana', 'marker', ana)).status).toBe(201);
    const events = (await stream.waitForMarker(chatMessage('marker'))).slice(0, -1);
    expect(events).toHaveLength(4);
    expect(events.map((event) => event.id)).toEqual([1, 2, 3, 4]);
    stream.close();
  });

  it('replays exactly what a client missed after Last-Event-ID, then continues live without a gap or a repeat', async () => {
    const room = await api.createRoom(uniqueName('Replay'));
    const ana = await api.join(room._id, 'Ana');
    const others = await Promise.all(
      Array.from({ length: 10 }, (_, i) => api.join(room._id, `P${i}`).then((token) => ({ name: `P${i}`, token }))),
    );
    const first = await openSse(`${server.baseUrl}/api/${room._id}/stream`);
    await api.chat(room._id, 'Ana', 'before', ana);
    const [seen] = await first.waitFor(1);
    first.close();
    // 50 messages while disconnected: ten players, five each (the chat limit is 5 per 5 s per player).
    for (let round = 0; round < 5; round += 1) {
      for (const player of others)
        expect((await api.chat(room._id, player.name, `missed ${player.name}-${round}`, player.token)).status).toBe(
          201,
        );
    }
    const again = await openSse(`${server.baseUrl}/api/${room._id}/stream`, { 'last-event-id': String(seen?.id) });
    const replayed = await again.waitFor(50);
    // And live ones while the replay may still be running; a repeat would come before the marker.
    await api.chat(room._id, 'Ana', 'after', ana);
    await again.waitFor(51);
    expect((await api.chat(room._id, 'Ana', 'marker', ana)).status).toBe(201);
    const all = (await again.waitForMarker(chatMessage('marker'))).slice(0, -1);
    expect(all).toHaveLength(51);
    const ids = all.map((event) => event.id);
    expect(ids).toEqual(Array.from({ length: 51 }, (_, i) => (seen?.id ?? 0) + 1 + i));
    const texts = replayed.slice(0, 50).map((event) => (event.data as { message: string }).message);
    expect(new Set(texts).size).toBe(50);
    expect(texts.every((text) => text.startsWith('missed '))).toBe(true);
    expect((all[50]?.data as { message: string }).message).toBe('after');
    again.close();
  });

  it('starts a first connection from ?lastEventId= so a loaded room misses nothing', async () => {
    const room = await api.createRoom(uniqueName('Loaded'));
    const ana = await api.join(room._id, 'Ana');
    const loaded = await api.getRoom(room._id);
    await api.chat(room._id, 'Ana', 'between load and stream', ana);
    const stream = await openSse(
      `${server.baseUrl}/api/${room._id}/stream?lastEventId=${loaded.headers.get('x-last-event-id')}`,
    );
    const [event] = await stream.waitFor(1);
    expect((event?.data as { message: string }).message).toBe('between load and stream');
    stream.close();
  });
});

describe.each(TEST_DATABASES)('presence and room deletion on %s', (database) => {
  let server: TestServer;
  let api: ReturnType<typeof roomsClient>;
  beforeAll(async () => {
    server = await startTestServer(database, {
      ...FAST,
      PLAYER_TIMEOUT_MS: '600',
      ROOM_TIMEOUT_MS: '1500',
      ROOM_SWEEP_INTERVAL_MS: '50',
    });
    api = roomsClient(server.baseUrl);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lets a silent player go while a pinging one stays, then deletes the inactive room with roomClosed', async () => {
    const room = await api.createRoom(uniqueName('Presence'));
    const ana = await api.join(room._id, 'Ana');
    await api.join(room._id, 'Ben');
    const stream = await openSse(`${server.baseUrl}/api/${room._id}/stream`);
    // Ana pings; Ben stays silent.
    const started = Date.now();
    while (Date.now() - started < 1_000) {
      expect((await api.ping(room._id, 'Ana', ana)).status).toBe(204);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const [left] = await stream.waitFor(1);
    expect(left?.event).toBe('turnUpdate');
    expect((left?.data as { room: { username: string[] } }).room.username).toEqual(['Ana']);
    expect((await api.getRoom(room._id)).body.username).toEqual(['Ana']);
    // Now everyone is silent: Ana leaves after 0.6 s, the room goes after 1.5 s without activity.
    await stream.waitForEnd(5_000);
    expect(stream.events.at(-1)).toMatchObject({ event: 'roomClosed', data: {} });
    expect(stream.events.map((event) => event.event)).toEqual(['turnUpdate', 'turnUpdate', 'roomClosed']);
    expect((await api.getRoom(room._id)).status).toBe(404);
    // The name is free again once the room is gone.
    expect((await api.call('POST', '/api/createRoom', { roomName: room.roomName, roomType: 'public' })).status).toBe(
      201,
    );
  }, 20_000);
});
