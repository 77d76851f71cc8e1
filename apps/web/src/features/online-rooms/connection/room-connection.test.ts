import {
  RoomRequestError,
  type LoadedRoom,
  type RoomSocketCall,
  type StreamSignal,
} from '@truth-or-dare/room-protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SimulatedClock } from 'xstate';
import { makeRoom, ROOM_ID, turnUpdate } from '../shared/online-rooms-test-helpers';
import { roomSocketUrl } from './browser-socket';
import { fakeConnectionDeps, installFakeWebSocket, settle, type FakeWebSocket } from './connection-test-helpers';
import { createRoomConnection } from './room-connection';
import { tabSocketFallbackMemory } from './socket-fallback-memory';

const SEAT = { username: 'Ana', token: 't-ana' };
const CHAT = { username: 'Ben', message: 'hi', createdAt: '2026-01-01T00:00:00.000Z' };

afterEach(() => {
  vi.unstubAllGlobals();
});

interface FakeStream {
  readonly lastEventId: number;
  readonly report: (signal: StreamSignal) => void;
  closed: boolean;
}

function setup({ loaded = { room: makeRoom(), lastEventId: 40 } as LoadedRoom } = {}) {
  const sockets = installFakeWebSocket();
  const clock = new SimulatedClock();
  const streams: FakeStream[] = [];
  const http: Array<{ call: RoomSocketCall; body: unknown; token: string }> = [];
  const httpAnswers = new Map<RoomSocketCall, () => Promise<unknown>>();
  const loadRoom = vi.fn(async () => loaded);
  const deps = fakeConnectionDeps({
    clock,
    openStream: ({ lastEventId }, report) => {
      const stream: FakeStream = { lastEventId, report, closed: false };
      streams.push(stream);
      return () => {
        stream.closed = true;
      };
    },
    httpCall: async (_roomId, seat, call, body) => {
      http.push({ call, body, token: seat.token });
      return (await httpAnswers.get(call)?.()) ?? null;
    },
    loadRoom,
  });
  const connection = createRoomConnection(ROOM_ID, deps);
  const signals: StreamSignal[] = [];
  const follow = (lastEventId = 12) =>
    connection.follow({ lastEventId, token: SEAT.token }, (signal) => signals.push(signal));
  return { sockets, clock, streams, http, httpAnswers, loadRoom, connection, signals, follow, deps };
}

/** A socket through the upgrade and ready, as the server answers a hello with nothing to replay. */
function makeReady(socket: FakeWebSocket, complete = true) {
  socket.accept();
  socket.receive({ op: 'ready', complete });
}

