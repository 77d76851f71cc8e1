import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Database } from '../src/database/database';
import { RoomCommands } from '../src/rooms/commands/room-commands.service';
import { SeatedPlayers } from '../src/rooms/commands/seated-players';
import { rawGet } from './raw-get';
import { roomsClient, uniqueName } from './rooms-client';
import { chatMessage, openSse, type ReceivedEvent } from './sse-client';
import { TEST_DATABASES, startTestServer, type TestServer } from './test-server';
import { KNOWN_CODE } from './api-error-body';

const FAST = { RATE_LIMIT_CREATE_ROOM_PER_MINUTE: '1000', RATE_LIMIT_JOIN_ROOM_PER_MINUTE: '1000' };
const TOKEN_NOT_VALID = { error: 'This player token is not valid in this room.', code: KNOWN_CODE };
const REMOVED: ReceivedEvent = { id: Number.NaN, event: 'removed', data: { reason: 'kicked' } };

const streamUrl = (server: TestServer, roomId: string, token?: string) =>
  `${server.baseUrl}/api/${roomId}/stream${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`;

/** The stream's answer when it is refused: status, content type and JSON body. */
async function refusedStream(url: string) {
  const answer = await rawGet(url, { accept: 'text/event-stream' });
  return {
    status: answer.status,
    type: answer.headers['content-type'],
    body: JSON.parse(answer.body.toString('utf8')) as unknown,
  };
}

