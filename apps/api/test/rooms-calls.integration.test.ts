import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../src/clock/manual-clock';
import { roomsClient, uniqueName } from './rooms-client';
import { chatMessage, openSse, type ReceivedEvent } from './sse-client';
import { createPostgresDatabase, startTestServer, type TestServer } from './test-server';
import { ROOMS_SETUPS, startRooms, type RoomsUnderTest } from './rooms-setups';
import { KNOWN_CODE } from './api-error-body';

const FAST = { RATE_LIMIT_CREATE_ROOM_PER_MINUTE: '1000', RATE_LIMIT_JOIN_ROOM_PER_MINUTE: '1000' };

describe.each(ROOMS_SETUPS)('video call state ($label)', (setup) => {
  let rooms: RoomsUnderTest;
  let server: TestServer;
  let api: RoomsUnderTest['api'];
  beforeAll(async () => {
    rooms = await startRooms(setup, FAST);
    ({ server, api } = rooms);
  });
  afterAll(async () => {
    await rooms?.close();
  });

  async function roomOfTwo() {
    const room = await api.createRoom(uniqueName('Call'));
    return { roomId: room._id, ana: await api.join(room._id, 'Ana'), ben: await api.join(room._id, 'Ben') };
  }

  it('answers every status of joining and leaving the call, and GET video-call agrees', async () => {
    const { roomId, ana, ben } = await roomOfTwo();
    expect(await api.call('POST', `/api/${roomId}/video-call/join`, { video: true })).toMatchObject({ status: 401 });
    expect(await api.call('POST', `/api/${roomId}/video-call/join`, { video: 'yes' }, ana)).toMatchObject({
      status: 400,
      body: { error: 'video must be true or false.', code: KNOWN_CODE },
    });
    expect(await api.call('POST', `/api/AAAAAAAAAAAAAAAAAAAAAA/video-call/join`, { video: true }, ana)).toMatchObject({
      status: 404,
    });
    const joined = await api.call('POST', `/api/${roomId}/video-call/join`, { video: true }, ana);
    expect(joined).toMatchObject({ status: 200, body: { videoCallActive: true, videoParticipants: ['Ana'] } });
    // Joining twice changes nothing.
    expect(
      (await api.call('POST', `/api/${roomId}/video-call/join`, { video: false }, ana)).body.videoParticipants,
    ).toEqual(['Ana']);
    await api.call('POST', `/api/${roomId}/video-call/join`, { video: false }, ben);
    expect((await api.call('GET', `/api/${roomId}/video-call`)).body).toEqual({
      videoCallActive: true,
      videoParticipants: ['Ana', 'Ben'],
    });
    expect((await api.call('POST', `/api/${roomId}/video-call/leave`, {}, ana)).body).toEqual({
      videoCallActive: true,
      videoParticipants: ['Ben'],
    });
    expect((await api.call('POST', `/api/${roomId}/video-call/leave`, {}, ben)).body).toEqual({
      videoCallActive: false,
      videoParticipants: [],
    });
    expect((await api.call('GET', `/api/${roomId}/video-call`)).body).toEqual({
      videoCallActive: false,
      videoParticipants: [],
    });
  });

  it('publishes each change as videoCallUpdate, and takes a player who leaves the room out of the call', async () => {
    const { roomId, ana, ben } = await roomOfTwo();
    const lastEventId = (await api.getRoom(roomId)).headers.get('x-last-event-id');
    await api.call('POST', `/api/${roomId}/video-call/join`, { video: true }, ana);
    await api.call('POST', `/api/${roomId}/video-call/join`, { video: true }, ben);
    expect((await api.leave(roomId, 'Ben', ben)).status).toBe(204);
    expect((await api.call('GET', `/api/${roomId}/video-call`)).body).toEqual({
      videoCallActive: true,
      videoParticipants: ['Ana'],
    });
    const stream = await openSse(`${server.baseUrl}/api/${roomId}/stream`, { 'last-event-id': String(lastEventId) });
    const events = await stream.waitFor(4);
    stream.close();
    expect(events.filter((event) => event.event === 'videoCallUpdate').map((event) => event.data)).toEqual([
      { videoCallActive: true, videoParticipants: ['Ana'] },
      { videoCallActive: true, videoParticipants: ['Ana', 'Ben'] },
      { videoCallActive: true, videoParticipants: ['Ana'] },
    ]);
  });

  it('relays a signal only to its addressee, never into the replay log, with every status', async () => {
    const { roomId, ana, ben } = await roomOfTwo();
    const cy = await api.join(roomId, 'Cy');
    const lastEventId = (await api.getRoom(roomId)).headers.get('x-last-event-id');
    const offer = { to: 'Ben', description: { type: 'offer', sdp: 'v=0\r\n' } };
    // Ana is not in the call yet, nor is Ben.
    expect(await api.call('POST', `/api/${roomId}/rtc`, offer, ana)).toMatchObject({
      status: 403,
      body: { error: 'Join the call before sending call signals.', code: KNOWN_CODE },
    });
    for (const token of [ana, ben, cy])
      await api.call('POST', `/api/${roomId}/video-call/join`, { video: true }, token);
    const streams = await Promise.all(
      [ben, cy].map((token) => openSse(`${server.baseUrl}/api/${roomId}/stream?token=${token}`)),
    );
    expect((await api.call('POST', `/api/${roomId}/rtc`, offer, ana)).status).toBe(202);
    const candidate = {
      to: 'ben',
      candidate: { candidate: 'candidate:1 1 udp 2122260223 127.0.0.1 50000 typ host', sdpMid: '0', sdpMLineIndex: 0 },
    };
    expect((await api.call('POST', `/api/${roomId}/rtc`, candidate, ana)).status).toBe(202);
    for (const [body, status] of [
      [{ to: 'Ben' }, 400],
      [{ ...offer, candidate: candidate.candidate }, 400],
      [{ to: 'Ben', description: { type: 'offer', sdp: 'x'.repeat(40_000) } }, 400],
      [{ to: 'Zed', description: offer.description }, 404],
    ] as const) {
      expect((await api.call('POST', `/api/${roomId}/rtc`, body, ana)).status).toBe(status);
    }
    expect((await api.call('POST', `/api/${roomId}/rtc`, offer)).status).toBe(401);
    expect((await api.chat(roomId, 'Ana', 'signal marker', ana)).status).toBe(201);
    const [toBen, toCy] = await Promise.all(
      streams.map((stream) => stream.waitForMarker(chatMessage('signal marker'))),
    );
    const signals = (events: ReceivedEvent[] | undefined) =>
      (events ?? []).filter((event) => event.event === 'rtcSignal').map((event) => event.data);
    expect(signals(toBen)).toEqual([
      { from: 'Ana', description: offer.description },
      { from: 'Ana', candidate: candidate.candidate },
    ]);
    expect(signals(toCy)).toEqual([]);
    for (const stream of streams) stream.close();
    // A stream that reconnects never gets a signal again.
    const replay = await openSse(`${server.baseUrl}/api/${roomId}/stream?token=${ben}`, {
      'last-event-id': String(lastEventId),
    });
    expect(signals(await replay.waitForMarker(chatMessage('signal marker')))).toEqual([]);
    replay.close();
  });

  it('limits each player to 300 signals in 10 s', async () => {
    const { roomId, ana, ben } = await roomOfTwo();
    for (const token of [ana, ben]) await api.call('POST', `/api/${roomId}/video-call/join`, { video: true }, token);
    const candidate = { to: 'Ben', candidate: { candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host' } };
    const statuses = [];
    for (let sent = 0; sent < 301; sent += 1)
      statuses.push((await api.call('POST', `/api/${roomId}/rtc`, candidate, ana)).status);
    expect(statuses.filter((status) => status === 202)).toHaveLength(300);
    expect(statuses.at(-1)).toBe(429);
    // Ben's budget is his own.
    expect((await api.call('POST', `/api/${roomId}/rtc`, { ...candidate, to: 'Ana' }, ben)).status).toBe(202);
  });

  it('answers ICE servers to seated players only', async () => {
    const { roomId, ana } = await roomOfTwo();
    expect(await api.call('GET', `/api/${roomId}/ice-servers`, undefined, ana)).toMatchObject({
      status: 200,
      body: { iceServers: [] },
    });
    expect((await api.call('GET', `/api/${roomId}/ice-servers`)).status).toBe(401);
    expect((await api.call('GET', `/api/${roomId}/ice-servers`, undefined, 'not-a-token')).status).toBe(401);
  });
});

describe('video call state and presence', () => {
  it('ends the call of a player removed by presence, and of a room deleted for inactivity', async () => {
    const clock = new ManualClock(Date.UTC(2026, 10, 25, 12));
    const server = await startTestServer('sqlite', { ...FAST, ROOM_SWEEP_INTERVAL_MS: '50' }, { clock });
    try {
      const api = roomsClient(server.baseUrl);
      const room = await api.createRoom(uniqueName('Presence call'));
      const ana = await api.join(room._id, 'Ana');
      const ben = await api.join(room._id, 'Ben');
      await api.call('POST', `/api/${room._id}/video-call/join`, { video: true }, ana);
      await api.call('POST', `/api/${room._id}/video-call/join`, { video: true }, ben);
      clock.advance(20_000);
      await api.ping(room._id, 'Ana', ana);
      clock.advance(15_000);
      // Ben has been silent 35 s (more than the 30 s timeout); Ana 15 s.
      await waitFor(
        async () => (await api.call('GET', `/api/${room._id}/video-call`)).body.videoParticipants.length === 1,
      );
      expect((await api.call('GET', `/api/${room._id}/video-call`)).body).toEqual({
        videoCallActive: true,
        videoParticipants: ['Ana'],
      });
      clock.advance(61_000);
      await waitFor(async () => (await api.call('GET', `/api/${room._id}/video-call`)).status === 404);
    } finally {
      await server.close();
    }
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 5_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

if (process.env.TEST_DATABASE_URL)
  describe('call signals between two instances on one PostgreSQL', () => {
    it('relays in both directions, an offer bigger than one NOTIFY included', async () => {
      const database = await createPostgresDatabase();
      const first = await startTestServer('postgres', FAST, { sharedDatabaseUrl: database.url });
      const second = await startTestServer('postgres', FAST, { sharedDatabaseUrl: database.url });
      try {
        const onFirst = roomsClient(first.baseUrl);
        const onSecond = roomsClient(second.baseUrl);
        const room = await onFirst.createRoom(uniqueName('Two instances'));
        const ana = await onFirst.join(room._id, 'Ana');
        const ben = await onSecond.join(room._id, 'Ben');
        await onFirst.call('POST', `/api/${room._id}/video-call/join`, { video: true }, ana);
        await onSecond.call('POST', `/api/${room._id}/video-call/join`, { video: true }, ben);
        const anaStream = await openSse(`${first.baseUrl}/api/${room._id}/stream?token=${ana}`);
        const benStream = await openSse(`${second.baseUrl}/api/${room._id}/stream?token=${ben}`);
        // About 12 KB: more than PostgreSQL's 8000-byte NOTIFY limit.
        const bigOffer = {
          type: 'offer',
          sdp: 'a=candidate:1 1 udp 2122260223 192.0.2.1 50000 typ host\r\n'.repeat(220),
        };
        const candidate = { candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host', sdpMid: '0', sdpMLineIndex: 0 };
        expect(
          (await onFirst.call('POST', `/api/${room._id}/rtc`, { to: 'Ben', description: bigOffer }, ana)).status,
        ).toBe(202);
        expect((await onFirst.call('POST', `/api/${room._id}/rtc`, { to: 'Ben', candidate }, ana)).status).toBe(202);
        expect(
          (
            await onSecond.call(
              'POST',
              `/api/${room._id}/rtc`,
              { to: 'Ana', description: { type: 'answer', sdp: 'v=0\r\n' } },
              ben,
            )
          ).status,
        ).toBe(202);
        expect((await onFirst.chat(room._id, 'Ana', 'relay marker', ana)).status).toBe(201);
        const atBen = (await benStream.waitForMarker(chatMessage('relay marker'))).filter(
          (event) => event.event === 'rtcSignal',
        );
        const atAna = (await anaStream.waitForMarker(chatMessage('relay marker'))).filter(
          (event) => event.event === 'rtcSignal',
        );
        expect(atBen.map((event) => event.data)).toEqual([
          { from: 'Ana', description: bigOffer },
          { from: 'Ana', candidate },
        ]);
        expect(atAna.map((event) => event.data)).toEqual([
          { from: 'Ben', description: { type: 'answer', sdp: 'v=0\r\n' } },
        ]);
        anaStream.close();
        benStream.close();
      } finally {
        await first.close();
        await second.close();
        await database.drop();
      }
    });
  });
