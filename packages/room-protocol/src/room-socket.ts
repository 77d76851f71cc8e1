import type { AddressedStreamEvent, NumberedStreamEvent } from './stream-events';

/**
 * The room socket (docs/api.md#room-socket): one WebSocket carries a room's events and a player's
 * commands. Every shape and number of it lives here, for the API and the web app alike.
 */

/** The subprotocol a client offers and the server selects. */
export const ROOM_SOCKET_PROTOCOL = 'tod.v1';

/** Path of a room's socket, on the site's own origin. */
export function roomSocketPath(roomId: string): string {
  return `/api/${encodeURIComponent(roomId)}/socket`;
}

export const ROOM_SOCKET_LIMITS = {
  /** A frame larger than this closes the socket with `SOCKET_CLOSE.tooBig`, as a request body over the limit answers 413. */
  maxFrameBytes: 64 * 1024,
  /** A command id: 1 to this many characters. */
  maxCommandIdLength: 64,
  /** A command id used again within this time gets its first answer again and changes nothing. */
  repeatWindowMs: 120_000,
  /** The server pings at least this often; a socket that leaves two pings unanswered is closed. */
  serverPingIntervalMs: 20_000,
  missedPongsAllowed: 2,
  /** The web app falls back to the stream and requests when the socket is not ready within this. */
  clientOpenTimeoutMs: 2_500,
} as const;

/** The close codes the server uses (1000 and 1001 are WebSocket's own: the room closed, the server stops). */
export const SOCKET_CLOSE = {
  normal: 1000,
  goingAway: 1001,
  tooBig: 1009,
  badFrame: 4400,
  badToken: 4401,
  removed: 4403,
} as const;

/**
 * The commands a socket carries, each the HTTP call of the same name (docs/api.md): its method,
 * the path after `/api/:roomId/`, and the status of its success. A client that cannot use the
 * socket makes the same call over HTTP from this table. `namesSender`: the body's `username` is the
 * sender's own name, which a command may leave out (the socket's player is meant).
 */
export const ROOM_SOCKET_CALLS = {
  chat: { method: 'POST', path: 'chat', status: 201, namesSender: true },
  turn: { method: 'PATCH', path: 'turn', status: 200, namesSender: true },
  ping: { method: 'POST', path: 'ping', status: 204, namesSender: true },
  leave: { method: 'POST', path: 'leave', status: 204, namesSender: true },
  rtc: { method: 'POST', path: 'rtc', status: 202, namesSender: false },
  'video-call/join': { method: 'POST', path: 'video-call/join', status: 200, namesSender: false },
  'video-call/leave': { method: 'POST', path: 'video-call/leave', status: 200, namesSender: false },
  settings: { method: 'PATCH', path: 'settings', status: 200, namesSender: false },
  prompts: { method: 'POST', path: 'prompts', status: 201, namesSender: false },
  pass: { method: 'POST', path: 'pass', status: 200, namesSender: false },
  kick: { method: 'POST', path: 'kick', status: 204, namesSender: false },
  skip: { method: 'POST', path: 'skip', status: 200, namesSender: false },
  lock: { method: 'POST', path: 'lock', status: 200, namesSender: false },
  host: { method: 'POST', path: 'host', status: 200, namesSender: false },
} as const satisfies Record<string, { method: 'POST' | 'PATCH'; path: string; status: number; namesSender: boolean }>;

/** The `error` of the 404 that answers a command naming no call above. */
export const UNKNOWN_CALL_MESSAGE = 'There is no such call.';

export type RoomSocketCall = keyof typeof ROOM_SOCKET_CALLS;

export function isRoomSocketCall(name: unknown): name is RoomSocketCall {
  return typeof name === 'string' && Object.hasOwn(ROOM_SOCKET_CALLS, name);
}

/** The first frame: who is listening (a player token, or null to only listen) and the last event the client has. */
export interface HelloFrame {
  readonly op: 'hello';
  readonly token: string | null;
  readonly lastEventId: number | null;
}

/** A command: `body` is the HTTP call's body. */
export interface CommandFrame {
  readonly op: 'cmd';
  readonly id: string;
  readonly call: string;
  readonly body: unknown;
}

export type ClientFrame = HelloFrame | CommandFrame;

export interface ReadyFrame {
  readonly op: 'ready';
  /** False when events after the client's `lastEventId` were no longer kept: reload the room. */
  readonly complete: boolean;
}

/** An event; `id` is left out for an addressed event. */
export interface EventFrame {
  readonly op: 'event';
  readonly event: string;
  readonly id?: number;
  readonly data: unknown;
}

/** A command's answer: the HTTP status and body the same call would have answered. */
export interface AckFrame {
  readonly op: 'ack';
  readonly id: string;
  readonly status: number;
  readonly body: unknown;
}

export type ServerFrame = ReadyFrame | EventFrame | AckFrame;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isEventId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;

/** A command id as the contract shapes it. */
export function isCommandId(value: unknown): value is string {
  return typeof value === 'string' && value.length >= 1 && value.length <= ROOM_SOCKET_LIMITS.maxCommandIdLength;
}

/**
 * A client frame from its parsed JSON; null when it is not one (the server closes with
 * `SOCKET_CLOSE.badFrame`). A command's `call` may be unknown: that is answered, not closed.
 */
export function clientFrameOf(value: unknown): ClientFrame | null {
  if (!isRecord(value)) return null;
  if (value.op === 'cmd') {
    if (!isCommandId(value.id) || typeof value.call !== 'string') return null;
    return { op: 'cmd', id: value.id, call: value.call, body: value.body ?? {} };
  }
  if (value.op === 'hello') {
    const { token, lastEventId } = value;
    if (token !== null && typeof token !== 'string') return null;
    if (lastEventId !== null && lastEventId !== undefined && !isEventId(lastEventId)) return null;
    return { op: 'hello', token, lastEventId: lastEventId ?? null };
  }
  return null;
}

/** A server frame from its text; null when it is not one (the web app drops it). */
export function parseServerFrame(text: string): ServerFrame | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value)) return null;
  switch (value.op) {
    case 'ready':
      return typeof value.complete === 'boolean' ? { op: 'ready', complete: value.complete } : null;
    case 'event':
      if (typeof value.event !== 'string' || (value.id !== undefined && !isEventId(value.id))) return null;
      return value.id === undefined
        ? { op: 'event', event: value.event, data: value.data }
        : { op: 'event', event: value.event, id: value.id, data: value.data };
    case 'ack':
      if (!isCommandId(value.id) || typeof value.status !== 'number') return null;
      return { op: 'ack', id: value.id, status: value.status, body: value.body ?? null };
    default:
      return null;
  }
}

/** A logged event as a socket frame: the stream's name (chat is `message`), id and data. */
export function formatSocketEvent(event: NumberedStreamEvent): string {
  return `{"op":"event","event":"${event.type}","id":${event.id},"data":${JSON.stringify(event.data)}}`;
}

/** An addressed event as a socket frame, without an id. */
export function formatAddressedSocketEvent(event: AddressedStreamEvent): string {
  return `{"op":"event","event":"${event.type}","data":${JSON.stringify(event.data)}}`;
}

export function formatReady(complete: boolean): string {
  return `{"op":"ready","complete":${complete}}`;
}

export function formatAck(id: string, status: number, body: unknown): string {
  return JSON.stringify({ op: 'ack', id, status, body: body ?? null });
}
