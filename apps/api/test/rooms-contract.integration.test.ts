import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomsClient, uniqueName } from './rooms-client';
import { startTestServer, type TestServer } from './test-server';
import { ROOMS_SETUPS, startRooms, type RoomsUnderTest } from './rooms-setups';
import { KNOWN_CODE } from './api-error-body';

// The room object of docs/api.md#the-room-object, host, lock and code included.
const ROOM_KEYS = [
  '_id',
  'chats',
  'code',
  'currentPrompt',
  'currentPromptAddress',
  'currentPromptId',
  'currentTurn',
  'currentType',
  'host',
  'language',
  'locked',
  'passesUsed',
  'promptFor',
  'roomName',
  'roomType',
  'settings',
  'turnDeadline',
  'username',
  'videoCallActive',
  'videoParticipants',
];
const MISSING_ROOM = 'AAAAAAAAAAAAAAAAAAAAAA';

// Every status of the contract's rooms table, on SQLite and (in CI) PostgreSQL, with player calls as
// requests and as room socket commands (rooms-setups.ts).
describe.each(ROOMS_SETUPS)('rooms contract ($label)', (setup) => {
  let rooms: RoomsUnderTest;
  let api: RoomsUnderTest['api'];
  beforeAll(async () => {
    rooms = await startRooms(setup, {
      RATE_LIMIT_CREATE_ROOM_PER_MINUTE: '1000',
      RATE_LIMIT_JOIN_ROOM_PER_MINUTE: '1000',
      // Over the socket transport every player of a room holds a socket, all from this one address.
      STREAM_LIMIT_PER_ROOM: '100',
    });
    api = rooms.api;
  });
  afterAll(async () => {
    await rooms?.close();
  });

  describe('POST /api/createRoom', () => {
    it('answers 201 with the new room and an unguessable id', async () => {
      const answer = await api.call('POST', '/api/createRoom', { roomName: '  Friday Night  ', roomType: 'private' });
      expect(answer.status).toBe(201);
      expect(Object.keys(answer.body.room).sort()).toEqual(ROOM_KEYS);
      expect(answer.body.room).toMatchObject({
        roomName: 'Friday Night',
        roomType: 'private',
        username: [],
        chats: [],
        currentTurn: 0,
        currentPrompt: '',
        currentType: '',
        videoCallActive: false,
        videoParticipants: [],
      });
      expect(answer.body.room._id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    });

    it('answers 400 for a missing or invalid field', async () => {
      const cases: [unknown, string][] = [
        [{ roomType: 'public' }, 'Room name is required.'],
        [{ roomName: '   ', roomType: 'public' }, 'Room name is required.'],
        [{ roomName: 'r'.repeat(41), roomType: 'public' }, 'Room name must be at most 40 characters.'],
        [{ roomName: 'Fine', roomType: 'secret' }, 'Room type must be public or private.'],
        [{ roomName: 'Fine' }, 'Room type must be public or private.'],
        [[], 'The request body must be a JSON object.'],
        [{ roomName: 42, roomType: 'public' }, 'Room name is required.'],
      ];
      for (const [body, message] of cases) {
        const answer = await api.call('POST', '/api/createRoom', body);
        expect(answer.status, JSON.stringify(body)).toBe(400);
        expect(answer.body).toEqual({ error: message, code: KNOWN_CODE });
      }
    });

    it('answers 409 for a live room name in any case', async () => {
      const name = uniqueName('Taken');
      await api.createRoom(name);
      const answer = await api.call('POST', '/api/createRoom', { roomName: name.toUpperCase(), roomType: 'private' });
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({ error: 'Room name already exists', code: KNOWN_CODE });
    });
  });

  describe('GET /api/public', () => {
    it('lists public rooms only, newest first, with their players', async () => {
      const older = await api.createRoom(uniqueName('Older'));
      const hidden = await api.createRoom(uniqueName('Hidden'), 'private');
      await new Promise((resolve) => setTimeout(resolve, 5));
      const newer = await api.createRoom(uniqueName('Newer'));
      await api.join(newer._id, 'Ana');
      await api.join(newer._id, 'Ben');
      const answer = await api.call('GET', '/api/public');
      expect(answer.status).toBe(200);
      const ids = answer.body.map((room: { _id: string }) => room._id);
      expect(ids).not.toContain(hidden._id);
      expect(ids.indexOf(newer._id)).toBeLessThan(ids.indexOf(older._id));
      expect(answer.body[ids.indexOf(newer._id)]).toEqual({
        _id: newer._id,
        roomName: newer.roomName,
        username: ['Ana', 'Ben'],
        locked: false,
        rating: 'family',
        videoCallActive: false,
        language: 'en',
      });
    });
  });

  describe('GET /api/rooms/:roomId', () => {
    it('answers 200 with the room and the id of its newest event', async () => {
      const room = await api.createRoom(uniqueName('Read'));
      const token = await api.join(room._id, 'Ana');
      await api.chat(room._id, 'Ana', 'hello', token);
      const answer = await api.getRoom(room._id);
      expect(answer.status).toBe(200);
      expect(answer.body.username).toEqual(['Ana']);
      expect(answer.body.chats).toEqual([
        { username: 'Ana', message: 'hello', createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) },
      ]);
      expect(answer.headers.get('x-last-event-id')).toBe('2');
    });

    it('answers 404 for an unknown or malformed id', async () => {
      for (const id of [MISSING_ROOM, 'nope', '%3Cscript%3E']) {
        const answer = await api.getRoom(id);
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual({ error: 'Room not found.', code: KNOWN_CODE });
      }
    });

    it('carries only the last 100 chat messages', async () => {
      const room = await api.createRoom(uniqueName('Chatty'));
      const tokens = await Promise.all(
        [
          'A',
          'B',
          'C',
          'D',
          'E',
          'F',
          'G',
          'H',
          'I',
          'J',
          'K',
          'L',
          'M',
          'N',
          'O',
          'P',
          'Q',
          'R',
          'S',
          'T',
          'U',
          'V',
        ].map((name) => api.join(room._id, name).then((token) => [name, token] as const)),
      );
      let sent = 0;
      for (const [name, token] of tokens) {
        for (let i = 0; i < 5; i += 1) {
          sent += 1;
          const sentAnswer = await api.chat(room._id, name, `message ${sent}`, token);
          expect(sentAnswer.status, `${name} ${i} ${JSON.stringify(sentAnswer.body)}`).toBe(201);
        }
      }
      const chats = (await api.getRoom(room._id)).body.chats as { message: string }[];
      expect(chats).toHaveLength(100);
      expect(chats[0]?.message).toBe(`message ${sent - 99}`);
      expect(chats[99]?.message).toBe(`message ${sent}`);
    });
  });

  describe('PATCH /api/:roomId/join', () => {
    it('answers 200 with the room and a secret player token', async () => {
      const room = await api.createRoom(uniqueName('Join'));
      const answer = await api.call('PATCH', `/api/${room._id}/join`, { username: '  Ana  ' });
      expect(answer.status).toBe(200);
      expect(answer.body.room.username).toEqual(['Ana']);
      expect(answer.body.playerToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it('answers 400 for an empty or too long name, 404 for no room', async () => {
      const room = await api.createRoom(uniqueName('Join400'));
      expect((await api.call('PATCH', `/api/${room._id}/join`, { username: '  ' })).body).toEqual({
        error: 'Username is required.',
        code: KNOWN_CODE,
      });
      const tooLong = await api.call('PATCH', `/api/${room._id}/join`, { username: 'x'.repeat(25) });
      expect([tooLong.status, tooLong.body]).toEqual([
        400,
        { error: 'Username must be at most 24 characters.', code: KNOWN_CODE },
      ]);
      expect((await api.call('PATCH', `/api/${MISSING_ROOM}/join`, { username: 'Ana' })).status).toBe(404);
    });

    it('answers 409 for a name already in the room in any case', async () => {
      const room = await api.createRoom(uniqueName('Join409'));
      await api.join(room._id, 'Ana');
      const answer = await api.call('PATCH', `/api/${room._id}/join`, { username: 'ANA' });
      expect([answer.status, answer.body]).toEqual([409, { error: 'Username already exists', code: KNOWN_CODE }]);
    });
  });

  describe('calls that need a player token', () => {
    let roomId: string;
    let ana: string;
    let ben: string;
    beforeAll(async () => {
      roomId = (await api.createRoom(uniqueName('Tokens')))._id;
      ana = await api.join(roomId, 'Ana');
      ben = await api.join(roomId, 'Ben');
    });

    it('chat: 201 with the message; 400 empty or too long', async () => {
      const answer = await api.chat(roomId, 'Ana', '  hi all  ', ana);
      expect(answer.status).toBe(201);
      expect(answer.body.chat).toEqual({ username: 'Ana', message: 'hi all', createdAt: expect.any(String) });
      expect((await api.chat(roomId, 'Ana', '   ', ana)).body).toEqual({
        error: 'Message is required.',
        code: KNOWN_CODE,
      });
      expect((await api.chat(roomId, 'Ana', 'm'.repeat(501), ana)).body).toEqual({
        error: 'Message must be at most 500 characters.',
        code: KNOWN_CODE,
      });
      expect((await api.chat(roomId, 'Ana', 'm'.repeat(500), ana)).status).toBe(201);
    });

    it('401 without a token or with a wrong one, 403 with another player’s name, 404 without the room', async () => {
      for (const call of [
        () => api.chat(roomId, 'Ana', 'hi'),
        () => api.turn(roomId, 'Ana', 'truth'),
        () => api.ping(roomId, 'Ana'),
        () => api.leave(roomId, 'Ana'),
        () => api.chat(roomId, 'Ana', 'hi', 'not-a-real-token'),
        () => api.turn(roomId, 'Ana', 'truth', 'not-a-real-token'),
      ]) {
        const answer = await call();
        expect(answer.status).toBe(401);
        expect(typeof answer.body.error).toBe('string');
      }
      for (const call of [
        () => api.chat(roomId, 'Ana', 'hi', ben),
        () => api.turn(roomId, 'Ana', 'truth', ben),
        () => api.ping(roomId, 'Ana', ben),
        () => api.leave(roomId, 'Ana', ben),
      ]) {
        const answer = await call();
        expect(answer.status).toBe(403);
        expect(answer.body).toEqual({ error: 'This player token belongs to another player.', code: KNOWN_CODE });
      }
      expect((await api.chat(MISSING_ROOM, 'Ana', 'hi', ana)).status).toBe(404);
      expect((await api.turn(MISSING_ROOM, 'Ana', 'truth')).status).toBe(404);
    });

    it('a token is good only in its own room', async () => {
      const other = await api.createRoom(uniqueName('Other'));
      const gil = await api.join(other._id, 'Gil');
      expect((await api.chat(roomId, 'Gil', 'hi', gil)).status).toBe(401);
      expect((await api.chat(other._id, 'Gil', 'hi', gil)).status).toBe(201);
    });

    it('turn: 200 moves the turn with a prompt; 400 bad type; 409 not your turn', async () => {
      expect((await api.turn(roomId, 'Ana', 'both', ana)).body).toEqual({
        error: 'Type must be truth or dare.',
        code: KNOWN_CODE,
      });
      const notYours = await api.turn(roomId, 'Ben', 'truth', ben);
      expect([notYours.status, notYours.body]).toEqual([409, { error: "It's not your turn!", code: KNOWN_CODE }]);
      const taken = await api.turn(roomId, 'Ana', 'dare', ana);
      expect(taken.status).toBe(200);
      expect(taken.body.room).toMatchObject({ currentTurn: 1, currentType: 'dare' });
      expect(taken.body.room.currentPrompt.length).toBeGreaterThan(9);
      const wraps = await api.turn(roomId, 'Ben', 'truth', ben);
      expect(wraps.body.room).toMatchObject({ currentTurn: 0, currentType: 'truth' });
    });

    it('ping answers 204', async () => {
      const answer = await api.ping(roomId, 'Ana', ana);
      expect([answer.status, answer.body]).toEqual([204, null]);
    });

    it('leave answers 204 and the player is gone at once; the token stops working', async () => {
      const room = await api.createRoom(uniqueName('Leave'));
      const cy = await api.join(room._id, 'Cy');
      await api.join(room._id, 'Dee');
      expect((await api.leave(room._id, 'Cy', cy)).status).toBe(204);
      expect((await api.getRoom(room._id)).body.username).toEqual(['Dee']);
      expect((await api.chat(room._id, 'Cy', 'still here?', cy)).status).toBe(401);
    });

    it('chat: 429 after 5 messages in 5 s from one player, with the JSON body', async () => {
      const room = await api.createRoom(uniqueName('Flood'));
      const token = await api.join(room._id, 'Eve');
      const statuses: number[] = [];
      for (let i = 0; i < 7; i += 1) statuses.push((await api.chat(room._id, 'Eve', `m${i}`, token)).status);
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
      const limited = await api.chat(room._id, 'Eve', 'again', token);
      expect(limited.body).toEqual({ error: 'Too many requests. Please slow down.', code: KNOWN_CODE });
      // Another player is not held back by Eve's flood.
      const other = await api.join(room._id, 'Fay');
      expect((await api.chat(room._id, 'Fay', 'hi', other)).status).toBe(201);
    });
  });

  describe('GET /api/:roomId/video-call', () => {
    it('answers 200 with the call state, 404 without the room', async () => {
      const room = await api.createRoom(uniqueName('Video'));
      const answer = await api.call('GET', `/api/${room._id}/video-call`);
      expect([answer.status, answer.body]).toEqual([200, { videoCallActive: false, videoParticipants: [] }]);
      expect((await api.call('GET', `/api/${MISSING_ROOM}/video-call`)).status).toBe(404);
    });
  });
});

describe('rooms rate limits per client address', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite', {
      RATE_LIMIT_CREATE_ROOM_PER_MINUTE: '3',
      RATE_LIMIT_JOIN_ROOM_PER_MINUTE: '4',
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 429 with the JSON body once an address creates or joins too often', async () => {
    const api = roomsClient(server.baseUrl);
    const statuses: number[] = [];
    let roomId = '';
    for (let i = 0; i < 4; i += 1) {
      const answer = await api.call('POST', '/api/createRoom', { roomName: `Room ${i}`, roomType: 'public' });
      statuses.push(answer.status);
      if (answer.status === 201) roomId = answer.body.room._id;
    }
    expect(statuses).toEqual([201, 201, 201, 429]);
    const joins: number[] = [];
    for (let i = 0; i < 5; i += 1)
      joins.push((await api.call('PATCH', `/api/${roomId}/join`, { username: `P${i}` })).status);
    expect(joins).toEqual([200, 200, 200, 200, 429]);
    const limited = await api.call('PATCH', `/api/${roomId}/join`, { username: 'Late' });
    expect(limited.body).toEqual({ error: 'Too many requests. Please slow down.', code: KNOWN_CODE });
  });
});
