/** Shapes that cross the wire between the API and the web app (see the HTTP contract). */
import type { Address, Locale } from '@truth-or-dare/prompt-banks';
import type { RoomRating, RoomSettings } from './room-settings';
import type { TurnType } from './turn-types';

export const ROOM_TYPES = ['public', 'private'] as const;
export type RoomType = (typeof ROOM_TYPES)[number];

export { TURN_TYPES, type TurnType } from './turn-types';

/** A chat message as stored and streamed. `createdAt` is an ISO 8601 timestamp. */
export interface ChatMessage {
  readonly username: string;
  readonly message: string;
  readonly createdAt: string;
}

export interface VideoCallState {
  readonly videoCallActive: boolean;
  readonly videoParticipants: readonly string[];
}

/** A room without its chat: what `turnUpdate` carries. */
export interface RoomState extends VideoCallState {
  readonly _id: string;
  readonly roomName: string;
  readonly roomType: RoomType;
  /** Player names in turn order. */
  readonly username: readonly string[];
  readonly currentTurn: number;
  /** The dealt prompt in the room's language, in the form for the player it is for. */
  readonly currentPrompt: string;
  readonly currentType: TurnType | '';
  /** The language the room deals in (docs/decisions/0023-languages.md). */
  readonly language: Locale;
  /** The dealt library prompt's id, the same in every language; '' when none or the group's own prompt. */
  readonly currentPromptId: string;
  /** The address form `currentPrompt` was dealt in: that of the player it is for. */
  readonly currentPromptAddress: Address;
  /** The player who can remove players, skip turns, lock the room and hand the role on; '' in an empty room. */
  readonly host: string;
  /** A locked room keeps its players and refuses new ones. */
  readonly locked: boolean;
  /** The short code that finds the room (ROOM_CODE_ALPHABET), shown on the game page. */
  readonly code: string;
  readonly settings: RoomSettings;
  /** The player the current prompt was drawn for; '' when none. */
  readonly promptFor: string;
  /** When the current player is skipped unless they pick (ISO 8601); null without a turn timer. */
  readonly turnDeadline: string | null;
  /** Players who have used their one pass this game. */
  readonly passesUsed: readonly string[];
}

/** A room as `GET /api/rooms/:roomId` answers it: the state plus the last 100 chat messages. */
export interface Room extends RoomState {
  readonly chats: readonly ChatMessage[];
}

/** One entry of `GET /api/public`. */
export interface PublicRoomSummary {
  readonly _id: string;
  readonly roomName: string;
  readonly username: readonly string[];
  readonly locked: boolean;
  readonly rating: RoomRating;
  readonly videoCallActive: boolean;
  readonly language: Locale;
}

/** `GET /api/code/:code`: the room a code finds. */
export interface RoomCodeMatch {
  readonly _id: string;
  readonly roomName: string;
}

export interface JoinRoomResponse {
  readonly room: Room;
  readonly playerToken: string;
}

/** How many chat messages a room answer carries. */
export const ROOM_CHAT_HISTORY = 100;
/** How many events a reconnecting stream can catch up on. */
export const STREAM_REPLAY_LIMIT = 500;
/**
 * `GET /api/rooms/:roomId` answers with the id of the room's newest event in this header, so a
 * client can open the stream from exactly the state it loaded (`?lastEventId=`) and miss nothing.
 */
export const ROOM_EVENT_ID_HEADER = 'x-last-event-id';
