import { PRESENCE } from '@truth-or-dare/room-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/clock/manual-clock';
import { PresenceSweeper } from '../src/rooms/timers/presence-sweeper';
import { roomsClient, uniqueName } from './rooms-client';
import { TEST_DATABASES, startTestServer, type TestServer } from './test-server';

// Presence at its real timings, on a clock the test moves: each sweep runs on demand, so the
// bounds are checked to the millisecond without waiting.
describe.each(TEST_DATABASES)('presence on a moved clock on %s', (database) => {
  const clock = new ManualClock();
  let server: TestServer;
  let api: ReturnType<typeof roomsClient>;
  let sweep: () => Promise<void>;

  beforeAll(async () => {
    // The timer-driven sweep is pushed far away; the test sweeps itself.
    server = await startTestServer(database, { ROOM_SWEEP_INTERVAL_MS: '3600000' }, { clock });
    api = roomsClient(server.baseUrl);
    const sweeper = server.app.get(PresenceSweeper);
    sweep = () => sweeper.sweep();
  });
  afterAll(async () => {
    await server?.close();
  });

  async function names(roomId: string): Promise<string[]> {
    const answer = await api.getRoom(roomId);
    return answer.status === 200 ? (answer.body.username as string[]) : [];
  }

  it('keeps a silent player until PLAYER_TIMEOUT_MS has passed, then lets them go; a pinging player stays', async () => {
    const room = await api.createRoom(uniqueName('Clock'));
    const ana = await api.join(room._id, 'Ana');
    await api.join(room._id, 'Ben');

    clock.advance(PRESENCE.playerTimeoutMs / 2);
    expect((await api.ping(room._id, 'Ana', ana)).status).toBe(204);
    clock.advance(PRESENCE.playerTimeoutMs / 2);
    await sweep();
    expect(await names(room._id)).toEqual(['Ana', 'Ben']);

    clock.advance(1);
    await sweep();
    expect(await names(room._id)).toEqual(['Ana']);
  });

  /** Ana acts halfway through the timeout, Ben stays silent; answers who is left after a sweep just past it. */
  async function afterOnlyAnaActs(
    name: string,
    act: (roomId: string, ana: string) => Promise<{ status: number }>,
    status: number,
  ) {
    const room = await api.createRoom(uniqueName(name));
    const ana = await api.join(room._id, 'Ana');
    await api.join(room._id, 'Ben');

    clock.advance(PRESENCE.playerTimeoutMs / 2);
    expect((await act(room._id, ana)).status).toBe(status);
    clock.advance(PRESENCE.playerTimeoutMs / 2 + 1);
    await sweep();
    return { room, stayed: await names(room._id) };
  }

  it('counts a turn as its player seen and its room active (both go with the presence marks)', async () => {
    const { room, stayed } = await afterOnlyAnaActs(
      'Turns',
      (roomId, ana) => api.turn(roomId, 'Ana', 'truth', ana),
      200,
    );
    expect(stayed).toEqual(['Ana']);

    // The room was last active at Ana's turn, not when it was created.
    clock.advance(PRESENCE.roomTimeoutMs - PRESENCE.playerTimeoutMs / 2 - 1);
    await sweep();
    expect((await api.getRoom(room._id)).status).toBe(200);
    clock.advance(1);
    await sweep();
    expect((await api.getRoom(room._id)).status).toBe(404);
  });

  it('counts a chat message as its player seen', async () => {
    const { stayed } = await afterOnlyAnaActs(
      'Chats',
      (roomId, ana) => api.chat(roomId, 'Ana', 'still here', ana),
      201,
    );
    expect(stayed).toEqual(['Ana']);
  });

  it('deletes a room only once ROOM_TIMEOUT_MS has passed without player activity', async () => {
    const room = await api.createRoom(uniqueName('Quiet'));
    clock.advance(PRESENCE.roomTimeoutMs);
    await sweep();
    expect((await api.getRoom(room._id)).status).toBe(200);

    clock.advance(1);
    await sweep();
    expect((await api.getRoom(room._id)).status).toBe(404);
  });
});
