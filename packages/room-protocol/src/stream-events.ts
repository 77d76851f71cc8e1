import type { ChatMessage, RoomState, VideoCallState } from './room-types';

/** Server-sent event names. A chat message uses the default, unnamed `message` event. */
export const STREAM_EVENT_NAMES = ['turnUpdate', 'videoCallUpdate', 'message', 'roomClosed'] as const;
export type StreamEventName = (typeof STREAM_EVENT_NAMES)[number];

/** Why a turn moved on without a pick: the host skipped it, or the turn timer ran out. */
export interface TurnSkip {
  readonly username: string;
  readonly reason: 'host' | 'timer';
}

export type StreamEvent =
  | { readonly type: 'turnUpdate'; readonly data: { readonly room: RoomState; readonly skipped?: TurnSkip } }
  | { readonly type: 'videoCallUpdate'; readonly data: VideoCallState }
  | { readonly type: 'message'; readonly data: ChatMessage }
  | { readonly type: 'roomClosed'; readonly data: Record<string, never> };

/**
 * Events addressed to one player's open streams only: never logged and never replayed, so they
 * carry no id (docs/api.md, "Addressed events"). `removed` ends the stream after it.
 */
export type AddressedStreamEvent =
  | { readonly type: 'removed'; readonly data: { readonly reason: 'kicked' } }
  /** A WebRTC description or candidate from another player in the call (docs/api.md#video-calls). */
  | { readonly type: 'rtcSignal'; readonly data: RtcSignal };

/** What `POST /api/:roomId/rtc` relays: exactly one of `description` and `candidate`, and who sent it. */
export interface RtcSignal {
  readonly from: string;
  readonly description?: { readonly type: 'offer' | 'answer' | 'pranswer' | 'rollback'; readonly sdp: string };
  readonly candidate?: {
    readonly candidate: string;
    readonly sdpMid?: string | null;
    readonly sdpMLineIndex?: number | null;
    readonly usernameFragment?: string | null;
  };
}

/** Names of the addressed events; a client listens for these besides `STREAM_EVENT_NAMES`. */
export const ADDRESSED_EVENT_NAMES = [
  'removed',
  'rtcSignal',
] as const satisfies readonly AddressedStreamEvent['type'][];

/** An addressed event and the player it goes to. */
export interface AddressedEvent {
  readonly to: string;
  readonly event: AddressedStreamEvent;
}

/** Formats an addressed event as a server-sent event frame without an `id:` line. */
export function formatAddressedEvent(event: AddressedStreamEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/** An event with the id it was logged under; ids increase within a room. */
export type NumberedStreamEvent = StreamEvent & { readonly id: number };

/** Presence and stream timings of the contract. */
export const PRESENCE = {
  /** The web app pings this often. */
  pingIntervalMs: 10_000,
  /** A player silent this long leaves the room. */
  playerTimeoutMs: 30_000,
  /** A room with no player activity this long is deleted. */
  roomTimeoutMs: 60_000,
  /** Comment lines keep idle streams open through proxies. */
  heartbeatIntervalMs: 15_000,
  /** The `retry:` hint: how soon a browser reconnects a dropped stream. */
  reconnectDelayMs: 2_000,
} as const;

export function isStreamEventName(name: string): name is StreamEventName {
  return (STREAM_EVENT_NAMES as readonly string[]).includes(name);
}

/** Formats one event as the text of a server-sent event frame. */
export function formatStreamEvent(event: NumberedStreamEvent): string {
  const name = event.type === 'message' ? '' : `event: ${event.type}\n`;
  return `id: ${event.id}\n${name}data: ${JSON.stringify(event.data)}\n\n`;
}
