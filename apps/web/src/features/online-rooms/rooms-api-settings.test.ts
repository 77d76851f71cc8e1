import { RoomRequestError } from '@truth-or-dare/room-protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, json, makeRoom, ROOM_ID } from './online-rooms-test-helpers';
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

describe('rooms API client: room settings', () => {
  it('creates a room with the settings chosen, and joins with the age confirmation only when given', async () => {
    const api = installFakeApi();
    api.on('POST', '/api/createRoom', () => json(201, { room: makeRoom() }));
    await roomsApi.createRoom({ roomName: 'Late', roomType: 'public', rating: 'adults', categories: ['spicy', '18+'], turnSeconds: 60 });
    expect(api.callsTo('POST', '/api/createRoom')[0]?.body).toEqual({ roomName: 'Late', roomType: 'public', rating: 'adults', categories: ['spicy', '18+'], turnSeconds: 60 });

    await roomsApi.joinRoom({ roomId: ROOM_ID, username: 'Cy', adult: true });
    await roomsApi.joinRoom({ roomId: ROOM_ID, username: 'Dee', adult: false });
    await roomsApi.joinRoom({ roomId: ROOM_ID, username: 'Eve' });
    expect(api.callsTo('PATCH', `/api/${ROOM_ID}/join`).map((call) => call.body)).toEqual([{ username: 'Cy', adult: true }, { username: 'Dee' }, { username: 'Eve' }]);
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
      ['POST', `/api/${ROOM_ID}/prompts`, { type: 'truth', text: 'Who here would you call at 3 a.m.?' }, 'Bearer secret'],
      ['POST', `/api/${ROOM_ID}/pass`, null, 'Bearer secret'],
    ]);
  });

  it("reports a refusal with the server's words", async () => {
    const api = installFakeApi();
    api.on('POST', `/api/${ROOM_ID}/prompts`, () => json(400, { error: 'This room already has that prompt.' }));
    api.on('POST', `/api/${ROOM_ID}/pass`, () => json(409, { error: 'You have already used your pass this game.' }));
    api.on('PATCH', `/api/${ROOM_ID}/settings`, () => json(403, { error: 'Only the host can do that.' }));
    const prompt = await failure(roomsApi.addPrompt({ roomId: ROOM_ID, seat, type: 'dare', text: 'Sing the chorus loudly' }));
    expect([prompt.status, prompt.serverMessage]).toEqual([400, 'This room already has that prompt.']);
    const pass = await failure(roomsApi.pass({ roomId: ROOM_ID, seat }));
    expect([pass.status, pass.serverMessage]).toEqual([409, 'You have already used your pass this game.']);
    const settings = await failure(roomsApi.changeSettings({ roomId: ROOM_ID, seat, change: { customOnly: true } }));
    expect([settings.status, settings.serverMessage]).toEqual([403, 'Only the host can do that.']);
  });
});
