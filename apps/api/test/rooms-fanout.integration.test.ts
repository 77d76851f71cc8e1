import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Database } from '../src/database/database';
import { roomsClient, uniqueName } from './rooms-client';
import { chatMessage, openSse } from './sse-client';
import { InProcessRoomBus } from '../src/rooms/streams/in-process-room-bus';
import { PostgresRoomBus } from '../src/rooms/streams/postgres-room-bus';
import { hashPlayerToken } from '../src/rooms/store/player-tokens';
import { pollUntil } from './poll';
import { RoomEventBus } from '../src/rooms/streams/room-event-bus';
import { SeatCache } from '../src/rooms/store/seat-cache';
import { TEST_DATABASES, startTestServer, type TestServer } from './test-server';
import { KNOWN_CODE } from './api-error-body';

const FAST = { RATE_LIMIT_CREATE_ROOM_PER_MINUTE: '1000', RATE_LIMIT_JOIN_ROOM_PER_MINUTE: '1000' };

describe('the event bus is chosen from configuration', () => {
  it.each(TEST_DATABASES)('on %s', async (database) => {
    const server = await startTestServer(database, FAST);
    try {
      expect(server.app.get(RoomEventBus)).toBeInstanceOf(database === 'postgres' ? PostgresRoomBus : InProcessRoomBus);
    } finally {
      await server.close();
    }
  });
});

