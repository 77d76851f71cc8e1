import {
  createRoomSessionMachine,
  RoomRequestError,
  type LoadedRoom,
  type RoomSocketCall,
  type StreamSignal,
} from '@truth-or-dare/room-protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { installFakeApi, json, makeRoom, ROOM_ID, turnUpdate } from '../shared/online-rooms-test-helpers';
import { connectedRoomServices } from './connected-room-services';
import { fakeConnectionDeps, installFakeWebSocket, settle } from './connection-test-helpers';
import { createRoomConnection } from './room-connection';

const SEAT = { username: 'Ana', token: 'secret' };
const CHAT = { username: 'Ben', message: 'hi', createdAt: '2026-01-01T00:00:00.000Z' };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('room services over requests', () => {
  const arrival = { loadRoom: vi.fn(), joinRoom: vi.fn() };
  const services = () => {
    const connection = createRoomConnection(ROOM_ID, fakeConnectionDeps());
    return connectedRoomServices(arrival, () => connection);
  };

  it("sends a seated player's calls with the token, each to its path", async () => {
    const api = installFakeApi();
    api.on('PATCH', `/api/${ROOM_ID}/settings`, () => json(200, { room: makeRoom() }));
    api.on('POST', `/api/${ROOM_ID}/prompts`, () => json(201, { customTruths: 1, customDares: 0 }));
    api.on('POST', `/api/${ROOM_ID}/pass`, () => json(200, { room: makeRoom() }));
    const made = services();
    const roomId = ROOM_ID;
    await made.takeTurn({ roomId, seat: SEAT, type: 'dare' });
    await made.sendChat({ roomId, seat: SEAT, message: 'hi' });
    await made.ping({ roomId, seat: SEAT });
    await made.releaseSeat({ roomId, seat: SEAT });
    await made.removePlayer({ roomId, seat: SEAT, username: 'Ben' });
    await made.skipTurn({ roomId, seat: SEAT });
    await made.setLocked({ roomId, seat: SEAT, locked: true });
    await made.handHost({ roomId, seat: SEAT, username: 'Ben' });
    await made.changeSettings({ roomId, seat: SEAT, change: { rating: 'teen', turnSeconds: 120 } });
    await made.addPrompt({ roomId, seat: SEAT, type: 'truth', text: 'Who here would you call at 3 a.m.?' });
    await made.pass({ roomId, seat: SEAT });
    const base = `/api/${ROOM_ID}`;
    expect(
      api.calls.map((call) => [call.method, call.path, call.body, call.headers.Authorization, call.keepalive]),
    ).toEqual([
      ['PATCH', `${base}/turn`, { type: 'dare', username: 'Ana' }, 'Bearer secret', false],
      ['POST', `${base}/chat`, { username: 'Ana', message: 'hi' }, 'Bearer secret', false],
      ['POST', `${base}/ping`, { username: 'Ana' }, 'Bearer secret', false],
      ['POST', `${base}/leave`, { username: 'Ana' }, 'Bearer secret', true],
      ['POST', `${base}/kick`, { username: 'Ben' }, 'Bearer secret', false],
      ['POST', `${base}/skip`, {}, 'Bearer secret', false],
      ['POST', `${base}/lock`, { locked: true }, 'Bearer secret', false],
      ['POST', `${base}/host`, { username: 'Ben' }, 'Bearer secret', false],
      ['PATCH', `${base}/settings`, { rating: 'teen', turnSeconds: 120 }, 'Bearer secret', false],
      [
        'POST',
        `${base}/prompts`,
        { type: 'truth', text: 'Who here would you call at 3 a.m.?' },
        'Bearer secret',
        false,
      ],
      ['POST', `${base}/pass`, {}, 'Bearer secret', false],
    ]);
  });

  it("reports a refusal with the server's words and code", async () => {
    const api = installFakeApi();
    api.on('POST', `/api/${ROOM_ID}/prompts`, () =>
      json(400, { error: 'This room already has that prompt.', code: 'CUSTOM_PROMPT_DUPLICATE' }),
    );
    const refusal = await services()
      .addPrompt({ roomId: ROOM_ID, seat: SEAT, type: 'dare', text: 'Sing the chorus loudly' })
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RoomRequestError);
    expect(refusal).toMatchObject({
      status: 400,
      serverMessage: 'This room already has that prompt.',
      code: 'CUSTOM_PROMPT_DUPLICATE',
    });
  });
});

/** A room session, as the game page runs it, on a connection whose socket the test drives. */
function sessionOnSocket({
  http = async () => null,
  loaded = { room: makeRoom(), lastEventId: 7 },
}: {
  http?: (call: RoomSocketCall) => Promise<unknown>;
  loaded?: LoadedRoom;
} = {}) {
  const sockets = installFakeWebSocket();
  const clock = new SimulatedClock();
  const httpCalls: RoomSocketCall[] = [];
  const streams: Array<(signal: StreamSignal) => void> = [];
  const connection = createRoomConnection(
    ROOM_ID,
    fakeConnectionDeps({
      clock,
      httpCall: (_roomId, _seat, call) => {
        httpCalls.push(call);
        return http(call);
      },
      openStream: (_request, report) => {
        streams.push(report);
        return () => undefined;
      },
      loadRoom: async () => loaded,
    }),
  );
  const arrival = { loadRoom: async () => ({ room: makeRoom(), lastEventId: 7 }), joinRoom: vi.fn() };
  const machine = createRoomSessionMachine(connectedRoomServices(arrival, () => connection));
  const actor = createActor(machine, {
    clock,
    input: { roomId: ROOM_ID, seat: SEAT, username: '', connect: true },
  }).start();
  return { sockets, clock, httpCalls, streams, actor };
}

