import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOM_SOCKET_LIMITS, SOCKET_CLOSE } from '@truth-or-dare/room-protocol';
import { roomsClient, uniqueName } from './rooms-client';
import { TEST_DATABASES, startTestServer, type TestServer } from './test-server';
import { openTestSocket, refusedUpgrade, type TestSocket } from './socket-client';
import { pollUntil, sleep } from './poll';

const MISSING_ROOM = 'AAAAAAAAAAAAAAAAAAAAAA';

// What the contract's "Rooms III" section says of the socket itself; the calls' own cases run over
// both transports in rooms-contract.integration.test.ts.
describe.each(TEST_DATABASES)('the room socket on %s', (database) => {
  let server: TestServer;
  let api: ReturnType<typeof roomsClient>;
  const sockets: TestSocket[] = [];
  const open = async (roomId: string) => {
    const socket = await openTestSocket(server.baseUrl, roomId);
    sockets.push(socket);
    return socket;
  };
  beforeAll(async () => {
    server = await startTestServer(database, {
      RATE_LIMIT_CREATE_ROOM_PER_MINUTE: '1000',
      RATE_LIMIT_JOIN_ROOM_PER_MINUTE: '100000',
      SOCKET_ORIGINS: 'https://friends.example',
      SOCKET_PING_INTERVAL_MS: '400',
    });
    api = roomsClient(server.baseUrl);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server?.close();
  });

  async function roomWith(...names: string[]) {
    const room = await api.createRoom(uniqueName('Socket'));
    const tokens: string[] = [];
    for (const name of names) tokens.push(await api.join(room._id, name));
    return { roomId: room._id, tokens };
  }

  describe('the upgrade', () => {
    it('is refused before it happens: 404 no room, 400 no tod.v1, 403 another origin', async () => {
      const { roomId } = await roomWith('Ana');
      expect(await refusedUpgrade(server.baseUrl, MISSING_ROOM)).toEqual({
        status: 404,
        body: { error: 'Room not found.', code: 'ROOM_NOT_FOUND' },
      });
      expect(await refusedUpgrade(server.baseUrl, 'not a room')).toMatchObject({ status: 404 });
      expect(await refusedUpgrade(server.baseUrl, roomId, { protocols: ['chat'] })).toMatchObject({ status: 400 });
      expect(await refusedUpgrade(server.baseUrl, roomId, { protocols: [] })).toMatchObject({ status: 400 });
      expect(await refusedUpgrade(server.baseUrl, roomId, { origin: 'https://evil.example' })).toMatchObject({
        status: 403,
      });
    });

    it("accepts the site's own origin, a listed one, and a client that sends none", async () => {
      const { roomId } = await roomWith('Ana');
      for (const origin of [server.baseUrl, 'https://friends.example', undefined]) {
        const socket = await open(roomId);
        expect(socket.socket.protocol).toBe('tod.v1');
        socket.close();
        const other = await openTestSocket(server.baseUrl, roomId, origin === undefined ? {} : { origin });
        other.close();
      }
    });
  });

  describe('hello and events', () => {
    it('replays after lastEventId, then ready, then live events with the stream ids; the sender gets its own chat', async () => {
      const { roomId, tokens } = await roomWith('Ana', 'Ben');
      const [ana, ben] = tokens as [string, string];
      await api.chat(roomId, 'Ana', 'before', ana);
      const head = await api.getRoom(roomId);
      const newest = Number(head.headers.get('x-last-event-id'));
      const listener = await open(roomId);
      expect(await listener.hello(null, newest - 1)).toEqual({ op: 'ready', complete: true });
      // The one missed event, before ready.
      expect(listener.frames[0]).toMatchObject({
        op: 'event',
        event: 'message',
        id: newest,
        data: { message: 'before' },
      });
      const benSocket = await open(roomId);
      await benSocket.hello(ben);
      const answer = await benSocket.command('chat', { message: 'hi all' });
      expect(answer).toEqual({
        op: 'ack',
        id: answer.id,
        status: 201,
        body: { chat: { username: 'Ben', message: 'hi all', createdAt: expect.any(String) } },
      });
      for (const socket of [listener, benSocket])
        await socket.waitFor((frame) => frame.event === 'message' && frame.data.message === 'hi all', 'the chat');
      expect(listener.events('message').map((frame) => frame.id)).toEqual([newest, newest + 1]);
    });

    it('with no lastEventId replays nothing', async () => {
      const { roomId, tokens } = await roomWith('Ana');
      await api.chat(roomId, 'Ana', 'old news', tokens[0]);
      const socket = await open(roomId);
      await socket.hello(null, null);
      expect(socket.frames).toEqual([{ op: 'ready', complete: true }]);
    });

    it('says ready is not complete when events after lastEventId are no longer kept', async () => {
      const { roomId } = await roomWith('Ana');
      // Every join and leave logs a turnUpdate; the log keeps a room's last 500 events, pruned every 50.
      for (let index = 0; index < 300; index += 1) {
        const token = await api.join(roomId, `P${index}`);
        await api.leave(roomId, `P${index}`, token);
      }
      const socket = await open(roomId);
      expect(await socket.hello(null, 1)).toEqual({ op: 'ready', complete: false });
    });

    it('closes with 4401 for a token of no player seated in the room', async () => {
      const { roomId } = await roomWith('Ana');
      const other = await roomWith('Zed');
      const socket = await open(roomId);
      socket.send({ op: 'hello', token: other.tokens[0], lastEventId: null });
      const closed = await socket.waitForClose();
      expect(closed.code).toBe(SOCKET_CLOSE.badToken);
      expect(JSON.parse(closed.reason)).toEqual({
        error: 'This player token is not valid in this room.',
        code: 'PLAYER_TOKEN_INVALID',
      });
    });

    it('sends removed and closes with 4403 when the host removes the player', async () => {
      const { roomId, tokens } = await roomWith('Ana', 'Ben');
      const host = await open(roomId);
      await host.hello(tokens[0] as string);
      const ben = await open(roomId);
      await ben.hello(tokens[1] as string);
      expect(await host.command('kick', { username: 'Ben' })).toMatchObject({ status: 204, body: null });
      expect((await ben.waitForClose()).code).toBe(SOCKET_CLOSE.removed);
      expect(ben.events('removed')).toEqual([{ op: 'event', event: 'removed', data: { reason: 'kicked' } }]);
    });
  });

  describe('commands', () => {
    it('answers a repeated id with the first answer and changes nothing', async () => {
      const { roomId, tokens } = await roomWith('Ana');
      const socket = await open(roomId);
      await socket.hello(tokens[0] as string);
      const first = await socket.command('chat', { message: 'once' }, 'same-id');
      // Sent again on another socket of the same player, as after a reconnect.
      const again = await open(roomId);
      await again.hello(tokens[0] as string);
      const second = await again.command('chat', { message: 'once' }, 'same-id');
      expect(second).toEqual(first);
      const room = await api.getRoom(roomId);
      expect(room.body.chats.map((chat: { message: string }) => chat.message)).toEqual(['once']);
    });

    it('answers an unknown call 404, a listening socket 401, and another name 403', async () => {
      const { roomId, tokens } = await roomWith('Ana');
      const socket = await open(roomId);
      await socket.hello(tokens[0] as string);
      expect(await socket.command('dance', {})).toMatchObject({
        status: 404,
        body: { error: 'There is no such call.', code: 'UNKNOWN_CALL' },
      });
      expect(await socket.command('chat', { username: 'Bob', message: 'hi' })).toMatchObject({
        status: 403,
        body: { code: 'PLAYER_TOKEN_OF_ANOTHER' },
      });
      expect(await socket.command('chat', { message: '' })).toMatchObject({ status: 400 });
      const listener = await open(roomId);
      await listener.hello(null);
      expect(await listener.command('chat', { username: 'Ana', message: 'hi' })).toMatchObject({
        status: 401,
        body: { code: 'PLAYER_TOKEN_REQUIRED' },
      });
    });

    it("shares the chat limit between a player's socket and requests", async () => {
      const { roomId, tokens } = await roomWith('Ana');
      const socket = await open(roomId);
      await socket.hello(tokens[0] as string);
      for (let index = 0; index < 5; index += 1)
        expect(await socket.command('chat', { message: `m${index}` })).toMatchObject({ status: 201 });
      expect((await api.chat(roomId, 'Ana', 'one more', tokens[0])).status).toBe(429);
      expect(await socket.command('chat', { message: 'and more' })).toMatchObject({
        status: 429,
        body: { code: 'TOO_MANY_REQUESTS' },
      });
    });

    it('closes with 4400 on a frame that is not JSON, an unknown op, or a command before ready', async () => {
      const { roomId } = await roomWith('Ana');
      for (const frame of ['not json', { op: 'dance' }, { op: 'cmd', id: 'a', call: 'chat', body: {} }]) {
        const socket = await open(roomId);
        socket.send(frame);
        expect((await socket.waitForClose()).code).toBe(SOCKET_CLOSE.badFrame);
      }
    });

    it('closes with 1009 on a frame over 64 KiB', async () => {
      const { roomId } = await roomWith('Ana');
      const socket = await open(roomId);
      socket.send('x'.repeat(ROOM_SOCKET_LIMITS.maxFrameBytes + 1));
      expect((await socket.waitForClose()).code).toBe(SOCKET_CLOSE.tooBig);
    });
  });

  describe('keep-alive', () => {
    it('pings every socket and cuts one that leaves two pings unanswered', async () => {
      const { roomId } = await roomWith('Ana');
      let pings = 0;
      const answering = await open(roomId);
      answering.socket.on('ping', () => (pings += 1));
      const silent = await openTestSocket(server.baseUrl, roomId, { autoPong: false });
      sockets.push(silent);
      // SOCKET_PING_INTERVAL_MS is 400 here.
      const closed = await silent.waitForClose(5_000);
      expect(closed.code).toBe(1006);
      expect(pings).toBeGreaterThanOrEqual(2);
      expect(answering.closed).toBeNull();
    });
  });
});

