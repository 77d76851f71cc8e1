import type { RoomChangeNotice } from './room-changes';
import type { SettingsRequest } from './room-schemas';
import type { RoomSettings } from './room-settings';
import type { ChatMessage, Room, RoomState, TurnType } from './room-types';
import { PRESENCE, type AddressedStreamEvent, type NumberedStreamEvent, type RtcSignal } from './stream-events';

/** A player's seat in one room: their name and the secret that proves it. */
export interface RoomSeat {
  readonly username: string;
  readonly token: string;
}

export interface LoadedRoom {
  readonly room: Room;
  /** Id of the newest event when the room was read; the stream continues from it. */
  readonly lastEventId: number;
}

/**
 * What the stream actor reports. The browser's EventSource reconnects by itself after a drop.
 * `STREAM.ADDRESSED` is an event for this player only, which has no id (docs/api.md#addressed-events).
 */
export type StreamSignal =
  | { type: 'STREAM.OPEN' }
  | { type: 'STREAM.DROP' }
  | { type: 'STREAM.RECEIVE'; event: NumberedStreamEvent }
  | { type: 'STREAM.ADDRESSED'; event: AddressedStreamEvent }
  /**
   * The events after the last one reported were no longer kept (a room socket's incomplete
   * replay, docs/api.md#room-socket): the room as read again takes their place.
   */
  | { type: 'STREAM.RELOAD'; loaded: LoadedRoom };

/** The join call's answer: the room with the new player in it, and the secret of their seat. */
export interface JoinAnswer {
  readonly room: Room;
  readonly playerToken: string;
  readonly lastEventId?: number;
}

/** The network side, supplied by the web app (fetch and EventSource) or by a test. Failures reject with RoomRequestError. */
export interface RoomSessionServices {
  loadRoom(roomId: string): Promise<LoadedRoom>;
  joinRoom(request: { roomId: string; username: string }): Promise<JoinAnswer>;
  takeTurn(request: { roomId: string; seat: RoomSeat; type: TurnType }): Promise<unknown>;
  sendChat(request: { roomId: string; seat: RoomSeat; message: string }): Promise<unknown>;
  ping(request: { roomId: string; seat: RoomSeat }): Promise<unknown>;
  /** Gives a seat up (the page may also have sent this while unloading). */
  releaseSeat(request: { roomId: string; seat: RoomSeat }): Promise<unknown>;
  /** The host's calls (docs/api.md#host-calls); the server refuses them from anyone else. */
  removePlayer(request: { roomId: string; seat: RoomSeat; username: string }): Promise<unknown>;
  skipTurn(request: { roomId: string; seat: RoomSeat }): Promise<unknown>;
  setLocked(request: { roomId: string; seat: RoomSeat; locked: boolean }): Promise<unknown>;
  handHost(request: { roomId: string; seat: RoomSeat; username: string }): Promise<unknown>;
  /** The host's settings change: only the fields that change. */
  changeSettings(request: { roomId: string; seat: RoomSeat; change: SettingsRequest }): Promise<unknown>;
  /** The host adds one of the group's own prompts. */
  addPrompt(request: { roomId: string; seat: RoomSeat; type: TurnType; text: string }): Promise<unknown>;
  /** The player the prompt was drawn for swaps it for another, once a game. */
  pass(request: { roomId: string; seat: RoomSeat }): Promise<unknown>;
  /** Opens the room's stream from `lastEventId` as the player of `token`; returns the function that closes it. */
  openStream(
    request: { roomId: string; lastEventId: number; token: string },
    report: (signal: StreamSignal) => void,
  ): () => void;
}

export interface RoomSessionTimings {
  readonly pingIntervalMs: number;
  /** A stream down this long means the connection is lost (the server has let the seat go by then). */
  readonly lostAfterMs: number;
}

