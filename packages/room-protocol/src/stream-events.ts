import type { ChatMessage, RoomState, VideoCallState } from './room-types';

/** Server-sent event names. A chat message uses the default, unnamed `message` event. */
export const STREAM_EVENT_NAMES = ['turnUpdate', 'videoCallUpdate', 'message', 'roomClosed'] as const;
export type StreamEventName = (typeof STREAM_EVENT_NAMES)[number];

export type StreamEvent =
  | { readonly type: 'turnUpdate'; readonly data: { readonly room: RoomState } }
  | { readonly type: 'videoCallUpdate'; readonly data: VideoCallState }
  | { readonly type: 'message'; readonly data: ChatMessage }
  | { readonly type: 'roomClosed'; readonly data: Record<string, never> };

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
