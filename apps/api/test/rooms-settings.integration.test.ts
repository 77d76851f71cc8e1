import { loadPromptBank, PROMPT_BANK_IDS, type Rating } from '@truth-or-dare/prompt-banks';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomsClient, uniqueName } from './rooms-client';
import { chatMessage, openSse } from './sse-client';
import { createPostgresDatabase, TEST_DATABASES, startTestServer, type TestServer } from './test-server';
import { ROOMS_SETUPS, startRooms, type RoomsUnderTest } from './rooms-setups';
import { KNOWN_CODE } from './api-error-body';

const FAST = { RATE_LIMIT_CREATE_ROOM_PER_MINUTE: '1000', RATE_LIMIT_JOIN_ROOM_PER_MINUTE: '1000' };
/** One turn-timer second lasts 20 ms here, so a 60 s timer runs out in 1.2 s. */
const QUICK_TIMER = { TURN_TIMER_SECOND_MS: '20', TURN_TIMER_CHECK_MS: '50' };
const ADULTS_ONLY = { error: 'This room is for adults: confirm you are 18 or older.', code: KNOWN_CODE };

type Api = ReturnType<typeof roomsClient>;

async function createRoom(api: Api, body: Record<string, unknown>) {
  const answer = await api.call('POST', '/api/createRoom', {
    roomName: uniqueName('Settings'),
    roomType: 'public',
    ...body,
  });
  if (answer.status !== 201) throw new Error(`create failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.room as { _id: string; settings: Record<string, unknown> };
}

async function seat(api: Api, roomId: string, username: string, adult?: boolean): Promise<string> {
  const answer = await api.call(
    'PATCH',
    `/api/${roomId}/join`,
    adult === undefined ? { username } : { username, adult },
  );
  if (answer.status !== 200) throw new Error(`join failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.playerToken as string;
}

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each(ROOMS_SETUPS)('room settings ($label)', (setup) => {
  let rooms: RoomsUnderTest;
  let server: TestServer;
  let api: RoomsUnderTest['api'];
  beforeAll(async () => {
    rooms = await startRooms(setup, { ...FAST, ...QUICK_TIMER });
    ({ server, api } = rooms);
  });
  afterAll(async () => {
    await rooms?.close();
  });

  it('creates a room with a rating, categories and a timer, with sensible defaults and clear refusals', async () => {
    const plain = await createRoom(api, {});
    expect(plain.settings).toEqual({
      rating: 'family',
      categories: ['normal', 'funny'],
      turnSeconds: 0,
      customOnly: false,
      chatFilter: true,
      customTruths: 0,
      customDares: 0,
    });
    const teen = await createRoom(api, { rating: 'teen', categories: ['spicy', 'party'], turnSeconds: 60 });
    expect(teen.settings).toMatchObject({ rating: 'teen', categories: ['party', 'spicy'], turnSeconds: 60 });
    for (const [body, error] of [
      [{ rating: 'wild' }, 'Rating must be family, teen or adults.'],
      [{ turnSeconds: 30 }, 'The turn timer must be 0 (off), 60 or 120 seconds.'],
      [{ categories: ['spicy'] }, 'Spicy prompts are not dealt in a Family (PG) room.'],
      [{ rating: 'teen', categories: ['18+'] }, '18+ prompts are not dealt in a Teen (PG-13) room.'],
      [{ categories: [] }, 'Choose at least one category.'],
    ] as const) {
      const answer = await api.call('POST', '/api/createRoom', {
        roomName: uniqueName('Bad'),
        roomType: 'public',
        ...body,
      });
      expect([answer.status, answer.body]).toEqual([400, { error, code: KNOWN_CODE }]);
    }
    const listed = (await api.call('GET', '/api/public')).body.find((entry: { _id: string }) => entry._id === teen._id);
    expect(listed).toMatchObject({ rating: 'teen', locked: false, videoCallActive: false });
  });

  it('refuses a join to an Adults room without the age confirmation', async () => {
    const room = await createRoom(api, { rating: 'adults' });
    for (const body of [{ username: 'Ana' }, { username: 'Ana', adult: false }]) {
      const answer = await api.call('PATCH', `/api/${room._id}/join`, body);
      expect([answer.status, answer.body]).toEqual([400, ADULTS_ONLY]);
    }
    await seat(api, room._id, 'Ana', true);
    expect((await api.getRoom(room._id)).body.username).toEqual(['Ana']);
  });

  it('lets only the host change settings, and only to what the rating allows', async () => {
    const room = await createRoom(api, {});
    const ana = await seat(api, room._id, 'Ana');
    const ben = await seat(api, room._id, 'Ben');
    expect((await api.call('PATCH', `/api/${room._id}/settings`, { turnSeconds: 60 }, ben)).status).toBe(403);
    const changed = await api.call(
      'PATCH',
      `/api/${room._id}/settings`,
      { rating: 'teen', turnSeconds: 120, chatFilter: false },
      ana,
    );
    expect(changed.status).toBe(200);
    expect(changed.body.room.settings).toMatchObject({
      rating: 'teen',
      categories: ['normal', 'party', 'funny'],
      turnSeconds: 120,
      chatFilter: false,
    });
    // Nobody confirmed being an adult, so the room cannot become an Adults room.
    const adults = await api.call('PATCH', `/api/${room._id}/settings`, { rating: 'adults' }, ana);
    expect(adults.status).toBe(409);
    expect(adults.body.error).toMatch(/18 or older/);
    expect((await api.call('PATCH', `/api/${room._id}/settings`, { shuffle: true }, ana)).status).toBe(400);
    expect((await api.call('PATCH', `/api/${room._id}/settings`, { turnSeconds: 60 })).status).toBe(401);
  });

  it('keeps the group’s own prompts within their limits and deals only them when asked', async () => {
    const room = await createRoom(api, { rating: 'teen' });
    const ana = await seat(api, room._id, 'Ana');
    const ben = await seat(api, room._id, 'Ben');
    const add = (type: string, text: string, token = ana) =>
      api.call('POST', `/api/${room._id}/prompts`, { type, text }, token);
    expect(await add('dare', '  Sing our team song loudly  ')).toMatchObject({
      status: 201,
      body: { customTruths: 0, customDares: 1 },
    });
    for (const [text, error] of [
      ['sing our team song LOUDLY!', 'This room already has that prompt.'],
      ['Too short', 'A prompt needs at least 10 characters.'],
      ['x'.repeat(201), 'A prompt can have at most 200 characters.'],
    ]) {
      expect(await add('dare', text as string)).toMatchObject({ status: 400, body: { error, code: KNOWN_CODE } });
    }
    expect((await add('truth', 'What is your guilty pleasure?', ben)).status).toBe(403);
    for (let index = 0; index < 100; index += 1)
      expect((await add('truth', `Our own truth number ${index}`)).status).toBe(201);
    expect(await add('truth', 'One truth too many for us')).toMatchObject({
      status: 400,
      body: { error: 'This room already has 100 truths of its own.', code: KNOWN_CODE },
    });
    // Others see how many there are, never the text.
    const seen = await api.getRoom(room._id);
    expect(seen.body.settings).toMatchObject({ customTruths: 100, customDares: 1 });
    expect(JSON.stringify(seen.body)).not.toContain('team song');
    expect((await api.call('PATCH', `/api/${room._id}/settings`, { customOnly: true }, ana)).status).toBe(200);
    const dealt = await api.turn(room._id, 'Ana', 'dare', ana);
    expect(dealt.body.room).toMatchObject({
      currentPrompt: 'Sing our team song loudly',
      currentType: 'dare',
      promptFor: 'Ana',
    });
    const truth = await api.turn(room._id, 'Ben', 'truth', ben);
    expect(truth.body.room.currentPrompt).toMatch(/^Our own truth number \d+$/);
    expect(truth.body.room.promptFor).toBe('Ben');
  });

  it('never deals a prompt rated above PG in a Family room, and never repeats one before the deck is used up', async () => {
    const ratings = new Map<string, Rating>();
    for (const id of PROMPT_BANK_IDS)
      for (const entry of await loadPromptBank(id)) ratings.set(entry.text, entry.rating);
    const room = await createRoom(api, {});
    const tokens = { Ana: await seat(api, room._id, 'Ana'), Ben: await seat(api, room._id, 'Ben') };
    const dealt: Record<string, string[]> = { truth: [], dare: [] };
    for (let turn = 0; turn < 500; turn += 1) {
      const name = turn % 2 === 0 ? 'Ana' : 'Ben';
      const type = turn % 4 < 2 ? 'truth' : 'dare';
      const answer = await api.turn(room._id, name, type, tokens[name]);
      expect(answer.status).toBe(200);
      dealt[type]?.push(answer.body.room.currentPrompt as string);
    }
    const all = [...(dealt.truth ?? []), ...(dealt.dare ?? [])];
    expect(all.filter((prompt) => ratings.get(prompt) !== 'PG')).toEqual([]);
    // 250 of each type, more than the Family dare deck holds: every prompt comes once before any comes again.
    for (const prompts of [dealt.truth ?? [], dealt.dare ?? []]) {
      const deckSize = new Set(prompts).size;
      expect(deckSize).toBeGreaterThan(100);
      expect(new Set(prompts.slice(0, deckSize)).size).toBe(deckSize);
    }
  });

  it('lets the player a prompt was drawn for pass it once a game', async () => {
    const room = await createRoom(api, {});
    const ana = await seat(api, room._id, 'Ana');
    const ben = await seat(api, room._id, 'Ben');
    expect((await api.call('POST', `/api/${room._id}/pass`, {}, ana)).status).toBe(409);
    const dealt = (await api.turn(room._id, 'Ana', 'truth', ana)).body.room;
    expect((await api.call('POST', `/api/${room._id}/pass`, {}, ben)).body).toEqual({
      error: 'There is no prompt of yours to pass.',
      code: KNOWN_CODE,
    });
    const passed = await api.call('POST', `/api/${room._id}/pass`, {}, ana);
    expect(passed.status).toBe(200);
    expect(passed.body.room).toMatchObject({
      currentType: 'truth',
      promptFor: 'Ana',
      passesUsed: ['Ana'],
      currentTurn: 1,
    });
    expect(passed.body.room.currentPrompt).not.toBe(dealt.currentPrompt);
    expect(await api.call('POST', `/api/${room._id}/pass`, {}, ana)).toMatchObject({
      status: 409,
      body: { error: 'You have already used your pass this game.', code: KNOWN_CODE },
    });
  });

  it('skips a player who does not pick before the deadline, telling the stream why', async () => {
    const room = await createRoom(api, { turnSeconds: 60 });
    const ana = await seat(api, room._id, 'Ana');
    await seat(api, room._id, 'Ben');
    const waiting = (await api.getRoom(room._id)).body;
    expect(waiting.currentTurn).toBe(0);
    expect(Date.parse(waiting.turnDeadline) - Date.now()).toBeLessThanOrEqual(1_200);
    const stream = await openSse(`${server.baseUrl}/api/${room._id}/stream?lastEventId=0`);
    await waitUntil(async () => (await api.getRoom(room._id)).body.currentTurn === 1);
    expect((await api.chat(room._id, 'Ana', 'timer marker', ana)).status).toBe(201);
    const events = await stream.waitForMarker(chatMessage('timer marker'));
    stream.close();
    const skips = events.filter((event) => (event.data as { skipped?: unknown }).skipped !== undefined);
    expect(skips[0]?.data).toMatchObject({ skipped: { username: 'Ana', reason: 'timer' }, room: { currentTurn: 1 } });
  });

  it('replays settings changes to a stream that reconnects with its last event id', async () => {
    const room = await createRoom(api, {});
    const ana = await seat(api, room._id, 'Ana');
    const lastEventId = (await api.getRoom(room._id)).headers.get('x-last-event-id');
    await api.call('PATCH', `/api/${room._id}/settings`, { categories: ['funny'] }, ana);
    await api.call(
      'POST',
      `/api/${room._id}/prompts`,
      { type: 'truth', text: 'Which song do you sing in the shower?' },
      ana,
    );
    expect((await api.chat(room._id, 'Ana', 'settings marker', ana)).status).toBe(201);
    const stream = await openSse(`${server.baseUrl}/api/${room._id}/stream`, { 'last-event-id': String(lastEventId) });
    const events = await stream.waitForMarker(chatMessage('settings marker'));
    stream.close();
    const settings = events
      .filter((event) => event.event === 'turnUpdate')
      .map((event) => (event.data as { room: { settings: unknown } }).room.settings);
    expect(settings).toMatchObject([
      { categories: ['funny'], customTruths: 0 },
      { categories: ['funny'], customTruths: 1 },
    ]);
  });

  it('masks chat in a Family room, and not in a Teen room whose host turned the filter off', async () => {
    const family = await createRoom(api, {});
    const ana = await seat(api, family._id, 'Ana');
    expect((await api.chat(family._id, 'Ana', 'what the fuck', ana)).body.chat.message).toBe('what the ****');
    const teen = await createRoom(api, { rating: 'teen' });
    const cy = await seat(api, teen._id, 'Cy');
    expect((await api.chat(teen._id, 'Cy', 'what the fuck', cy)).body.chat.message).toBe('what the ****');
    await api.call('PATCH', `/api/${teen._id}/settings`, { chatFilter: false }, cy);
    expect((await api.chat(teen._id, 'Cy', 'what the fuck', cy)).body.chat.message).toBe('what the fuck');
    expect((await api.getRoom(teen._id)).body.chats.map((chat: { message: string }) => chat.message)).toEqual([
      'what the ****',
      'what the fuck',
    ]);
  });
});

describe.each(TEST_DATABASES)('turn deadlines across a restart on %s', (database) => {
  const scratch = mkdtempSync(join(tmpdir(), 'tod-deadline-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('keeps the deadline with the room, so the restarted server still skips the idle player', async () => {
    const shared = database === 'postgres' ? await createPostgresDatabase() : null;
    const env = { ...FAST, ...QUICK_TIMER, TURN_TIMER_SECOND_MS: '50', SQLITE_PATH: join(scratch, 'rooms.sqlite') };
    const options = shared ? { sharedDatabaseUrl: shared.url } : {};
    try {
      const first = await startTestServer(database, env, options);
      let api = roomsClient(first.baseUrl);
      const room = await createRoom(api, { turnSeconds: 60 });
      await seat(api, room._id, 'Ana');
      await seat(api, room._id, 'Ben');
      const deadline = (await api.getRoom(room._id)).body.turnDeadline as string;
      await first.close();
      const second = await startTestServer(database, env, options);
      try {
        api = roomsClient(second.baseUrl);
        expect((await api.getRoom(room._id)).body.turnDeadline).toBe(deadline);
        await waitUntil(async () => (await api.getRoom(room._id)).body.currentTurn === 1);
        expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(deadline));
      } finally {
        await second.close();
      }
    } finally {
      await shared?.drop();
    }
  });
});
