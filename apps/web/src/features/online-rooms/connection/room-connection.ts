import {
  parseServerFrame,
  ROOM_SOCKET_LIMITS,
  SOCKET_CLOSE,
  type CommandFrame,
  type HelloFrame,
  type LoadedRoom,
  type RoomSeat,
  type RoomSocketCall,
  type StreamSignal,
} from '@truth-or-dare/room-protocol';
import type { OpenRoomSocket, RoomSocket } from './browser-socket';
import { PendingCommands, settleFromAck, type PendingCommand } from './pending-commands';
import { reconnectDelay, RECONNECT } from './reconnect-delay';
import type { SocketFallbackMemory } from './socket-fallback-memory';
import { signalOfEventFrame } from './socket-signals';

/** Time, as the connection reads and waits on it: the browser's, or a test's simulated clock. */
export interface ConnectionClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

type Report = (signal: StreamSignal) => void;

/** What a room connection is made of; the browser's are in room-connections.ts, a test passes fakes. */
export interface RoomConnectionDeps {
  readonly openSocket: OpenRoomSocket;
  /** The room's server-sent event stream (the fallback); returns the function that closes it. */
  readonly openStream: (request: { roomId: string; lastEventId: number; token: string }, report: Report) => () => void;
  /** One call over HTTP: resolves with the answer's body, rejects with a RoomRequestError. */
  readonly httpCall: (roomId: string, seat: RoomSeat, call: RoomSocketCall, body: unknown) => Promise<unknown>;
  readonly loadRoom: (roomId: string) => Promise<LoadedRoom>;
  readonly memory: SocketFallbackMemory;
  readonly clock: ConnectionClock;
  readonly random: () => number;
  /** A command id never used before in this tab. */
  readonly nextCommandId: () => string;
}

/** One room's events and calls for this tab (docs/product.md#room-connection). */
export interface RoomConnection {
  /**
   * Follows the room as the player of `token` from `lastEventId`, reporting what the stream would
   * (open, drop, events, a room read again); returns the function that stops following.
   */
  follow(request: { lastEventId: number; token: string }, report: Report): () => void;
  /** Makes one of the room's calls as `seat`; resolves with the answer's body, rejects with a RoomRequestError. */
  send(seat: RoomSeat, call: RoomSocketCall, body: unknown): Promise<unknown>;
}

/** How long a socket let go of stays open for the answers to calls already sent on it. */
const LINGER_MS = 5_000;

/**
 * none: nobody follows the room, calls go over HTTP. connecting: a socket is opening, not yet
 * ready. ready: events and calls go on the socket. waiting: a ready socket dropped, the next one
 * opens after a delay. stream: the fallback, the stream and HTTP. ended: the player was removed.
 */
type Mode = 'none' | 'connecting' | 'ready' | 'waiting' | 'stream' | 'ended';

interface Attempt {
  socket: RoomSocket | null;
  /** The socket's `open` fired: it got through the upgrade. */
  opened: boolean;
}

function commandFrame(id: string, call: RoomSocketCall, body: unknown): string {
  return JSON.stringify({ op: 'cmd', id, call, body } satisfies CommandFrame);
}

const frameBytes = (text: string) => new TextEncoder().encode(text).byteLength;

/**
 * A room's socket, with the stream and requests as the fallback. The events reach the follower
 * exactly as the stream's would; calls go on the socket while it is ready and wait for it while
 * it reconnects, each resent under its own id on the next socket until answered (the server
 * answers a repeated id with its first answer).
 */