describe('room connection: the socket', () => {
  it("opens the room's socket on the page's origin with tod.v1 and says hello with the token and last event id", () => {
    const { sockets, follow, signals } = setup();
    follow(12);
    const socket = sockets.latest();
    expect(socket.url).toBe(`ws://${window.location.host}/api/${ROOM_ID}/socket`);
    expect(socket.protocols).toBe('tod.v1');
    expect(socket.sent).toEqual([]);
    socket.accept();
    expect(socket.sent).toEqual([{ op: 'hello', token: 't-ana', lastEventId: 12 }]);
    expect(signals).toEqual([]);
    socket.receive({ op: 'ready', complete: true });
    expect(signals).toEqual([{ type: 'STREAM.OPEN' }]);
  });

  it('uses wss: on an https: page', () => {
    expect(roomSocketUrl({ protocol: 'https:', host: 'tod.example' }, 'a b')).toBe(
      'wss://tod.example/api/a%20b/socket',
    );
    expect(roomSocketUrl({ protocol: 'http:', host: 'localhost:3000' }, 'r')).toBe('ws://localhost:3000/api/r/socket');
  });

  it('reports events, replayed and live, as the stream does, with their ids, and drops what the contract does not know', () => {
    const { sockets, follow, signals } = setup();
    follow();
    const socket = sockets.latest();
    socket.accept();
    socket.receive({ op: 'event', event: 'message', id: 13, data: CHAT });
    socket.receive({ op: 'ready', complete: true });
    const room = makeRoom();
    socket.receive({ op: 'event', event: 'turnUpdate', id: 14, data: turnUpdate(room) });
    socket.receive({ op: 'event', event: 'rtcSignal', data: { from: 'Ben', candidate: { candidate: 'c' } } });
    socket.receive({ op: 'event', event: 'turnUpdate', id: 15, data: { room: { roomName: 'half' } } });
    socket.receive({ op: 'event', event: 'removed', id: 16, data: { reason: 'kicked' } });
    socket.receive('{not json');
    socket.receive({ op: 'event', event: 'roomClosed', id: 17, data: {} });
    expect(signals).toEqual([
      { type: 'STREAM.RECEIVE', event: { type: 'message', data: CHAT, id: 13 } },
      { type: 'STREAM.OPEN' },
      { type: 'STREAM.RECEIVE', event: { type: 'turnUpdate', data: turnUpdate(room), id: 14 } },
      { type: 'STREAM.ADDRESSED', event: { type: 'rtcSignal', data: { from: 'Ben', candidate: { candidate: 'c' } } } },
      // `removed` with an id is not an addressed event, and as a logged one it is no chat message.
      { type: 'STREAM.RECEIVE', event: { type: 'roomClosed', data: {}, id: 17 } },
    ]);
  });

  it('reloads the room when the replay was not complete, holding the events that arrive meanwhile', async () => {
    const loaded = { room: makeRoom({ currentPrompt: 'Sing' }), lastEventId: 40 };
    const { sockets, follow, signals, loadRoom } = setup({ loaded });
    follow(3);
    const socket = sockets.latest();
    makeReady(socket, false);
    socket.receive({ op: 'event', event: 'message', id: 41, data: CHAT });
    expect(loadRoom).toHaveBeenCalledWith(ROOM_ID);
    expect(signals).toEqual([{ type: 'STREAM.OPEN' }]);
    await settle();
    expect(signals).toEqual([
      { type: 'STREAM.OPEN' },
      { type: 'STREAM.RELOAD', loaded },
      { type: 'STREAM.RECEIVE', event: { type: 'message', data: CHAT, id: 41 } },
    ]);
  });

  it('does not reload when the replay was complete', () => {
    const { sockets, follow, loadRoom } = setup();
    follow();
    makeReady(sockets.latest());
    expect(loadRoom).not.toHaveBeenCalled();
  });
});

describe('room connection: falling back', () => {
  it('uses the stream and requests when the socket is not ready within 2.5 s', async () => {
    const { sockets, clock, streams, follow, connection, http } = setup();
    follow(12);
    const socket = sockets.latest();
    socket.accept();
    const chat = connection.send(SEAT, 'chat', { username: 'Ana', message: 'hi' });
    clock.increment(2_499);
    expect(streams).toEqual([]);
    clock.increment(1);
    expect(socket.closedWith).toBe(1000);
    expect(streams.map((stream) => stream.lastEventId)).toEqual([12]);
    // The call waiting for the socket goes as a request; so does every call after.
    await chat;
    await connection.send(SEAT, 'turn', { type: 'dare', username: 'Ana' });
    expect(http.map((call) => call.call)).toEqual(['chat', 'turn']);
    expect(socket.commands).toEqual([]);
    // A socket that opened is not remembered: the next following tries it again.
    expect(tabSocketFallbackMemory.blocked()).toBe(false);
  });

  it('remembers for the tab a socket that never opened, and then goes to the stream at once', () => {
    const first = setup();
    first.follow();
    first.sockets.latest().closeWith(1006);
    expect(first.streams).toHaveLength(1);
    expect(tabSocketFallbackMemory.blocked()).toBe(true);

    const second = setup();
    second.follow();
    expect(second.sockets.all).toEqual([]);
    expect(second.streams).toHaveLength(1);
  });

  it('remembers a socket that never opened within the timeout too', () => {
    const { sockets, clock, streams, follow } = setup();
    follow();
    clock.increment(2_500);
    expect(sockets.latest().closedWith).toBe(1000);
    expect(streams).toHaveLength(1);
    expect(tabSocketFallbackMemory.blocked()).toBe(true);
  });

  it('does not remember a socket that opened and then failed before ready', () => {
    const { sockets, streams, follow } = setup();
    follow();
    const socket = sockets.latest();
    socket.accept();
    socket.closeWith(1006);
    expect(streams).toHaveLength(1);
    expect(tabSocketFallbackMemory.blocked()).toBe(false);
  });

  it('uses the stream where the browser has no WebSocket, without remembering it', () => {
    const { streams, follow } = setup();
    vi.stubGlobal('WebSocket', undefined);
    follow();
    expect(streams).toHaveLength(1);
    expect(tabSocketFallbackMemory.blocked()).toBe(false);
  });

  it("reports the stream's events once it took over", () => {
    const { clock, streams, follow, signals } = setup();
    follow();
    clock.increment(2_500);
    streams[0]?.report({ type: 'STREAM.OPEN' });
    streams[0]?.report({ type: 'STREAM.RECEIVE', event: { type: 'message', data: CHAT, id: 13 } });
    expect(signals).toEqual([
      { type: 'STREAM.OPEN' },
      { type: 'STREAM.RECEIVE', event: { type: 'message', data: CHAT, id: 13 } },
    ]);
  });
});