// Two API instances on one PostgreSQL, as behind a load balancer without sticky sessions
// (declared only when a PostgreSQL server is configured: SQLite serves one instance).
if (process.env.TEST_DATABASE_URL)
  describe('two API instances on one PostgreSQL', () => {
    let first: TestServer;
    let second: TestServer;
    beforeAll(async () => {
      first = await startTestServer('postgres', FAST);
      const database = first.config.database;
      if (database.kind !== 'postgres') throw new Error('expected PostgreSQL');
      second = await startTestServer('postgres', FAST, { sharedDatabaseUrl: database.url });
    });
    afterAll(async () => {
      await second?.close();
      await first?.close();
    });

    it('a client streaming from one instance sees chat and turns sent to the other, both ways', async () => {
      const apiA = roomsClient(first.baseUrl);
      const apiB = roomsClient(second.baseUrl);
      const room = await apiA.createRoom(uniqueName('Fan-out'));
      const streamA = await openSse(`${first.baseUrl}/api/${room._id}/stream`);
      const streamB = await openSse(`${second.baseUrl}/api/${room._id}/stream`);
      const ana = await apiB.join(room._id, 'Ana');
      const ben = await apiA.join(room._id, 'Ben');
      await apiB.chat(room._id, 'Ana', 'sent to B', ana);
      await apiA.chat(room._id, 'Ben', 'sent to A', ben);
      await apiB.turn(room._id, 'Ana', 'dare', ana);
      await apiA.turn(room._id, 'Ben', 'truth', ben);
      const expected = [
        [1, 'turnUpdate'],
        [2, 'turnUpdate'],
        [3, 'message'],
        [4, 'message'],
        [5, 'turnUpdate'],
        [6, 'turnUpdate'],
      ];
      for (const stream of [streamA, streamB]) {
        const events = await stream.waitFor(6);
        expect(events.map((event) => [event.id, event.event])).toEqual(expected);
        expect(events.slice(2, 4).map((event) => (event.data as { message: string }).message)).toEqual([
          'sent to B',
          'sent to A',
        ]);
      }
      // Both instances agree on the room.
      expect((await apiA.getRoom(room._id)).body.currentTurn).toBe(0);
      expect((await apiB.getRoom(room._id)).body.currentType).toBe('truth');
      // A token issued by one instance works on the other; the chat limit is per instance.
      expect((await apiA.chat(room._id, 'Ana', 'via A', ana)).status).toBe(201);
      streamA.close();
      streamB.close();
    });

    it('both instances agree on the host after a leave, and a kick sent to one reaches the player streaming from the other', async () => {
      const apiA = roomsClient(first.baseUrl);
      const apiB = roomsClient(second.baseUrl);
      const room = await apiA.createRoom(uniqueName('Two hosts?'));
      const ana = await apiA.join(room._id, 'Ana');
      const ben = await apiB.join(room._id, 'Ben');
      const cy = await apiA.join(room._id, 'Cy');
      const dee = await apiB.join(room._id, 'Dee');
      const streamA = await openSse(`${first.baseUrl}/api/${room._id}/stream`);
      const streamB = await openSse(`${second.baseUrl}/api/${room._id}/stream?token=${encodeURIComponent(cy)}`);
      const deeOnB = await openSse(`${second.baseUrl}/api/${room._id}/stream?token=${encodeURIComponent(dee)}`);

      expect((await apiA.leave(room._id, 'Ana', ana)).status).toBe(204);
      for (const api of [apiA, apiB])
        expect((await api.getRoom(room._id)).body).toMatchObject({ username: ['Ben', 'Cy', 'Dee'], host: 'Ben' });
      for (const stream of [streamA, streamB]) {
        const [left] = await stream.waitFor(1);
        expect([left?.id, (left?.data as { room: { host: string } }).room.host]).toEqual([5, 'Ben']);
      }
      // The new host's token, issued by B, kicks through A.
      expect((await apiA.call('POST', `/api/${room._id}/kick`, { username: 'Dee' }, ben)).status).toBe(204);
      await deeOnB.waitForEnd();
      expect(deeOnB.events.map((event) => [event.event, event.data])).toEqual([
        ['turnUpdate', expect.anything()],
        ['removed', { reason: 'kicked' }],
      ]);
      expect(Number.isNaN(deeOnB.events[1]?.id)).toBe(true);
      expect((await apiB.chat(room._id, 'Ben', 'marker', ben)).status).toBe(201);
      for (const stream of [streamA, streamB]) {
        const events = await stream.waitForMarker(chatMessage('marker'));
        expect(events.map((event) => [event.id, event.event])).toEqual([
          [5, 'turnUpdate'],
          [6, 'turnUpdate'],
          [7, 'message'],
        ]);
        expect((events[1]?.data as { room: unknown }).room).toMatchObject({ username: ['Ben', 'Cy'], host: 'Ben' });
        stream.close();
      }
      for (const base of [first.baseUrl, second.baseUrl]) {
        const again = await openSse(`${base}/api/${room._id}/stream?token=${encodeURIComponent(dee)}`);
        expect(again.status).toBe(401);
        again.close();
      }
    });

    it('a player removed through one instance can no longer chat through the other, where they chatted before', async () => {
      const apiA = roomsClient(first.baseUrl);
      const apiB = roomsClient(second.baseUrl);
      const room = await apiA.createRoom(uniqueName('Removed'));
      const ana = await apiA.join(room._id, 'Ana');
      const ben = await apiB.join(room._id, 'Ben');
      const stream = await openSse(`${first.baseUrl}/api/${room._id}/stream`);
      // B has read Ben's seat for a chat before the host removes him through A.
      expect((await apiB.chat(room._id, 'Ben', 'before', ben)).status).toBe(201);
      expect((await apiB.chat(room._id, 'ben', 'as himself, in lower case', ben)).status).toBe(201);
      expect((await apiB.chat(room._id, 'Ana', 'under another name', ben)).status).toBe(403);
      expect((await apiA.call('POST', `/api/${room._id}/kick`, { username: 'Ben' }, ana)).status).toBe(204);
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const refused = await apiB.chat(room._id, 'Ben', 'after', ben);
        expect([refused.status, refused.body]).toEqual([
          401,
          { error: 'This player token is not valid in this room.', code: KNOWN_CODE },
        ]);
      }
      expect((await apiB.chat(room._id, 'Ana', 'marker', ana)).status).toBe(201);
      const messages = (await stream.waitForMarker(chatMessage('marker'))).filter((event) => event.event === 'message');
      expect(messages.map((event) => (event.data as { username: string; message: string }).message)).toEqual([
        'before',
        'as himself, in lower case',
        'marker',
      ]);
      expect(messages.map((event) => (event.data as { username: string }).username)).toEqual(['Ben', 'Ben', 'Ana']);
      stream.close();
    });

    it('an instance that cached a seat forgets it when another instance removes the player, so no call of theirs works there any more', async () => {
      const apiA = roomsClient(first.baseUrl);
      const apiB = roomsClient(second.baseUrl);
      const room = await apiA.createRoom(uniqueName('Forgotten'));
      const ana = await apiA.join(room._id, 'Ana');
      const ben = await apiB.join(room._id, 'Ben');
      const seatsOnB = second.app.get(SeatCache);
      expect((await apiB.ping(room._id, 'Ben', ben)).status).toBe(204);
      expect(seatsOnB.get(hashPlayerToken(ben))).toMatchObject({ roomId: room._id, username: 'Ben' });
      expect((await apiA.call('POST', `/api/${room._id}/kick`, { username: 'Ben' }, ana)).status).toBe(204);
      // The removal's announcement reaches B within moments of the commit.
      await pollUntil('B to forget the removed seat', () => seatsOnB.get(hashPlayerToken(ben)) === undefined);
      expect((await apiB.ping(room._id, 'Ben', ben)).status).toBe(401);
      expect((await apiB.turn(room._id, 'Ben', 'truth', ben)).status).toBe(401);
      const stream = await openSse(`${second.baseUrl}/api/${room._id}/stream?token=${encodeURIComponent(ben)}`);
      expect(stream.status).toBe(401);
      stream.close();
      // Ana's seat, cached on B too, still works there.
      expect((await apiB.ping(room._id, 'Ana', ana)).status).toBe(204);
    });

    it('chat sent all at once through both instances is written in shared transactions, each message answered as its own and logged once, in order', async () => {
      const apis = [roomsClient(first.baseUrl), roomsClient(second.baseUrl)] as const;
      const rooms = await Promise.all([0, 1, 2].map((index) => apis[0].createRoom(uniqueName(`Burst ${index}`))));
      const players = await Promise.all(
        rooms.flatMap((room) =>
          ['Ana', 'Ben', 'Cy'].map(async (name) => ({
            roomId: room._id,
            name,
            token: await apis[0].join(room._id, name),
          })),
        ),
      );
      const transactions = [
        vi.spyOn(first.app.get(Database), 'transaction'),
        vi.spyOn(second.app.get(Database), 'transaction'),
      ];
      // Four messages from each player, none waiting for another, half of them through each instance.
      const sends = players.flatMap((player, index) =>
        [1, 2, 3, 4].map((n) => ({
          ...player,
          api: apis[(index + n) % 2] ?? apis[0],
          message: `${player.name} says ${n}`,
        })),
      );
      const answers = await Promise.all(
        sends.map((send) => send.api.chat(send.roomId, send.name, send.message, send.token)),
      );
      const shared = transactions.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
      transactions.forEach((spy) => spy.mockRestore());

      expect(answers.map((answer) => answer.status)).toEqual(sends.map(() => 201));
      expect(answers.map((answer) => [answer.body.chat.username, answer.body.chat.message])).toEqual(
        sends.map((send) => [send.name, send.message]),
      );
      // More than one message per transaction somewhere: otherwise there would be a transaction per message, or none.
      expect(shared).toBeGreaterThan(0);
      expect(shared).toBeLessThan(sends.length);
      for (const room of rooms) {
        const sent = sends.filter((send) => send.roomId === room._id);
        const marker = players.find((player) => player.roomId === room._id);
        expect((await apis[1].chat(room._id, marker?.name ?? '', 'marker', marker?.token)).status).toBe(201);
        const replay = await openSse(`${first.baseUrl}/api/${room._id}/stream`, { 'last-event-id': '0' });
        const logged = (await replay.waitForMarker(chatMessage('marker')))
          .slice(0, -1)
          .filter((event) => event.event === 'message');
        replay.close();
        expect(logged.map((event) => (event.data as { message: string }).message).sort()).toEqual(
          sent.map((send) => send.message).sort(),
        );
        const ids = logged.map((event) => event.id);
        expect(ids).toEqual([...ids].sort((a, b) => a - b));
        expect(new Set(ids).size).toBe(ids.length);
        // A player's own messages, each sent after the other was accepted, would be in order; here they were sent at once, so only their number is checked.
        for (const name of ['Ana', 'Ben', 'Cy'])
          expect(logged.filter((event) => (event.data as { username: string }).username === name)).toHaveLength(4);
      }
    });

    it('a reconnecting client catches up from the other instance with no gap and no repeat', async () => {
      const apiA = roomsClient(first.baseUrl);
      const apiB = roomsClient(second.baseUrl);
      const room = await apiA.createRoom(uniqueName('Switch'));
      const players = await Promise.all(
        Array.from({ length: 4 }, (_, i) => apiA.join(room._id, `P${i}`).then((token) => ({ name: `P${i}`, token }))),
      );
      const onA = await openSse(`${first.baseUrl}/api/${room._id}/stream`);
      await apiB.chat(room._id, 'P0', 'one', players[0]?.token);
      const [seen] = await onA.waitFor(1);
      onA.close();
      for (const player of players) await apiA.chat(room._id, player.name, `missed by ${player.name}`, player.token);
      const onB = await openSse(`${second.baseUrl}/api/${room._id}/stream`, { 'last-event-id': String(seen?.id) });
      await apiA.chat(room._id, 'P1', 'live', players[1]?.token);
      await onB.waitFor(5);
      // A repeat or a stray event would come before this marker.
      expect((await apiA.chat(room._id, 'P2', 'marker', players[2]?.token)).status).toBe(201);
      const events = (await onB.waitForMarker(chatMessage('marker'))).slice(0, -1);
      expect(events.map((event) => (event.data as { message: string }).message)).toEqual([
        'missed by P0',
        'missed by P1',
        'missed by P2',
        'missed by P3',
        'live',
      ]);
      expect(events.map((event) => event.id)).toEqual([1, 2, 3, 4, 5].map((step) => (seen?.id ?? 0) + step));
      onB.close();
    });
  });
