import { RoomRequestError } from '@truth-or-dare/room-protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, json, makeRoom, ROOM_ID } from '../shared/online-rooms-test-helpers';
import { roomsApi } from './rooms-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

const seat = { username: 'Ana', token: 'secret' };

async function failure(promise: Promise<unknown>): Promise<RoomRequestError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof RoomRequestError) return error;
    throw error;
  }
  throw new Error('The call did not fail');
}

describe('rooms API client', () => {
  it('loads a room with the id of its newest event, or 0 without the header', async () => {
    const api = installFakeApi();
    expect(await roomsApi.loadRoom(ROOM_ID)).toEqual({ room: makeRoom(), lastEventId: 7 });
    api.on('GET', `/api/rooms/${ROOM_ID}`, () => json(200, makeRoom()));
    expect((await roomsApi.loadRoom(ROOM_ID)).lastEventId).toBe(0);
  });

  it('turns an error answer into RoomRequestError with the status and the server message', async () => {
    const api = installFakeApi();
    api.on('GET', `/api/rooms/${ROOM_ID}`, () => json(404, { error: 'Room not found' }));
    const error = await failure(roomsApi.loadRoom(ROOM_ID));
    expect([error.status, error.serverMessage]).toEqual([404, 'Room not found']);

    api.on('GET', `/api/rooms/${ROOM_ID}`, () => new Response('<html>bad gateway</html>', { status: 502 }));
    const html = await failure(roomsApi.loadRoom(ROOM_ID));
    expect([html.status, html.serverMessage]).toEqual([502, undefined]);
  });

  it('reports a network failure as status 0', async () => {
    const api = installFakeApi();
    api.on('GET', '/api/public', () => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(roomsApi.listPublicRooms());
    expect([error.status, error.serverMessage]).toEqual([0, undefined]);
  });

  it('refuses an answer that breaks the contract', async () => {
    const api = installFakeApi();
    api.on('GET', `/api/rooms/${ROOM_ID}`, () => json(200, { _id: ROOM_ID }));
    expect((await failure(roomsApi.loadRoom(ROOM_ID))).status).toBe(200);
    api.on('POST', '/api/createRoom', () => json(201, { roomName: 'x' }));
    expect((await failure(roomsApi.createRoom({ roomName: 'x', roomType: 'public' }))).status).toBe(201);
  });

  it('joins without a token and sends turns, chat, pings and leave with it', async () => {
    const api = installFakeApi();
    const joined = await roomsApi.joinRoom({ roomId: ROOM_ID, username: 'Cy' });
    expect(joined.playerToken).toBe('token-Cy');
    await roomsApi.takeTurn({ roomId: ROOM_ID, seat, type: 'dare' });
    await roomsApi.sendChat({ roomId: ROOM_ID, seat, message: 'hi' });
    await roomsApi.ping({ roomId: ROOM_ID, seat });
    await roomsApi.leaveRoom(ROOM_ID, seat);
    expect(
      api.calls.map((call) => [call.method, call.path, call.body, call.headers.Authorization ?? null, call.keepalive]),
    ).toEqual([
      ['PATCH', `/api/${ROOM_ID}/join`, { username: 'Cy' }, null, false],
      ['PATCH', `/api/${ROOM_ID}/turn`, { type: 'dare', username: 'Ana' }, 'Bearer secret', false],
      ['POST', `/api/${ROOM_ID}/chat`, { username: 'Ana', message: 'hi' }, 'Bearer secret', false],
      ['POST', `/api/${ROOM_ID}/ping`, { username: 'Ana' }, 'Bearer secret', false],
      ['POST', `/api/${ROOM_ID}/leave`, { username: 'Ana' }, 'Bearer secret', true],
    ]);
  });

  it("sends the host's calls with the token, naming the player where there is one", async () => {
    const api = installFakeApi();
    await roomsApi.removePlayer({ roomId: ROOM_ID, seat, username: 'Ben' });
    await roomsApi.skipTurn({ roomId: ROOM_ID, seat });
    await roomsApi.setLocked({ roomId: ROOM_ID, seat, locked: true });
    await roomsApi.handHost({ roomId: ROOM_ID, seat, username: 'Ben' });
    expect(api.calls.map((call) => [call.method, call.path, call.body ?? null, call.headers.Authorization])).toEqual([
      ['POST', `/api/${ROOM_ID}/kick`, { username: 'Ben' }, 'Bearer secret'],
      ['POST', `/api/${ROOM_ID}/skip`, null, 'Bearer secret'],
      ['POST', `/api/${ROOM_ID}/lock`, { locked: true }, 'Bearer secret'],
      ['POST', `/api/${ROOM_ID}/host`, { username: 'Ben' }, 'Bearer secret'],
    ]);
    api.on('POST', `/api/${ROOM_ID}/kick`, () => json(403, { error: 'Only the host can do that.' }));
    const refused = await failure(roomsApi.removePlayer({ roomId: ROOM_ID, seat, username: 'Ben' }));
    expect([refused.status, refused.serverMessage]).toEqual([403, 'Only the host can do that.']);
  });

  it('finds a room by its code, without a token, and reports a code no room has as 404', async () => {
    const api = installFakeApi();
    expect(await roomsApi.findRoomByCode('ABC234')).toEqual({ _id: ROOM_ID, roomName: 'Friday Dares' });
    expect(api.calls[0]?.headers.Authorization).toBeUndefined();
    const missing = await failure(roomsApi.findRoomByCode('ZZZ999'));
    expect([missing.status, missing.serverMessage]).toEqual([404, 'Room not found.']);
  });

  it('creates a room and lists the public ones', async () => {
    const api = installFakeApi();
    api.on('POST', '/api/createRoom', () =>
      json(201, { room: makeRoom({ _id: 'new-room-id-cccccccccc', roomName: ' Late ' }) }),
    );
    expect((await roomsApi.createRoom({ roomName: ' Late ', roomType: 'private' }))._id).toBe('new-room-id-cccccccccc');
    expect(api.callsTo('POST', '/api/createRoom')[0]?.body).toEqual({ roomName: ' Late ', roomType: 'private' });
    // An entry without `locked`, `rating` or `videoCallActive` (a server from before them) reads as an unlocked Family room with no call.
    expect(await roomsApi.listPublicRooms()).toEqual([
      {
        _id: ROOM_ID,
        roomName: 'Friday Dares',
        username: ['Ana', 'Ben'],
        locked: false,
        rating: 'family',
        videoCallActive: false,
        language: 'en',
      },
    ]);
  });
});

describe('rooms API client: room settings', () => {
  it('creates a room with the settings chosen, and joins with the age confirmation only when given', async () => {
    const api = installFakeApi();
    api.on('POST', '/api/createRoom', () => json(201, { room: makeRoom() }));
    await roomsApi.createRoom({
      roomName: 'Late',
      roomType: 'public',
      rating: 'adults',
      categories: ['spicy', '18+'],
      turnSeconds: 60,
    });
    expect(api.callsTo('POST', '/api/createRoom')[0]?.body).toEqual({
      roomName: 'Late',
      roomType: 'public',
      rating: 'adults',
      categories: ['spicy', '18+'],
      turnSeconds: 60,
    });

    await roomsApi.joinRoom({ roomId: ROOM_ID, username: 'Cy', adult: true });
    await roomsApi.joinRoom({ roomId: ROOM_ID, username: 'Dee', adult: false });
    await roomsApi.joinRoom({ roomId: ROOM_ID, username: 'Eve' });
    expect(api.callsTo('PATCH', `/api/${ROOM_ID}/join`).map((call) => call.body)).toEqual([
      { username: 'Cy', adult: true },
      { username: 'Dee' },
      { username: 'Eve' },
    ]);
  });

  it('sends settings, prompts and a pass with the player token', async () => {
    const api = installFakeApi();
    api.on('PATCH', `/api/${ROOM_ID}/settings`, () => json(200, { room: makeRoom() }));
    api.on('POST', `/api/${ROOM_ID}/prompts`, () => json(201, { customTruths: 1, customDares: 0 }));
    api.on('POST', `/api/${ROOM_ID}/pass`, () => json(200, { room: makeRoom() }));
    await roomsApi.changeSettings({ roomId: ROOM_ID, seat, change: { rating: 'teen', turnSeconds: 120 } });
    await roomsApi.addPrompt({ roomId: ROOM_ID, seat, type: 'truth', text: 'Who here would you call at 3 a.m.?' });
    await roomsApi.pass({ roomId: ROOM_ID, seat });
    expect(api.calls.map((call) => [call.method, call.path, call.body ?? null, call.headers.Authorization])).toEqual([
      ['PATCH', `/api/${ROOM_ID}/settings`, { rating: 'teen', turnSeconds: 120 }, 'Bearer secret'],
      [
        'POST',
        `/api/${ROOM_ID}/prompts`,
        { type: 'truth', text: 'Who here would you call at 3 a.m.?' },
        'Bearer secret',
      ],
      ['POST', `/api/${ROOM_ID}/pass`, null, 'Bearer secret'],
    ]);
  });

  it("reports a refusal with the server's words", async () => {
    const api = installFakeApi();
    api.on('POST', `/api/${ROOM_ID}/prompts`, () => json(400, { error: 'This room already has that prompt.' }));
    api.on('POST', `/api/${ROOM_ID}/pass`, () => json(409, { error: 'You have already used your pass this game.' }));
    api.on('PATCH', `/api/${ROOM_ID}/settings`, () => json(403, { error: 'Only the host can do that.' }));
    const prompt = await failure(
      roomsApi.addPrompt({ roomId: ROOM_ID, seat, type: 'dare', text: 'Sing the chorus loudly' }),
    );
    expect([prompt.status, prompt.serverMessage]).toEqual([400, 'This room already has that prompt.']);
    const pass = await failure(roomsApi.pass({ roomId: ROOM_ID, seat }));
    expect([pass.status, pass.serverMessage]).toEqual([409, 'You have already used your pass this game.']);
    const settings = await failure(roomsApi.changeSettings({ roomId: ROOM_ID, seat, change: { customOnly: true } }));
    expect([settings.status, settings.serverMessage]).toEqual([403, 'Only the host can do that.']);
  });
});
