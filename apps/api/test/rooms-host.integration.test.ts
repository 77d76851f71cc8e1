import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomsClient, uniqueName } from './rooms-client';
import { TEST_DATABASES, startTestServer, type TestServer } from './test-server';
import { ROOMS_SETUPS, startRooms, type RoomsUnderTest } from './rooms-setups';
import { KNOWN_CODE } from './api-error-body';

const FAST = {
  RATE_LIMIT_CREATE_ROOM_PER_MINUTE: '1000',
  RATE_LIMIT_JOIN_ROOM_PER_MINUTE: '1000',
  RATE_LIMIT_WRONG_CODES_PER_MINUTE: '3',
};
const NOT_HOST = { error: 'Only the host can do that.', code: KNOWN_CODE };

describe.each(ROOMS_SETUPS)('the room host ($label)', (setup) => {
  let rooms: RoomsUnderTest;
  let api: RoomsUnderTest['api'];
  beforeAll(async () => {
    rooms = await startRooms(setup, FAST);
    ({ api } = rooms);
  });
  afterAll(async () => {
    await rooms?.close();
  });

  /** A room with Ana (the host), Ben and Cy seated, and their tokens. */
  async function roomOfThree() {
    const room = await api.createRoom(uniqueName('Host'));
    const ana = await api.join(room._id, 'Ana');
    const ben = await api.join(room._id, 'Ben');
    const cy = await api.join(room._id, 'Cy');
    return { roomId: room._id, ana, ben, cy };
  }

  it('makes the first player in the host and hands the role to the next player in turn order when the host leaves', async () => {
    const { roomId, ana } = await roomOfThree();
    expect((await api.getRoom(roomId)).body.host).toBe('Ana');
    expect((await api.leave(roomId, 'Ana', ana)).status).toBe(204);
    expect((await api.getRoom(roomId)).body).toMatchObject({ username: ['Ben', 'Cy'], host: 'Ben' });
  });

  it('answers every host call from another player with 403, changing nothing', async () => {
    const { roomId, ben } = await roomOfThree();
    const before = (await api.getRoom(roomId)).body;
    for (const [path, body] of [
      ['kick', { username: 'Cy' }],
      ['skip', {}],
      ['lock', { locked: true }],
      ['host', { username: 'Ben' }],
    ] as const) {
      const answer = await api.call('POST', `/api/${roomId}/${path}`, body, ben);
      expect([path, answer.status, answer.body]).toEqual([path, 403, NOT_HOST]);
    }
    expect((await api.getRoom(roomId)).body).toEqual(before);
  });

  it('lets the host remove a player, whose token can never act again', async () => {
    const { roomId, ana, ben } = await roomOfThree();
    expect((await api.call('POST', `/api/${roomId}/kick`, { username: 'ben' }, ana)).status).toBe(204);
    expect((await api.getRoom(roomId)).body.username).toEqual(['Ana', 'Cy']);
    expect((await api.chat(roomId, 'Ben', 'still here?', ben)).status).toBe(401);
    expect((await api.ping(roomId, 'Ben', ben)).status).toBe(401);
    expect((await api.leave(roomId, 'Ben', ben)).status).toBe(401);
    expect((await api.call('POST', `/api/${roomId}/kick`, { username: 'Zed' }, ana)).status).toBe(404);
    expect((await api.call('POST', `/api/${roomId}/kick`, { username: 'Ana' }, ana)).status).toBe(409);
  });

  it('lets the host skip the current turn and hand the host role on', async () => {
    const { roomId, ana, ben } = await roomOfThree();
    const skipped = await api.call('POST', `/api/${roomId}/skip`, {}, ana);
    expect(skipped.status).toBe(200);
    expect(skipped.body.room).toMatchObject({ currentTurn: 1, host: 'Ana' });
    const handed = await api.call('POST', `/api/${roomId}/host`, { username: 'Ben' }, ana);
    expect(handed.body.room.host).toBe('Ben');
    expect((await api.call('POST', `/api/${roomId}/skip`, {}, ana)).status).toBe(403);
    expect((await api.call('POST', `/api/${roomId}/skip`, {}, ben)).status).toBe(200);
  });

  it('locks the room against new players, keeping those seated, until the host unlocks it', async () => {
    const { roomId, ana, cy } = await roomOfThree();
    const locked = await api.call('POST', `/api/${roomId}/lock`, { locked: true }, ana);
    expect(locked.body.room.locked).toBe(true);
    const refused = await api.call('PATCH', `/api/${roomId}/join`, { username: 'Dee' });
    expect([refused.status, refused.body]).toEqual([403, { error: 'This room is locked.', code: KNOWN_CODE }]);
    expect((await api.chat(roomId, 'Cy', 'we are still in', cy)).status).toBe(201);
    const listed = (await api.call('GET', '/api/public')).body.find((entry: { _id: string }) => entry._id === roomId);
    expect(listed.locked).toBe(true);
    expect((await api.call('POST', `/api/${roomId}/lock`, { locked: 'yes' }, ana)).status).toBe(400);
    await api.call('POST', `/api/${roomId}/lock`, { locked: false }, ana);
    expect((await api.call('PATCH', `/api/${roomId}/join`, { username: 'Dee' })).status).toBe(200);
  });

  it('keeps a host skip and a racing turn consistent: one after the other, never both on the same turn', async () => {
    const { roomId, ana, ben } = await roomOfThree();
    await api.turn(roomId, 'Ana', 'truth', ana);
    const [skip, turn] = await Promise.all([
      api.call('POST', `/api/${roomId}/skip`, {}, ana),
      api.turn(roomId, 'Ben', 'dare', ben),
    ]);
    expect(skip.status).toBe(200);
    const final = (await api.getRoom(roomId)).body;
    // Turn then skip: Ben's dare counts and the skip passes Cy. Skip then turn: Ben's dare is refused.
    expect([
      [200, 0],
      [409, 2],
    ]).toContainEqual([turn.status, final.currentTurn]);
  });
});

describe.each(TEST_DATABASES)('room codes on %s', (database) => {
  let server: TestServer;
  let api: ReturnType<typeof roomsClient>;
  beforeAll(async () => {
    server = await startTestServer(database, FAST);
    api = roomsClient(server.baseUrl);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('gives every room a 6-character code that finds it, whatever the case', async () => {
    const name = uniqueName('Coded');
    const room = await api.createRoom(name);
    expect(room.code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
    const found = await api.call('GET', `/api/code/${room.code.toLowerCase()}`);
    expect([found.status, found.body]).toEqual([200, { _id: room._id, roomName: name }]);
    expect((await api.getRoom(room._id)).body.code).toBe(room.code);
  });

  it('answers 404 for a code that finds no room and 429 once an address has used up its wrong codes', async () => {
    const room = await api.createRoom(uniqueName('Guarded'));
    const statuses: number[] = [];
    for (const code of ['ZZZZZZ', 'not-a-code', 'YYYYYY', 'XXXXXX'])
      statuses.push((await api.call('GET', `/api/code/${code}`)).status);
    expect(statuses).toEqual([404, 404, 404, 429]);
    expect((await api.call('GET', `/api/code/${room.code}`)).status).toBe(429);
  });
});
