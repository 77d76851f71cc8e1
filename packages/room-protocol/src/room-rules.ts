import type { RoomState, RoomType, TurnType } from './room-types';
import type { StreamEvent } from './stream-events';
import { nextTurnIndex, turnIndexAfterLeave, usernameKey } from './turn-rules';

/**
 * The room rules as one pure function: `applyRoomCommand(room, command, context)` answers the
 * room after the command and the events it publishes, or a refusal with the HTTP status and
 * message the API answers. The API loads the room under its lock, applies this, and writes the
 * room and the events in one transaction (docs/architecture.md, "Rooms"). A new command is a new
 * case here.
 */

/** A seated player. `id` is the database's; a seat taken by this command has none yet. */
export interface RoomPlayer {
  readonly id: number | null;
  readonly username: string;
  /** When the player last sent anything (join, ping, chat, turn), in ms since the epoch. */
  readonly lastSeenAt: number;
}

/** Everything the rules read and change about a room; the chat and the event log live elsewhere. */
export interface RoomRecord {
  readonly id: string;
  readonly roomName: string;
  readonly roomType: RoomType;
  /** Seats in turn order. */
  readonly players: readonly RoomPlayer[];
  readonly currentTurn: number;
  readonly currentPrompt: string;
  readonly currentType: TurnType | '';
  readonly videoCallActive: boolean;
  readonly videoParticipants: readonly string[];
  /** Seeds the room's own order through each prompt bank. */
  readonly promptSeed: number;
  readonly truthsDealt: number;
  readonly daresDealt: number;
  /** The last player action that keeps the room alive, in ms since the epoch. */
  readonly lastActivityAt: number;
  /** The host's name; '' in an empty room. */
  readonly host: string;
  readonly locked: boolean;
  readonly code: string;
}

export type RoomCommand =
  | { readonly type: 'join'; readonly username: string }
  | { readonly type: 'takeTurn'; readonly playerId: number; readonly turnType: TurnType }
  | { readonly type: 'leave'; readonly playerId: number }
  /** Presence: the player leaves only if they have still been silent since `silentBefore`. */
  | { readonly type: 'timeOut'; readonly playerId: number; readonly silentBefore: number }
  /** Host commands: `playerId` is who sends them. */
  | { readonly type: 'removePlayer'; readonly playerId: number; readonly username: string }
  | { readonly type: 'skipTurn'; readonly playerId: number }
  | { readonly type: 'setLocked'; readonly playerId: number; readonly locked: boolean }
  | { readonly type: 'handHost'; readonly playerId: number; readonly username: string };

export interface RoomRuleContext {
  readonly now: number;
  /** The `index`-th prompt of a type in the order seeded by `seed` (pure: same inputs, same prompt). */
  deal(type: TurnType, seed: number, index: number): string;
}

export interface RoomRefusal {
  readonly status: 400 | 403 | 404 | 409;
  readonly message: string;
}

export type RoomOutcome = { readonly ok: true; readonly room: RoomRecord; readonly events: readonly StreamEvent[] } | { readonly ok: false; readonly refusal: RoomRefusal };

/** The refusals of the room rules, with the HTTP contract's statuses and messages (docs/api.md). */
export const ROOM_REFUSALS = {
  roomNotFound: { status: 404, message: 'Room not found.' },
  usernameTaken: { status: 409, message: 'Username already exists' },
  notYourTurn: { status: 409, message: "It's not your turn!" },
  roomLocked: { status: 403, message: 'This room is locked.' },
  notHost: { status: 403, message: 'Only the host can do that.' },
  playerNotFound: { status: 404, message: 'No player of that name is in the room.' },
  hostRemovingSelf: { status: 409, message: 'The host cannot remove themselves: hand the host role on or leave.' },
  nobodyToSkip: { status: 409, message: 'There is no turn to skip.' },
} as const satisfies Record<string, RoomRefusal>;

export function applyRoomCommand(room: RoomRecord, command: RoomCommand, context: RoomRuleContext): RoomOutcome {
  switch (command.type) {
    case 'join':
      return join(room, command.username, context.now);
    case 'takeTurn':
      return takeTurn(room, command.playerId, command.turnType, context);
    case 'leave':
      return removeSeat(room, command.playerId, context.now);
    case 'timeOut': {
      const seat = room.players.find((candidate) => candidate.id === command.playerId);
      if (!seat || seat.lastSeenAt >= command.silentBefore) return unchanged(room);
      // A timeout is not activity, so it does not keep the room alive.
      return removeSeat(room, command.playerId, null);
    }
    default:
      return applyHostCommand(room, command, context.now);
  }
}

type HostCommand = Extract<RoomCommand, { type: 'removePlayer' | 'skipTurn' | 'setLocked' | 'handHost' }>;

