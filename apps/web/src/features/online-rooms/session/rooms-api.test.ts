import { RoomRequestError } from '@truth-or-dare/room-protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, json, makeRoom, ROOM_ID } from '../shared/online-rooms-test-helpers';
import { roomsApi } from './rooms-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

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

  it('joins without a token, with the id of the newest event when the answer names it', async () => {
    const api = installFakeApi();
    const joined = await roomsApi.joinRoom({ roomId: ROOM_ID, username: 'Cy' });
    expect(joined.playerToken).toBe('token-Cy');
    expect(api.calls.map((call) => [call.method, call.path, call.body, call.headers.Authorization ?? null])).toEqual([
      ['PATCH', `/api/${ROOM_ID}/join`, { username: 'Cy' }, null],
    ]);
    api.on('PATCH', `/api/${ROOM_ID}/join`, () =>
      json(200, { room: makeRoom(), playerToken: 'token-Dee' }, { 'x-last-event-id': '31' }),
    );
    expect((await roomsApi.joinRoom({ roomId: ROOM_ID, username: 'Dee' })).lastEventId).toBe(31);
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
});
