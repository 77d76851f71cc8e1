import { loadPromptBankIn, type Locale } from '@truth-or-dare/prompt-banks';
import { promptTextFor } from '@truth-or-dare/prompt-banks/address-forms';
import { ADDRESS_MESSAGE, LANGUAGE_MESSAGE, type Room } from '@truth-or-dare/room-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueName } from './rooms-client';
import { ROOMS_SETUPS, startRooms, type RoomsUnderTest } from './rooms-setups';

// Room languages, player addresses and error codes (docs/api.md#languages, decision 0023).
const FAST = { RATE_LIMIT_CREATE_ROOM_PER_MINUTE: '1000', RATE_LIMIT_JOIN_ROOM_PER_MINUTE: '1000' };

/** Every text a Family room's truths can be in a language, by prompt id. */
async function familyTruths(locale: Locale): Promise<Map<string, string>> {
  const banks = await Promise.all(
    ['shared/normal', 'shared/funny'].map((id) => loadPromptBankIn(id as 'shared/normal', locale)),
  );
  return new Map(banks.flatMap((bank) => bank.entries.map((entry) => [entry.id, entry.text] as const)));
}

describe.each(ROOMS_SETUPS)('room languages ($label)', (setup) => {
  let rooms: RoomsUnderTest;
  let api: RoomsUnderTest['api'];
  beforeAll(async () => {
    rooms = await startRooms(setup, FAST);
    ({ api } = rooms);
  });
  afterAll(async () => {
    await rooms?.close();
  });

  async function create(body: Record<string, unknown>): Promise<Room> {
    const answer = await api.call('POST', '/api/createRoom', {
      roomName: uniqueName('Lang'),
      roomType: 'public',
      ...body,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.room as Room;
  }

  async function join(roomId: string, body: Record<string, unknown>): Promise<string> {
    const answer = await api.call('PATCH', `/api/${roomId}/join`, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.playerToken as string;
  }

  it('creates a room in English by default, with no prompt dealt yet', async () => {
    const room = await create({});
    expect(room).toMatchObject({ language: 'en', currentPromptId: '', currentPromptAddress: 'neutral' });
  });

  it('refuses a language the site does not speak, with its code', async () => {
    for (const language of ['xx', 'EN', 'pt', 7, null]) {
      const answer = await api.call('POST', '/api/createRoom', {
        roomName: uniqueName('Lang'),
        roomType: 'public',
        language,
      });
      expect([answer.status, answer.body], String(language)).toEqual([
        400,
        { error: LANGUAGE_MESSAGE, code: 'INVALID_LANGUAGE' },
      ]);
    }
  });

  it("deals in the room's language, for the player on turn in their address, and keeps it", async () => {
    const room = await create({ language: 'es' });
    expect(room.language).toBe('es');
    const ana = await join(room._id, { username: 'Ana', address: 'female' });
    const ben = await join(room._id, { username: 'Ben' });
    const spanish = await familyTruths('es');

    const first = await api.turn(room._id, 'Ana', 'truth', ana);
    expect(first.status).toBe(200);
    const dealt = first.body.room as Room;
    expect(dealt.currentPromptAddress).toBe('female');
    expect(spanish.has(dealt.currentPromptId)).toBe(true);
    expect(dealt.currentPrompt).toBe(promptTextFor(spanish.get(dealt.currentPromptId) as string, 'female'));

    const second = (await api.turn(room._id, 'Ben', 'truth', ben)).body.room as Room;
    expect(second.currentPromptAddress).toBe('neutral');
    expect(second.currentPrompt).toBe(promptTextFor(spanish.get(second.currentPromptId) as string, 'neutral'));

    const read = (await api.getRoom(room._id)).body as Room;
    expect(read).toMatchObject({
      language: 'es',
      currentPromptId: second.currentPromptId,
      currentPromptAddress: 'neutral',
      currentPrompt: second.currentPrompt,
    });
  });

  it('refuses an address other than female, male or neutral, with its code', async () => {
    const room = await create({});
    for (const address of ['other', 'FEMALE', '', 1]) {
      const answer = await api.call('PATCH', `/api/${room._id}/join`, { username: 'Ana', address });
      expect([answer.status, answer.body], String(address)).toEqual([
        400,
        { error: ADDRESS_MESSAGE, code: 'INVALID_ADDRESS' },
      ]);
    }
  });

  it('lets the host change the language, dealing in it from then on; others may not', async () => {
    const room = await create({ language: 'es' });
    const ana = await join(room._id, { username: 'Ana', address: 'male' });
    const ben = await join(room._id, { username: 'Ben' });
    const notHost = await api.call('PATCH', `/api/${room._id}/settings`, { language: 'ar' }, ben);
    expect([notHost.status, notHost.body.code]).toEqual([403, 'NOT_HOST']);
    const bad = await api.call('PATCH', `/api/${room._id}/settings`, { language: 'klingon' }, ana);
    expect([bad.status, bad.body]).toEqual([400, { error: LANGUAGE_MESSAGE, code: 'INVALID_LANGUAGE' }]);

    const changed = await api.call('PATCH', `/api/${room._id}/settings`, { language: 'ar' }, ana);
    expect([changed.status, changed.body.room.language]).toEqual([200, 'ar']);
    const arabic = await familyTruths('ar');
    const dealt = (await api.turn(room._id, 'Ana', 'truth', ana)).body.room as Room;
    expect(dealt.language).toBe('ar');
    expect(dealt.currentPrompt).toBe(promptTextFor(arabic.get(dealt.currentPromptId) as string, 'male'));
  });

  it("deals English in a language that has no prompts yet, and no id for the group's own prompts", async () => {
    const room = await create({ language: 'fr' });
    const ana = await join(room._id, { username: 'Ana', address: 'female' });
    const english = await familyTruths('en');
    const dealt = (await api.turn(room._id, 'Ana', 'truth', ana)).body.room as Room;
    expect(dealt.language).toBe('fr');
    expect(dealt.currentPrompt).toBe(english.get(dealt.currentPromptId));

    const text = 'Tell us the best thing that happened to you this week';
    expect((await api.call('POST', `/api/${room._id}/prompts`, { type: 'truth', text }, ana)).status).toBe(201);
    await api.call('PATCH', `/api/${room._id}/settings`, { customOnly: true }, ana);
    const own = (await api.turn(room._id, 'Ana', 'truth', ana)).body.room as Room;
    expect([own.currentPrompt, own.currentPromptId]).toEqual([text, '']);
  });

  it('lists public rooms with their language and filters by it', async () => {
    const spanish = await create({ language: 'es' });
    const english = await create({});
    const all = (await api.call('GET', '/api/public')).body as { _id: string; language: string }[];
    expect(all.find((entry) => entry._id === spanish._id)?.language).toBe('es');
    expect(all.find((entry) => entry._id === english._id)?.language).toBe('en');
    const onlySpanish = (await api.call('GET', '/api/public?language=es')).body as { _id: string; language: string }[];
    expect(onlySpanish.map((entry) => entry._id)).toContain(spanish._id);
    expect(onlySpanish.every((entry) => entry.language === 'es')).toBe(true);
    const wrong = await api.call('GET', '/api/public?language=xx');
    expect([wrong.status, wrong.body]).toEqual([400, { error: LANGUAGE_MESSAGE, code: 'INVALID_LANGUAGE' }]);
  });

  it('answers every refusal with its stable code next to the English message', async () => {
    const room = await create({});
    const taken = await api.call('POST', '/api/createRoom', { roomName: room.roomName, roomType: 'public' });
    expect(taken.body).toEqual({ error: 'Room name already exists', code: 'ROOM_NAME_TAKEN' });
    const ana = await join(room._id, { username: 'Ana' });
    await join(room._id, { username: 'Ben' });
    const twice = await api.call('PATCH', `/api/${room._id}/join`, { username: 'ana' });
    expect(twice.body).toEqual({ error: 'Username already exists', code: 'USERNAME_TAKEN' });
    expect((await api.turn(room._id, 'Ana', 'truth', ana)).status).toBe(200);
    const notYours = await api.turn(room._id, 'Ana', 'truth', ana);
    expect(notYours.body).toEqual({ error: "It's not your turn!", code: 'NOT_YOUR_TURN' });
    const missing = await api.getRoom('AAAAAAAAAAAAAAAAAAAAAA');
    expect(missing.body).toEqual({ error: 'Room not found.', code: 'ROOM_NOT_FOUND' });
    const noToken = await api.turn(room._id, 'Ben', 'truth');
    expect(noToken.body).toEqual({ error: 'A player token is required.', code: 'PLAYER_TOKEN_REQUIRED' });
    const field = await api.call('PATCH', `/api/${room._id}/join`, { username: '' });
    expect(field.body).toEqual({ error: 'Username is required.', code: 'INVALID_FIELD' });
  });
});