describe('room connection: calls', () => {
  it('sends each call as a command with an id of its own and settles it from its ack as the request would', async () => {
    const { sockets, follow, connection, http } = setup();
    follow();
    const socket = sockets.latest();
    makeReady(socket);
    const chat = connection.send(SEAT, 'chat', { username: 'Ana', message: 'hi' });
    const turn = connection.send(SEAT, 'turn', { type: 'dare', username: 'Ana' });
    expect(socket.commands).toEqual([
      { op: 'cmd', id: 'id-1', call: 'chat', body: { username: 'Ana', message: 'hi' } },
      { op: 'cmd', id: 'id-2', call: 'turn', body: { type: 'dare', username: 'Ana' } },
    ]);
    // Answers in any order; an answer to an id already answered changes nothing.
    socket.receive({
      op: 'ack',
      id: 'id-2',
      status: 409,
      body: { error: "It's not your turn!", code: 'NOT_YOUR_TURN' },
    });
    socket.receive({ op: 'ack', id: 'id-1', status: 201, body: { chat: CHAT } });
    socket.receive({ op: 'ack', id: 'id-1', status: 500, body: null });
    await expect(chat).resolves.toEqual({ chat: CHAT });
    const refusal = await turn.catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(RoomRequestError);
    expect(refusal).toMatchObject({ status: 409, serverMessage: "It's not your turn!", code: 'NOT_YOUR_TURN' });
    expect(http).toEqual([]);
  });

  it('rejects an error answer without a body as a request with no words would', async () => {
    const { sockets, follow, connection } = setup();
    follow();
    const socket = sockets.latest();
    makeReady(socket);
    const kick = connection.send(SEAT, 'kick', { username: 'Ben' });
    socket.receive({ op: 'ack', id: 'id-1', status: 429, body: null });
    await expect(kick).rejects.toMatchObject({ status: 429, serverMessage: undefined, code: undefined });
  });

  it('sends again, under the same id, a command still unanswered when the socket dropped, once a new one is ready', async () => {
    const { sockets, clock, follow, connection, signals } = setup();
    follow(12);
    const first = sockets.latest();
    makeReady(first);
    first.receive({ op: 'event', event: 'message', id: 13, data: CHAT });
    const chat = connection.send(SEAT, 'chat', { username: 'Ana', message: 'hi' });
    first.closeWith(1006);
    expect(signals.at(-1)).toEqual({ type: 'STREAM.DROP' });
    // A call made while the socket is down waits for the next one.
    const lock = connection.send(SEAT, 'lock', { locked: true });
    clock.increment(1_999);
    expect(sockets.all).toHaveLength(1);
    clock.increment(1);
    const second = sockets.latest();
    second.accept();
    expect(second.sent).toEqual([{ op: 'hello', token: 't-ana', lastEventId: 13 }]);
    second.receive({ op: 'ready', complete: true });
    expect(signals.at(-1)).toEqual({ type: 'STREAM.OPEN' });
    expect(second.commands).toEqual([
      { op: 'cmd', id: 'id-1', call: 'chat', body: { username: 'Ana', message: 'hi' } },
      { op: 'cmd', id: 'id-2', call: 'lock', body: { locked: true } },
    ]);
    second.receive({ op: 'ack', id: 'id-1', status: 201, body: { chat: CHAT } });
    second.receive({ op: 'ack', id: 'id-2', status: 200, body: null });
    await expect(chat).resolves.toEqual({ chat: CHAT });
    await expect(lock).resolves.toBeNull();
  });

  it('sends an unanswered command as a request instead when the connection falls back meanwhile', async () => {
    const { sockets, clock, follow, connection, http, streams } = setup();
    follow();
    const first = sockets.latest();
    makeReady(first);
    const chat = connection.send(SEAT, 'chat', { username: 'Ana', message: 'hi' });
    first.closeWith(1006);
    clock.increment(2_000);
    // The new socket gets through the upgrade but is never ready.
    sockets.latest().accept();
    clock.increment(2_500);
    expect(streams).toHaveLength(1);
    await chat;
    expect(http).toEqual([{ call: 'chat', body: { username: 'Ana', message: 'hi' }, token: 't-ana' }]);
    expect(sockets.latest().commands).toEqual([]);
    expect(tabSocketFallbackMemory.blocked()).toBe(false);
  });

  it('waits longer after each drop in a row, and starts over after a socket that stayed up', () => {
    const { sockets, clock, follow } = setup();
    follow();
    const dropAfter = (readyFor: number) => {
      makeReady(sockets.latest());
      clock.increment(readyFor);
      sockets.latest().closeWith(1001);
      const before = sockets.all.length;
      let waited = 0;
      while (sockets.all.length === before) {
        clock.increment(500);
        waited += 500;
      }
      return waited;
    };
    expect([dropAfter(0), dropAfter(0), dropAfter(0), dropAfter(0), dropAfter(0)]).toEqual([
      2_000, 4_000, 8_000, 15_000, 15_000,
    ]);
    expect(dropAfter(60_000)).toBe(2_000);
  });

  it('makes calls as requests when nobody follows the room, or for another seat', async () => {
    const { sockets, follow, connection, http } = setup();
    await connection.send(SEAT, 'chat', { username: 'Ana', message: 'early' });
    follow();
    makeReady(sockets.latest());
    await connection.send({ username: 'Ben', token: 't-ben' }, 'chat', { username: 'Ben', message: 'hi' });
    expect(http.map((call) => [call.call, call.token])).toEqual([
      ['chat', 't-ana'],
      ['chat', 't-ben'],
    ]);
    expect(sockets.latest().commands).toEqual([]);
  });

  it('sends a call too big for a frame as a request, which answers 413, rather than lose the socket', async () => {
    const { sockets, follow, connection, http } = setup();
    follow();
    makeReady(sockets.latest());
    await connection.send(SEAT, 'rtc', { to: 'Ben', description: { type: 'offer', sdp: 'x'.repeat(70_000) } });
    expect(http.map((call) => call.call)).toEqual(['rtc']);
    expect(sockets.latest().commands).toEqual([]);
  });
});