export const ROOM_SESSION_TIMINGS: RoomSessionTimings = {
  pingIntervalMs: PRESENCE.pingIntervalMs,
  lostAfterMs: PRESENCE.playerTimeoutMs,
};

export interface RoomSessionInput {
  readonly roomId: string;
  /** The seat kept for this room (a reload keeps it), if any. */
  readonly seat: RoomSeat | null;
  /** A name already chosen elsewhere in the app; the session joins with it when there is no seat. */
  readonly username: string;
  /** False on the join screens: the session ends seated instead of opening the stream. */
  readonly connect: boolean;
  /**
   * The page was reloaded or restored: the old page gave the seat up while unloading, and that
   * request may still be on its way. The session gives it up itself first, then sits down again.
   */
  readonly returning?: boolean;
}

/** A settings change the host made that the room has not shown yet, and the settings it was made from. */
export interface SettingsDraft {
  readonly base: RoomSettings;
  readonly change: SettingsRequest;
}

export interface RoomSessionContext {
  readonly roomId: string;
  readonly connect: boolean;
  readonly returning: boolean;
  readonly seat: RoomSeat | null;
  readonly username: string;
  readonly room: RoomState | null;
  readonly chats: readonly ChatMessage[];
  readonly lastEventId: number;
  /** The message to show under the username input, or the reason the room could not load. */
  readonly error: string | null;
  /** Messages waiting to be sent, in the order they were typed. */
  readonly outbox: readonly string[];
  /**
   * The server has heard from this seat lately: the last ping was answered and the stream has
   * not dropped since. A seat that goes while in touch cannot have timed out.
   */
  readonly inTouch: boolean;
  /** The host's settings changes waiting to be sent, in the order they were made. */
  readonly settingsOutbox: readonly SettingsRequest[];
  /** What the settings controls show until the room's settings move on. */
  readonly settingsDraft: SettingsDraft | null;
  /** Why the last settings change was refused, here or by the server. */
  readonly settingsError: string | null;
  /** The prompt the host is adding (one at a time). */
  readonly promptOnItsWay: { readonly type: TurnType; readonly text: string } | null;
  /** The prompt added last ("Truth added."): a new object each time, so a form can clear its text. */
  readonly promptAdded: { readonly type: TurnType } | null;
  /** Why the last prompt was refused, here or by the server. */
  readonly promptError: string | null;
}

export type RoomSessionEvent =
  | { type: 'ROOM.JOIN'; username: string }
  | { type: 'TURN.TAKE'; turnType: TurnType }
  | { type: 'TURN.PASS' }
  | { type: 'CHAT.SEND'; message: string }
  /** The player leaves on purpose (Back, or another page of the app): the seat is given up. */
  | { type: 'ROOM.LEAVE' }
  | { type: 'PLAYER.REMOVE'; username: string }
  | { type: 'TURN.SKIP' }
  | { type: 'ROOM.LOCK'; locked: boolean }
  | { type: 'HOST.HAND'; username: string }
  | { type: 'SETTINGS.CHANGE'; change: SettingsRequest }
  | { type: 'PROMPT.ADD'; turnType: TurnType; text: string }
  /** The tab is closing or reloading. */
  | { type: 'PAGE.HIDE' }
  /** The page is shown again; `persisted`: from the browser's page cache. */
  | { type: 'PAGE.SHOW'; persisted: boolean }
  | StreamSignal;

/** What the screen learns once (alerts, toasts), emitted rather than kept in state. */
export type RoomSessionNotice =
  | RoomChangeNotice
  | { type: 'notice'; kind: 'alert'; message: string }
  | { type: 'notice'; kind: 'videoCall'; active: boolean }
  | { type: 'notice'; kind: 'removed' };

/** A video call's signal addressed to this player, passed on to the call. */
export interface RoomSessionSignal {
  readonly type: 'rtcSignal';
  readonly signal: RtcSignal;
}

export type RoomSessionEmitted = RoomSessionNotice | RoomSessionSignal;
