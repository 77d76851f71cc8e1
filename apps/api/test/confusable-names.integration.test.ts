import { nameKey } from '@truth-or-dare/room-protocol/name-key';
import { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfusableNameKeys1764201600000 } from '../src/database/migrations/1764201600000-confusable-name-keys';
import { roomsClient, uniqueName } from './rooms-client';
import { TEST_DATABASES, startTestServer, type TestServer } from './test-server';
import { KNOWN_CODE } from './api-error-body';

const FAST = { RATE_LIMIT_CREATE_ROOM_PER_MINUTE: '100000', RATE_LIMIT_JOIN_ROOM_PER_MINUTE: '100000' };
const ZWSP = '\u200B';
const RLO = '\u202E';
const CYRILLIC_A = '\u0410';
const USERNAME_TAKEN = [409, { error: 'Username already exists', code: KNOWN_CODE }];

describe.each(TEST_DATABASES)('names that cannot impersonate or vanish, on %s', (database) => {
  let server: TestServer;
  let api: ReturnType<typeof roomsClient>;
  beforeAll(async () => {
    server = await startTestServer(database, FAST);
    api = roomsClient(server.baseUrl);
  });
  afterAll(async () => {
    await server?.close();
  });

  const join = async (roomId: string, username: string) => {
    const answer = await api.call('PATCH', `/api/${roomId}/join`, { username });
    return [answer.status, answer.body] as const;
  };

  it('refuses Ana with a zero-width space, and Аna with a Cyrillic А, beside Ana', async () => {
    const room = await api.createRoom(uniqueName('Lookalikes'));
    await api.join(room._id, 'Ana');
    expect(await join(room._id, `Ana${ZWSP}`)).toEqual(USERNAME_TAKEN);
    expect(await join(room._id, `${CYRILLIC_A}na`)).toEqual(USERNAME_TAKEN);
    expect(await join(room._id, 'ANA')).toEqual(USERNAME_TAKEN);
    const [status, body] = await join(room._id, 'Ann');
    expect(status).toBe(200);
    expect(body.room.username).toEqual(['Ana', 'Ann']);
  });

  it('stores a decomposed Ána composed, and refuses it beside the composed one', async () => {
    const room = await api.createRoom(uniqueName('Accents'));
    const [status, body] = await join(room._id, 'A\u0301na');
    expect(status).toBe(200);
    expect(body.room.username).toEqual(['\u00C1na']);
    expect(await join(room._id, '\u00C1na')).toEqual(USERNAME_TAKEN);
    expect((await join(room._id, 'Ana'))[0]).toBe(200);
  });

  it('treats a name of zero-width spaces only as missing, and stores names without invisible characters', async () => {
    const room = await api.createRoom(uniqueName('Invisible'));
    expect(await join(room._id, ZWSP.repeat(3))).toEqual([400, { error: 'Username is required.', code: KNOWN_CODE }]);
    const [, body] = await join(room._id, `${ZWSP}Ben${ZWSP}`);
    expect(body.room.username).toEqual(['Ben']);
    expect(body.room.host).toBe('Ben');
  });

  it('lets the player act under the name typed with the stray character', async () => {
    const room = await api.createRoom(uniqueName('Typed'));
    const token = await api.join(room._id, `Cy${ZWSP}`);
    expect((await api.chat(room._id, `Cy${ZWSP}`, 'hello', token)).status).toBe(201);
  });

  it('strips a right-to-left override from a room name and refuses a look-alike of a live room name', async () => {
    const name = uniqueName('Friday');
    const created = await api.call('POST', '/api/createRoom', { roomName: `${RLO}${name}`, roomType: 'public' });
    expect(created.status).toBe(201);
    expect(created.body.room.roomName).toBe(name);
    const lookalike = await api.call('POST', '/api/createRoom', {
      roomName: name.replace('i', '\u0456').replace('a', '\u0430'),
      roomType: 'public',
    });
    expect([lookalike.status, lookalike.body]).toEqual([409, { error: 'Room name already exists', code: KNOWN_CODE }]);
    const upper = await api.call('POST', '/api/createRoom', {
      roomName: `${name.toUpperCase()}${ZWSP}`,
      roomType: 'public',
    });
    expect([upper.status, upper.body]).toEqual([409, { error: 'Room name already exists', code: KNOWN_CODE }]);
    expect(
      await api
        .call('POST', '/api/createRoom', { roomName: `${RLO}${ZWSP}`, roomType: 'public' })
        .then((answer) => [answer.status, answer.body]),
    ).toEqual([400, { error: 'Room name is required.', code: KNOWN_CODE }]);
  });

  it('seats a name whose key is far longer than the name', async () => {
    // U+FDFA is one letter whose skeleton is 18 characters: 24 of them make a key of 432.
    const room = await api.createRoom(uniqueName('Long key'));
    const long = '\uFDFA'.repeat(24);
    expect(nameKey(long).length).toBeGreaterThan(400);
    expect((await join(room._id, long))[0]).toBe(200);
    expect(await join(room._id, long)).toEqual(USERNAME_TAKEN);
  });

  it('cleans the group’s own prompts and refuses one with nothing visible', async () => {
    const room = await api.createRoom(uniqueName('Prompts'));
    const host = await api.join(room._id, 'Host');
    const add = (text: string) => api.call('POST', `/api/${room._id}/prompts`, { type: 'truth', text }, host);
    expect((await add(`What is your ${RLO}favourite song?${ZWSP}`)).status).toBe(201);
    expect((await add('What is your favourite song?')).body).toEqual({
      error: 'This room already has that prompt.',
      code: KNOWN_CODE,
    });
    expect((await add(ZWSP.repeat(12))).body).toEqual({
      error: 'A prompt needs at least 10 characters.',
      code: KNOWN_CODE,
    });
  });

  it('recomputes the keys stored before, keeping rows that now share a key apart', async () => {
    const dataSource = server.app.get(DataSource);
    const room = await api.createRoom(uniqueName('Before'));
    await api.join(room._id, 'Ana');
    await api.join(room._id, 'Ben');
    const run = async (sql: string, parameters: unknown[] = []) => {
      const placeholders = database === 'postgres' ? sql : sql.replace(/\$\d+/g, '?');
      return (await dataSource.query(placeholders, parameters)) as Record<string, unknown>[];
    };
    // As the old rule stored them: lower-cased, with a look-alike of Ana seated beside her.
    await run("UPDATE players SET username = $1, username_key = $2 WHERE room_id = $3 AND username = 'Ben'", [
      `${CYRILLIC_A}na`,
      `${CYRILLIC_A}na`.toLowerCase(),
      room._id,
    ]);
    await run("UPDATE players SET username_key = 'ana' WHERE room_id = $1 AND username = 'Ana'", [room._id]);
    await run('UPDATE rooms SET room_name_key = $1 WHERE id = $2', [room.roomName.toLowerCase(), room._id]);
    const queryRunner = dataSource.createQueryRunner();
    try {
      await new ConfusableNameKeys1764201600000().up(queryRunner);
    } finally {
      await queryRunner.release();
    }
    const keys = await run('SELECT username, username_key FROM players WHERE room_id = $1 ORDER BY id', [room._id]);
    expect(keys.map((row) => row.username_key)).toEqual([
      nameKey('Ana'),
      expect.stringMatching(new RegExp(`^${nameKey('Ana')}\u0001\\d+$`)),
    ]);
    expect((await run('SELECT room_name_key FROM rooms WHERE id = $1', [room._id]))[0]?.room_name_key).toBe(
      nameKey(room.roomName),
    );
    expect(await join(room._id, 'ANA')).toEqual(USERNAME_TAKEN);
    expect(
      (await api.call('POST', '/api/createRoom', { roomName: room.roomName.toUpperCase(), roomType: 'public' })).status,
    ).toBe(409);
  });
});