describe('room connection: presence', () => {
  it('answers pings at once while the socket is ready, sending nothing', async () => {
    const { sockets, follow, connection, http } = setup();
    follow();
    const socket = sockets.latest();
    socket.accept();
    // Before ready, a ping waits for the socket, which keeps the player present once ready.
    let answered = false;
    const early = connection.send(SEAT, 'ping', { username: 'Ana' }).then(() => (answered = true));
    await settle();
    expect(answered).toBe(false);
    socket.receive({ op: 'ready', complete: true });
    await early;
    await connection.send(SEAT, 'ping', { username: 'Ana' });
    expect(socket.commands).toEqual([]);
    expect(http).toEqual([]);
  });

  it('sends pings as requests over the fallback', async () => {
    const { sockets, follow, connection, http } = setup();
    follow();
    sockets.latest().closeWith(1006);
    await connection.send(SEAT, 'ping', { username: 'Ana' });
    expect(http.map((call) => call.call)).toEqual(['ping']);
  });
});

describe('room connection: the seat', () => {
  it('reports removal on close 4403, even without the removed event, and opens nothing more', () => {
    const { sockets, clock, streams, follow, signals } = setup();
    follow();
    const socket = sockets.latest();
    makeReady(socket);
    socket.closeWith(4403);
    expect(signals.at(-1)).toEqual({
      type: 'STREAM.ADDRESSED',
      event: { type: 'removed', data: { reason: 'kicked' } },
    });
    clock.increment(60_000);
    expect(sockets.all).toHaveLength(1);
    expect(streams).toEqual([]);
  });

  it('reports the removed event as the stream does', () => {
    const { sockets, follow, signals } = setup();
    follow();
    const socket = sockets.latest();
    makeReady(socket);
    socket.receive({ op: 'event', event: 'removed', data: { reason: 'kicked' } });
    expect(signals.at(-1)).toEqual({
      type: 'STREAM.ADDRESSED',
      event: { type: 'removed', data: { reason: 'kicked' } },
    });
  });

  it('hands a token the socket refused (4401) to the stream, which meets the same refusal, without remembering', async () => {
    const { sockets, streams, follow, connection, http, signals } = setup();
    follow(12);
    const socket = sockets.latest();
    socket.accept();
    socket.closeWith(4401);
    expect(streams.map((stream) => stream.lastEventId)).toEqual([12]);
    expect(signals).toEqual([]);
    await connection.send(SEAT, 'ping', { username: 'Ana' });
    expect(http.map((call) => call.call)).toEqual(['ping']);
    expect(tabSocketFallbackMemory.blocked()).toBe(false);
  });

  it('hands the stream a token refused on a ready socket too, after a drop, instead of opening another socket', () => {
    const { sockets, clock, streams, follow, signals } = setup();
    follow(12);
    makeReady(sockets.latest());
    sockets.latest().receive({ op: 'event', event: 'message', id: 13, data: CHAT });
    sockets.latest().closeWith(4401);
    expect(signals.at(-1)).toEqual({ type: 'STREAM.DROP' });
    expect(streams.map((stream) => stream.lastEventId)).toEqual([13]);
    clock.increment(60_000);
    expect(sockets.all).toHaveLength(1);
  });
});