describe.each(TEST_DATABASES)('a removed player on %s', (database) => {
  let server: TestServer;
  let api: ReturnType<typeof roomsClient>;
  beforeAll(async () => {
    server = await startTestServer(database, FAST);
    api = roomsClient(server.baseUrl);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A room with Ana (the host), Ben and Cy seated, and their tokens. */
  async function roomOfThree() {
    const room = await api.createRoom(uniqueName('Removed'));
    const ana = await api.join(room._id, 'Ana');
    const ben = await api.join(room._id, 'Ben');
    const cy = await api.join(room._id, 'Cy');
    return { roomId: room._id, ana, ben, cy };
  }

  it('answers a command from a seat that went after its token was checked as a lookup now would: 401', async () => {
    const { roomId, ana, ben } = await roomOfThree();
    const rooms = server.app.get(RoomCommands);
    // Ben's seat as a call checked it (perhaps from a cache, or a moment before the kick)...
    const benSeat = await server.app.get(SeatedPlayers).authenticate(roomId, ben);
    expect((await api.call('POST', `/api/${roomId}/kick`, { username: 'Ben' }, ana)).status).toBe(204);
    // ...reaches the rules only after his seat went.
    await expect(rooms.takeTurn(benSeat, 'truth')).rejects.toMatchObject({
      status: 401,
      message: TOKEN_NOT_VALID.error,
    });
    await expect(rooms.command(benSeat, { type: 'pass', playerId: benSeat.id })).rejects.toMatchObject({ status: 401 });
    // Leaving twice is no error.
    await expect(rooms.leave(benSeat)).resolves.toBeUndefined();
  });

  it("ends the kicked player's streams on `removed`, sent to no one else, and refuses their token afterwards", async () => {
    const { roomId, ana, ben, cy } = await roomOfThree();
    // Ben in two tabs, one of them replaying the room from the start.
    const benStreams = [
      await openSse(streamUrl(server, roomId, ben)),
      await openSse(`${streamUrl(server, roomId, ben)}&lastEventId=0`),
    ];
    const others = [
      await openSse(streamUrl(server, roomId, ana)),
      await openSse(streamUrl(server, roomId, cy)),
      await openSse(streamUrl(server, roomId)),
    ];
    for (const stream of [...benStreams, ...others]) expect(stream.status).toBe(200);
    await benStreams[1]?.waitFor(3);

    expect((await api.call('POST', `/api/${roomId}/kick`, { username: 'Ben' }, ana)).status).toBe(204);
    for (const stream of benStreams) {
      await stream.waitForEnd();
      // No id line: the client's Last-Event-ID stays on the room's own events.
      expect(stream.events.filter((event) => event.event === 'removed')).toEqual([REMOVED]);
      expect(stream.events.at(-1)).toEqual(REMOVED);
    }

    // Anything addressed to the others would arrive before this marker.
    expect((await api.chat(roomId, 'Ana', 'after the kick', ana)).status).toBe(201);
    for (const stream of others) {
      const events = await stream.waitForMarker(chatMessage('after the kick'));
      expect(events.map((event) => event.event)).toEqual(['turnUpdate', 'message']);
      expect((events[0]?.data as { room: { username: string[] } }).room.username).toEqual(['Ana', 'Cy']);
      expect(Number.isInteger(events[0]?.id)).toBe(true);
      expect(stream.ended).toBe(false);
      stream.close();
    }

    // The seat row is gone with its token hash, so the old token opens nothing again.
    const seats = await server.app
      .get(Database)
      .query('SELECT username FROM players WHERE room_id = $1 ORDER BY username', [roomId]);
    expect(seats.rows.map((row) => row.username)).toEqual(['Ana', 'Cy']);
    expect(await refusedStream(streamUrl(server, roomId, ben))).toEqual({
      status: 401,
      type: 'application/json; charset=utf-8',
      body: TOKEN_NOT_VALID,
    });
    expect(await refusedStream(`${streamUrl(server, roomId, ben)}&lastEventId=0`)).toMatchObject({ status: 401 });
  });

  it('answers 401 to a token of no player seated in the room and 404 without the room, and streams as before without a token', async () => {
    const { roomId, ana } = await roomOfThree();
    const elsewhere = await api.createRoom(uniqueName('Elsewhere'));
    const strangerToken = await api.join(elsewhere._id, 'Zed');
    for (const token of ['not-a-token', '', strangerToken]) {
      expect(await refusedStream(streamUrl(server, roomId, token))).toEqual({
        status: 401,
        type: 'application/json; charset=utf-8',
        body: TOKEN_NOT_VALID,
      });
    }
    expect(await refusedStream(streamUrl(server, 'AAAAAAAAAAAAAAAAAAAAAA', ana))).toMatchObject({
      status: 404,
      body: { error: 'Room not found.', code: KNOWN_CODE },
    });

    const anonymous = await openSse(`${server.baseUrl}/api/${roomId}/stream?lastEventId=0`);
    expect(anonymous.status).toBe(200);
    expect((await anonymous.waitFor(3)).map((event) => [event.id, event.event])).toEqual([
      [1, 'turnUpdate'],
      [2, 'turnUpdate'],
      [3, 'turnUpdate'],
    ]);
    // A seated player's stream carries the room's events like any other.
    const dee = await openSse(streamUrl(server, roomId, await api.join(roomId, 'Dee')));
    expect(dee.status).toBe(200);
    expect((await api.chat(roomId, 'Ana', 'hello Dee', ana)).status).toBe(201);
    expect((await dee.waitForMarker(chatMessage('hello Dee'))).map((event) => [event.id, event.event])).toEqual([
      [5, 'message'],
    ]);
    anonymous.close();
    dee.close();
  });
});

describe.each(TEST_DATABASES)('player tokens in stream addresses on %s', (database) => {
  let server: TestServer;
  let api: ReturnType<typeof roomsClient>;
  const logged: string[] = [];
  beforeAll(async () => {
    // Every log line of this server, requests included, is kept instead of printed.
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      logged.push(String(chunk));
      return true;
    });
    server = await startTestServer(database, { ...FAST, LOG_LEVEL: 'debug' });
    api = roomsClient(server.baseUrl);
  });
  afterAll(async () => {
    await server?.close();
    vi.restoreAllMocks();
  });

  it('never reach the logs', async () => {
    const room = await api.createRoom(uniqueName('Quiet'));
    const ana = await api.join(room._id, 'Ana');
    const ben = await api.join(room._id, 'Ben');
    const stream = await openSse(streamUrl(server, room._id, ben));
    expect(stream.status).toBe(200);
    expect((await refusedStream(streamUrl(server, room._id, `${ben}x`))).status).toBe(401);
    // Other methods on the stream's path, and other calls, go through the application's request log.
    expect((await api.call('POST', `/api/${room._id}/stream?token=${ben}`, {})).status).toBe(404);
    expect((await api.call('GET', `/api/rooms/${room._id}?token=${ana}`)).status).toBe(200);
    expect((await api.call('POST', `/api/${room._id}/kick`, { username: 'Ben' }, ana)).status).toBe(204);
    await stream.waitForEnd();
    const text = logged.join('');
    expect(text).toContain('"msg":"request"');
    expect(text).toContain(`/api/${room._id}/stream`);
    for (const token of [ana, ben]) expect(text).not.toContain(token);
  });
});