describe.each(TEST_DATABASES)('presence kept by a room socket on %s', (database) => {
  let server: TestServer;
  let api: ReturnType<typeof roomsClient>;
  beforeAll(async () => {
    server = await startTestServer(database, { PLAYER_TIMEOUT_MS: '1500', ROOM_SWEEP_INTERVAL_MS: '200' });
    api = roomsClient(server.baseUrl);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('keeps a player with an open socket present without pings, and lets them go after it closes', async () => {
    const room = await api.createRoom(uniqueName('Presence'));
    const ana = await api.join(room._id, 'Ana');
    await api.join(room._id, 'Ben');
    const socket = await openTestSocket(server.baseUrl, room._id);
    await socket.hello(ana);
    // Ben neither pings nor holds a socket; PLAYER_TIMEOUT_MS is 1.5 s here.
    await pollUntil('Ben to time out', async () => !(await api.getRoom(room._id)).body.username.includes('Ben'));
    await sleep(2_000);
    expect((await api.getRoom(room._id)).body.username).toEqual(['Ana']);
    socket.close();
    await socket.waitForClose();
    await pollUntil('Ana to time out once her socket closed', async () => {
      const answer = await api.getRoom(room._id);
      return answer.status === 404 || !answer.body.username.includes('Ana');
    });
  });
});