describe('room connection: letting go', () => {
  it('closes the socket a moment after the page lets go, once the calls made meanwhile are answered', async () => {
    const { sockets, clock, follow, connection, http } = setup();
    const stop = follow();
    const socket = sockets.latest();
    makeReady(socket);
    stop();
    // The leave of Back is made as the session lets go of the room.
    const leave = connection.send(SEAT, 'leave', { username: 'Ana' });
    clock.increment(0);
    expect(socket.commands).toEqual([{ op: 'cmd', id: 'id-1', call: 'leave', body: { username: 'Ana' } }]);
    expect(socket.closedWith).toBeNull();
    socket.receive({ op: 'ack', id: 'id-1', status: 204, body: null });
    await leave;
    expect(socket.closedWith).toBe(1000);
    expect(http).toEqual([]);
  });

  it('closes at once when nothing is unanswered, and sends calls made after that as requests', async () => {
    const { sockets, clock, follow, connection, http } = setup();
    const stop = follow();
    makeReady(sockets.latest());
    stop();
    clock.increment(0);
    expect(sockets.latest().closedWith).toBe(1000);
    await connection.send(SEAT, 'leave', { username: 'Ana' });
    expect(http.map((call) => call.call)).toEqual(['leave']);
  });

  it('keeps the socket for a page that follows again at once from where it was', () => {
    const { sockets, clock, follow, signals } = setup();
    const stop = follow(12);
    makeReady(sockets.latest());
    sockets.latest().receive({ op: 'event', event: 'message', id: 13, data: CHAT });
    stop();
    follow(13);
    clock.increment(0);
    expect(sockets.all).toHaveLength(1);
    expect(sockets.latest().closedWith).toBeNull();
    sockets.latest().receive({ op: 'event', event: 'message', id: 14, data: CHAT });
    expect(signals.at(-1)).toEqual({ type: 'STREAM.RECEIVE', event: { type: 'message', data: CHAT, id: 14 } });
  });

  it('starts a new socket for a page that follows from further back than the socket got', () => {
    const { sockets, follow } = setup();
    const stop = follow(12);
    makeReady(sockets.latest());
    sockets.latest().receive({ op: 'event', event: 'message', id: 13, data: CHAT });
    stop();
    follow(10);
    expect(sockets.all).toHaveLength(2);
    expect(sockets.all[0]?.closedWith).toBe(1000);
    sockets.latest().accept();
    expect(sockets.latest().sent).toEqual([{ op: 'hello', token: 't-ana', lastEventId: 10 }]);
  });
});