describe('a room session on the socket', () => {
  it('applies the events the socket carries, with their ids, and sends no pings while it is ready', async () => {
    const { sockets, clock, httpCalls, actor } = sessionOnSocket();
    await settle();
    expect(actor.getSnapshot().matches('joined')).toBe(true);
    const socket = sockets.latest();
    socket.accept();
    expect(socket.sent).toEqual([{ op: 'hello', token: 'secret', lastEventId: 7 }]);
    socket.receive({ op: 'ready', complete: true });
    socket.receive({ op: 'event', event: 'message', id: 8, data: CHAT });
    socket.receive({ op: 'event', event: 'message', id: 8, data: CHAT });
    expect(actor.getSnapshot().context.chats.map((chat) => chat.message)).toEqual(['hello all', 'hi']);
    expect(actor.getSnapshot().context.lastEventId).toBe(8);
    for (let ping = 0; ping < 3; ping += 1) {
      clock.increment(10_000);
      await settle();
    }
    expect(actor.getSnapshot().matches({ joined: { presence: 'waiting' } })).toBe(true);
    expect(socket.commands).toEqual([]);
    expect(httpCalls).toEqual([]);
  });

  it("takes a turn on the socket and shows the server's refusal from its ack", async () => {
    const { sockets, actor } = sessionOnSocket();
    await settle();
    const socket = sockets.latest();
    socket.accept();
    socket.receive({ op: 'ready', complete: true });
    const alerts: string[] = [];
    actor.on('notice', (notice) => {
      if (notice.kind === 'alert') alerts.push(notice.message);
    });
    actor.send({ type: 'TURN.TAKE', turnType: 'truth' });
    expect(socket.commands).toEqual([
      { op: 'cmd', id: 'id-2', call: 'turn', body: { type: 'truth', username: 'Ana' } },
    ]);
    socket.receive({
      op: 'ack',
      id: 'id-2',
      status: 409,
      body: { error: "It's not your turn!", code: 'NOT_YOUR_TURN' },
    });
    await settle();
    expect(alerts).toEqual(["It's not your turn!"]);
    expect(actor.getSnapshot().matches({ joined: { turn: 'idle' } })).toBe(true);
  });

  it('reloads the room when the socket says events were missed', async () => {
    const loaded = { room: makeRoom({ username: ['Ana'], chats: [] }), lastEventId: 90 };
    const { sockets, actor } = sessionOnSocket({ loaded });
    await settle();
    sockets.latest().accept();
    sockets.latest().receive({ op: 'ready', complete: false });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ chats: [], lastEventId: 90 });
    expect(actor.getSnapshot().context.room?.username).toEqual(['Ana']);
  });

  it('ends the seat when the host removed the player: the removed event, or the close that follows it', async () => {
    const byEvent = sessionOnSocket();
    await settle();
    byEvent.sockets.latest().accept();
    byEvent.sockets.latest().receive({ op: 'ready', complete: true });
    byEvent.sockets.latest().receive({ op: 'event', event: 'removed', data: { reason: 'kicked' } });
    expect(byEvent.actor.getSnapshot().value).toBe('removed');
    // The session let go of the room: its socket closes.
    byEvent.clock.increment(0);
    expect(byEvent.sockets.latest().closedWith).toBe(1000);

    const byClose = sessionOnSocket();
    await settle();
    byClose.sockets.latest().accept();
    byClose.sockets.latest().receive({ op: 'ready', complete: true });
    byClose.sockets.latest().closeWith(4403);
    expect(byClose.actor.getSnapshot().value).toBe('removed');
    byClose.clock.increment(60_000);
    expect(byClose.sockets.all).toHaveLength(1);
  });

  it('is lost when the socket refuses its token, as with the stream: the next ping meets the same refusal', async () => {
    const refused = new RoomRequestError(401, 'This player token is not valid in this room.', 'PLAYER_TOKEN_INVALID');
    const { sockets, httpCalls, streams, actor } = sessionOnSocket({ http: () => Promise.reject(refused) });
    await settle();
    sockets.latest().accept();
    sockets.latest().closeWith(4401);
    expect(streams).toHaveLength(1);
    await settle();
    expect(httpCalls).toEqual(['ping']);
    expect(actor.getSnapshot().value).toBe('lost');
  });

  it('is not lost to a dropped socket that comes back in time', async () => {
    const { sockets, clock, actor } = sessionOnSocket();
    await settle();
    sockets.latest().accept();
    sockets.latest().receive({ op: 'ready', complete: true });
    sockets.latest().closeWith(1006);
    expect(actor.getSnapshot().matches({ joined: { connection: 'reconnecting' } })).toBe(true);
    clock.increment(2_000);
    sockets.latest().accept();
    sockets.latest().receive({ op: 'ready', complete: true });
    expect(actor.getSnapshot().matches({ joined: { connection: 'live' } })).toBe(true);
    clock.increment(30_000);
    expect(actor.getSnapshot().matches('joined')).toBe(true);
  });
});

describe('the turn update the socket carries', () => {
  it('reaches the session as the stream would bring it', async () => {
    const { sockets, actor } = sessionOnSocket();
    await settle();
    sockets.latest().accept();
    sockets.latest().receive({ op: 'ready', complete: true });
    const room = makeRoom({ currentPrompt: 'Sing', currentType: 'dare', currentTurn: 1 });
    sockets.latest().receive({ op: 'event', event: 'turnUpdate', id: 9, data: turnUpdate(room) });
    expect(actor.getSnapshot().context.room).toMatchObject({ currentPrompt: 'Sing', currentTurn: 1 });
  });
});