/** Host commands: refused to anyone but the host, and each marks the host seen and the room active. */
function applyHostCommand(room: RoomRecord, command: HostCommand, now: number): RoomOutcome {
  const sender = room.players.find((seat) => seat.id === command.playerId);
  if (!sender || usernameKey(sender.username) !== usernameKey(room.host)) return refuse(ROOM_REFUSALS.notHost);
  const active = { ...room, players: room.players.map((seat) => (seat === sender ? { ...seat, lastSeenAt: now } : seat)), lastActivityAt: now };
  switch (command.type) {
    case 'removePlayer': {
      const target = seatNamed(room, command.username);
      if (!target) return refuse(ROOM_REFUSALS.playerNotFound);
      if (target === sender) return refuse(ROOM_REFUSALS.hostRemovingSelf);
      return removeSeat(active, target.id as number, now);
    }
    case 'skipTurn':
      if (room.players.length === 0) return refuse(ROOM_REFUSALS.nobodyToSkip);
      return changed({ ...active, currentTurn: nextTurnIndex(room.currentTurn, room.players.length) });
    case 'setLocked':
      return changed({ ...active, locked: command.locked });
    case 'handHost': {
      const target = seatNamed(room, command.username);
      if (!target) return refuse(ROOM_REFUSALS.playerNotFound);
      return changed({ ...active, host: target.username });
    }
  }
}

function seatNamed(room: RoomRecord, username: string): RoomPlayer | undefined {
  const key = usernameKey(username);
  return room.players.find((seat) => usernameKey(seat.username) === key);
}

/** What `turnUpdate` carries and what clients see of a room. */
export function roomStateOf(room: RoomRecord): RoomState {
  return {
    _id: room.id,
    roomName: room.roomName,
    roomType: room.roomType,
    username: room.players.map((seat) => seat.username),
    currentTurn: room.currentTurn,
    currentPrompt: room.currentPrompt,
    currentType: room.currentType,
    videoCallActive: room.videoCallActive,
    videoParticipants: room.videoParticipants,
    host: room.host,
    locked: room.locked,
    code: room.code,
  };
}

/** True when the command changed nothing and publishes nothing (the API then writes nothing). */
export function isUnchanged(outcome: RoomOutcome): boolean {
  return outcome.ok && outcome.events.length === 0;
}

/** The first player in becomes the host. */
function join(room: RoomRecord, username: string, now: number): RoomOutcome {
  if (seatNamed(room, username)) return refuse(ROOM_REFUSALS.usernameTaken);
  if (room.locked) return refuse(ROOM_REFUSALS.roomLocked);
  const host = room.players.length === 0 ? username : room.host;
  return changed({ ...room, players: [...room.players, { id: null, username, lastSeenAt: now }], host, lastActivityAt: now });
}

function takeTurn(room: RoomRecord, playerId: number, type: TurnType, context: RoomRuleContext): RoomOutcome {
  if (room.players[room.currentTurn]?.id !== playerId) return refuse(ROOM_REFUSALS.notYourTurn);
  const dealt = type === 'truth' ? room.truthsDealt : room.daresDealt;
  return changed({
    ...room,
    players: room.players.map((seat) => (seat.id === playerId ? { ...seat, lastSeenAt: context.now } : seat)),
    currentTurn: nextTurnIndex(room.currentTurn, room.players.length),
    currentPrompt: context.deal(type, room.promptSeed, dealt),
    currentType: type,
    truthsDealt: room.truthsDealt + (type === 'truth' ? 1 : 0),
    daresDealt: room.daresDealt + (type === 'dare' ? 1 : 0),
    lastActivityAt: context.now,
  });
}

/**
 * The seat goes; whoever had the turn keeps it. A departing host hands the role to the next
 * player in turn order. `activityAt` null leaves the room's activity as it was.
 */
function removeSeat(room: RoomRecord, playerId: number, activityAt: number | null): RoomOutcome {
  const index = room.players.findIndex((seat) => seat.id === playerId);
  if (index < 0) return unchanged(room);
  const players = room.players.filter((seat) => seat.id !== playerId);
  const leaver = room.players[index] as RoomPlayer;
  const hostLeaves = usernameKey(leaver.username) === usernameKey(room.host);
  return changed({
    ...room,
    players,
    currentTurn: turnIndexAfterLeave(room.currentTurn, index, room.players.length),
    host: hostLeaves ? (players[index % Math.max(players.length, 1)]?.username ?? '') : room.host,
    lastActivityAt: activityAt ?? room.lastActivityAt,
  });
}

function changed(room: RoomRecord): RoomOutcome {
  return { ok: true, room, events: [{ type: 'turnUpdate', data: { room: roomStateOf(room) } }] };
}

function unchanged(room: RoomRecord): RoomOutcome {
  return { ok: true, room, events: [] };
}

function refuse(refusal: RoomRefusal): RoomOutcome {
  return { ok: false, refusal };
}