export function createRoomConnection(roomId: string, deps: RoomConnectionDeps): RoomConnection {
  const { clock } = deps;
  const pending = new PendingCommands();
  let mode: Mode = 'none';
  let follower: { report: Report } | null = null;
  let token: string | null = null;
  let lastSeen = 0;
  let current: Attempt | null = null;
  let closeStream: (() => void) | null = null;
  /** A socket of this connection has got through the upgrade: the network lets them through. */
  let everOpened = false;
  let readySince = 0;
  let dropsInARow = 0;
  /** The open timeout, or the wait before the next socket. */
  let timer: unknown = null;
  let finishTimer: unknown = null;
  let lingerTimer: unknown = null;
  /** Bumped whenever the connection starts over, so an answer meant for an earlier start is dropped. */
  let generation = 0;
  let reloading = false;
  let held: StreamSignal[] = [];

  const clear = (handle: unknown) => {
    if (handle !== null) clock.clearTimeout(handle);
  };

  /** Reports to the follower; false when that stopped the following (the session ended on it). */
  function report(signal: StreamSignal): boolean {
    const reported = follower;
    reported?.report(signal);
    return reported !== null && follower === reported;
  }

  function deliver(signal: StreamSignal): void {
    if (signal.type === 'STREAM.RECEIVE') lastSeen = Math.max(lastSeen, signal.event.id);
    if (reloading) held.push(signal);
    else report(signal);
  }

  function overHttp(command: PendingCommand): void {
    deps.httpCall(roomId, command.seat, command.call, command.body).then(command.resolve, command.reject);
  }

  /** An open socket keeps the player present (docs/api.md#room-socket): a ping needs no frame. */
  function transmit(command: PendingCommand): void {
    if (command.call === 'ping') {
      pending.take(command.id);
      command.resolve(null);
      return;
    }
    current?.socket?.send(command.frame);
  }

  function shutdown(): void {
    generation += 1;
    clear(timer);
    clear(finishTimer);
    clear(lingerTimer);
    timer = finishTimer = lingerTimer = null;
    current?.socket?.close(SOCKET_CLOSE.normal);
    current = null;
    closeStream?.();
    closeStream = null;
    reloading = false;
    held = [];
    mode = 'none';
    for (const command of pending.drain()) overHttp(command);
  }

  function toStream(): void {
    if (follower === null || token === null) return shutdown();
    clear(timer);
    timer = null;
    mode = 'stream';
    closeStream = deps.openStream({ roomId, lastEventId: lastSeen, token }, deliver);
    for (const command of pending.drain()) overHttp(command);
  }

  /** The socket failed before `ready`: the stream and requests take over for this following. */
  function fallBack(attempt: Attempt | null): void {
    // Remembered only when no socket got through the upgrade: one that did may work next time.
    if (attempt !== null && !attempt.opened && !everOpened) deps.memory.remember();
    toStream();
  }

  function reload(): void {
    const started = generation;
    reloading = true;
    deps
      .loadRoom(roomId)
      .then(
        (loaded) => {
          if (started !== generation) return;
          lastSeen = Math.max(lastSeen, loaded.lastEventId);
          report({ type: 'STREAM.RELOAD', loaded });
        },
        // Without it the next turn update brings the room back in line (docs/decisions/0004-room-events-and-streams.md).
        () => undefined,
      )
      .finally(() => {
        if (started !== generation) return;
        reloading = false;
        const waiting = held;
        held = [];
        for (const signal of waiting) report(signal);
      });
  }

  function becomeReady(complete: boolean): void {
    clear(timer);
    timer = null;
    mode = 'ready';
    readySince = clock.now();
    for (const command of pending.list()) transmit(command);
    if (!report({ type: 'STREAM.OPEN' })) return;
    if (!complete) reload();
  }

  function onFrame(text: string): void {
    const frame = parseServerFrame(text);
    if (frame === null) return;
    if (frame.op === 'ready') {
      if (mode === 'connecting') becomeReady(frame.complete);
    } else if (frame.op === 'event') {
      const signal = signalOfEventFrame(frame);
      if (signal !== null) deliver(signal);
    } else {
      const command = pending.take(frame.id);
      if (command) settleFromAck(command, frame.status, frame.body);
      // A socket kept open only for its answers closes with the last one.
      if (lingerTimer !== null && pending.size === 0) shutdown();
    }
  }

  function onClose(attempt: Attempt, code: number): void {
    const wasReady = mode === 'ready';
    current = null;
    clear(timer);
    timer = null;
    if (code === SOCKET_CLOSE.removed) {
      // The server closes this way right after `removed`, which may not have arrived.
      report({ type: 'STREAM.ADDRESSED', event: { type: 'removed', data: { reason: 'kicked' } } });
      if (follower === null) return shutdown();
      mode = 'ended';
      for (const command of pending.drain()) overHttp(command);
      return;
    }
    if (follower === null) return shutdown();
    // A token the server does not know: the stream meets the same refusal and the session handles it as ever.
    if (code === SOCKET_CLOSE.badToken) {
      if (wasReady && !report({ type: 'STREAM.DROP' })) return;
      return toStream();
    }
    if (!wasReady) return fallBack(attempt);
    if (!report({ type: 'STREAM.DROP' })) return;
    dropsInARow = clock.now() - readySince >= RECONNECT.healthyAfterMs ? 1 : dropsInARow + 1;
    mode = 'waiting';
    timer = clock.setTimeout(openSocket, reconnectDelay(dropsInARow, deps.random));
  }

  function openSocket(): void {
    timer = null;
    const player = token;
    if (player === null) return;
    const attempt: Attempt = { socket: null, opened: false };
    current = attempt;
    mode = 'connecting';
    const socket = deps.openSocket(roomId, {
      open() {
        if (current !== attempt) return;
        attempt.opened = true;
        everOpened = true;
        const hello: HelloFrame = { op: 'hello', token: player, lastEventId: lastSeen };
        attempt.socket?.send(JSON.stringify(hello));
      },
      message(text) {
        if (current === attempt) onFrame(text);
      },
      close(code) {
        if (current === attempt) onClose(attempt, code);
      },
    });
    if (socket === null) {
      current = null;
      return toStream();
    }
    attempt.socket = socket;
    timer = clock.setTimeout(() => {
      timer = null;
      current = null;
      socket.close(SOCKET_CLOSE.normal);
      fallBack(attempt);
    }, ROOM_SOCKET_LIMITS.clientOpenTimeoutMs);
  }

  function finish(): void {
    finishTimer = null;
    if (follower !== null) return;
    if (mode === 'ready' && pending.size > 0) lingerTimer = clock.setTimeout(shutdown, LINGER_MS);
    else shutdown();
  }

  /** The socket carries this seat's calls: it is (or is about to be) its player's. */
  const carries = (seat: RoomSeat) =>
    (mode === 'connecting' || mode === 'ready' || mode === 'waiting') && seat.token === token;

  return {
    follow(request, reportTo) {
      clear(finishTimer);
      clear(lingerTimer);
      finishTimer = lingerTimer = null;
      // A page that lets go and follows again at once (React's development double mount) keeps its socket.
      const keeps = mode === 'ready' && follower === null && token === request.token && request.lastEventId >= lastSeen;
      if (!keeps) {
        follower = null;
        shutdown();
        token = request.token;
        lastSeen = request.lastEventId;
      }
      const mine = { report: reportTo };
      follower = mine;
      if (!keeps) {
        if (deps.memory.blocked()) toStream();
        else openSocket();
      }
      return () => {
        if (follower !== mine) return;
        follower = null;
        // A tick later, so calls made as the page lets go (the leave of Back) still go on the socket.
        finishTimer = clock.setTimeout(finish, 0);
      };
    },

    send(seat, call, body) {
      if (!carries(seat)) return deps.httpCall(roomId, seat, call, body);
      const id = deps.nextCommandId();
      const frame = commandFrame(id, call, body);
      // A frame over the limit would close the socket; the request answers 413 instead.
      if (frameBytes(frame) > ROOM_SOCKET_LIMITS.maxFrameBytes) return deps.httpCall(roomId, seat, call, body);
      return new Promise((resolve, reject) => {
        const command: PendingCommand = { id, seat, call, body, frame, resolve, reject };
        pending.add(command);
        if (mode === 'ready') transmit(command);
      });
    },
  };
}
