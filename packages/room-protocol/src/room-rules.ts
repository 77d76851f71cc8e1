import type { Address, Locale } from '@truth-or-dare/prompt-banks';
import type { RoomState, RoomType, TurnType } from './room-types';
import {
  changeSettings,
  customPromptProblem,
  sameSettings,
  SETTINGS_MESSAGES,
  type RoomCategory,
  type RoomRating,
  type RoomSettingsRecord,
  type TurnSeconds,
} from './room-settings';
import type { AddressedEvent, StreamEvent, TurnSkip } from './stream-events';
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
  /** Confirmed being 18 or older when joining. */
  readonly adult: boolean;
  /** How prompts speak to this player in gendered languages (docs/decisions/0023-languages.md). */
  readonly address: Address;
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
  /** The language the room deals in. */
  readonly language: Locale;
  /** The dealt library prompt's id ('' when none or the group's own) and the form it was dealt in. */
  readonly currentPromptId: string;
  readonly currentPromptAddress: Address;
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
  readonly settings: RoomSettingsRecord;
  /** The group's own prompts, oldest first. */
  readonly customPrompts: Readonly<Record<TurnType, readonly string[]>>;
  /** Who the current prompt was drawn for; '' when none. */
  readonly promptFor: string;
  /** When the current player is skipped unless they pick, in ms since the epoch; null without a timer. */
  readonly turnDeadline: number | null;
  /** Players who have used their one pass this game. */
  readonly passesUsed: readonly string[];
}

/** A settings change as the host sends it; absent fields stay as they are. */
export interface SettingsChange {
  readonly rating?: RoomRating;
  readonly categories?: readonly RoomCategory[];
  readonly turnSeconds?: TurnSeconds;
  readonly customOnly?: boolean;
  readonly chatFilter?: boolean;
  readonly language?: Locale;
}

export type RoomCommand =
  | { readonly type: 'join'; readonly username: string; readonly adult: boolean; readonly address: Address }
  | { readonly type: 'takeTurn'; readonly playerId: number; readonly turnType: TurnType }
  | { readonly type: 'leave'; readonly playerId: number }
  /** Presence: the player leaves only if they have still been silent since `silentBefore`. */
  | { readonly type: 'timeOut'; readonly playerId: number; readonly silentBefore: number }
  /** Host commands: `playerId` is who sends them. */
  | { readonly type: 'removePlayer'; readonly playerId: number; readonly username: string }
  | { readonly type: 'skipTurn'; readonly playerId: number }
  | { readonly type: 'setLocked'; readonly playerId: number; readonly locked: boolean }
  | { readonly type: 'handHost'; readonly playerId: number; readonly username: string }
  | { readonly type: 'changeSettings'; readonly playerId: number; readonly change: SettingsChange }
  | { readonly type: 'addPrompt'; readonly playerId: number; readonly promptType: TurnType; readonly text: string }
  /** The player a prompt was drawn for swaps it for another of the same type, once a game. */
  | { readonly type: 'pass'; readonly playerId: number }
  /** The turn timer: skips the current player if their deadline has passed. */
  | { readonly type: 'turnTimeout' }
  /** The room's video call: a seated player joins or leaves it (docs/api.md#video-calls). */
  | { readonly type: 'joinCall'; readonly playerId: number }
  | { readonly type: 'leaveCall'; readonly playerId: number };

/** What a room deals from: its settings, its language and its own prompts. */
export interface DeckChoice {
  readonly settings: RoomSettingsRecord;
  readonly language: Locale;
  readonly custom: readonly string[];
}

/** A dealt prompt: the library id ('' for the group's own) and the text in the form asked for. */
export interface DealtPrompt {
  readonly id: string;
  readonly text: string;
}

export interface RoomRuleContext {
  readonly now: number;
  /** How long one second of the turn timer lasts in ms: 1000, shorter only in tests. */
  readonly turnSecondMs?: number;
  /**
   * The form in which a joining name must differ from every seated one: the API passes `nameKey`
   * (`room-protocol/name-key`, confusables folded), which the web app never loads; without it,
   * names differ when `usernameKey` does.
   */
  readonly nameKey?: (name: string) => string;
  /**
   * The `index`-th prompt of a type in the room's deck, in the order seeded by `seed`, worded for
   * `address` (pure: same inputs, same prompt); null when the deck has no prompt of that type.
   */
  deal(type: TurnType, deck: DeckChoice, seed: number, index: number, address: Address): DealtPrompt | null;
}

export interface RoomRefusal {
  readonly status: 400 | 403 | 404 | 409;
  readonly message: string;
}

/** `events` go to the room's log and every stream; `addressed` only to one player's open streams, after commit. */
export type RoomOutcome =
  | {
      readonly ok: true;
      readonly room: RoomRecord;
      readonly events: readonly StreamEvent[];
      readonly addressed: readonly AddressedEvent[];
    }
  | { readonly ok: false; readonly refusal: RoomRefusal };

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
  adultsOnly: { status: 400, message: 'This room is for adults: confirm you are 18 or older.' },
  emptyDeck: {
    status: 409,
    message: 'This room has no prompts of that type to deal: the host can add some or change the settings.',
  },
  passUsed: { status: 409, message: 'You have already used your pass this game.' },
  nothingToPass: { status: 409, message: 'There is no prompt of yours to pass.' },
  notInCall: { status: 403, message: 'Join the call before sending call signals.' },
  addresseeNotInCall: { status: 404, message: 'That player is not in the call.' },
} as const satisfies Record<string, RoomRefusal>;

export function applyRoomCommand(room: RoomRecord, command: RoomCommand, context: RoomRuleContext): RoomOutcome {
  const outcome = applyCommand(room, command, context);
  if (!outcome.ok || outcome.events.length === 0) return outcome;
  // Every change that moves the turn restarts the timer, wherever it came from.
  const timed = withTurnDeadline(room, outcome.room, context.now, context.turnSecondMs ?? 1000);
  let events =
    timed === outcome.room
      ? outcome.events
      : outcome.events.map((event) =>
          event.type === 'turnUpdate' ? { ...event, data: { ...event.data, room: roomStateOf(timed) } } : event,
        );
  // A player who leaves the room, however they go, leaves its call too, and the call says so.
  if (
    !events.some((event) => event.type === 'videoCallUpdate') &&
    timed.videoParticipants.join('\n') !== room.videoParticipants.join('\n')
  ) {
    events = [...events, callUpdate(timed)];
  }
  return { ...outcome, room: timed, events };
}

function callUpdate(room: RoomRecord): StreamEvent {
  return {
    type: 'videoCallUpdate',
    data: { videoCallActive: room.videoCallActive, videoParticipants: room.videoParticipants },
  };
}

/** Joining or leaving the call: only the call changes, and only `videoCallUpdate` is published. */
function applyCallCommand(room: RoomRecord, playerId: number, joining: boolean, now: number): RoomOutcome {
  const seat = room.players.find((candidate) => candidate.id === playerId);
  if (!seat) return refuse(ROOM_REFUSALS.roomNotFound);
  const inCall = room.videoParticipants.some((name) => usernameKey(name) === usernameKey(seat.username));
  if (inCall === joining) return unchanged(room);
  const videoParticipants = joining
    ? [...room.videoParticipants, seat.username]
    : room.videoParticipants.filter((name) => usernameKey(name) !== usernameKey(seat.username));
  const after = {
    ...room,
    players: room.players.map((candidate) => (candidate === seat ? { ...candidate, lastSeenAt: now } : candidate)),
    videoParticipants,
    videoCallActive: videoParticipants.length > 0,
    lastActivityAt: now,
  };
  return { ok: true, room: after, events: [callUpdate(after)], addressed: [] };
}

function applyCommand(room: RoomRecord, command: RoomCommand, context: RoomRuleContext): RoomOutcome {
  switch (command.type) {
    case 'join':
      return join(room, command, context.now, context.nameKey ?? usernameKey);
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
    case 'pass':
      return pass(room, command.playerId, context);
    case 'joinCall':
    case 'leaveCall':
      return applyCallCommand(room, command.playerId, command.type === 'joinCall', context.now);
    case 'turnTimeout': {
      if (room.turnDeadline === null || room.turnDeadline > context.now || room.players.length === 0)
        return unchanged(room);
      const skipped = room.players[room.currentTurn]?.username ?? '';
      return changed(
        { ...room, currentTurn: nextTurnIndex(room.currentTurn, room.players.length) },
        { username: skipped, reason: 'timer' },
      );
    }
    default:
      return applyHostCommand(room, command, context.now);
  }
}

type HostCommand = Extract<
  RoomCommand,
  { type: 'removePlayer' | 'skipTurn' | 'setLocked' | 'handHost' | 'changeSettings' | 'addPrompt' }
>;

/** Host commands: refused to anyone but the host, and each marks the host seen and the room active. */
function applyHostCommand(room: RoomRecord, command: HostCommand, now: number): RoomOutcome {
  const sender = room.players.find((seat) => seat.id === command.playerId);
  if (!sender || usernameKey(sender.username) !== usernameKey(room.host)) return refuse(ROOM_REFUSALS.notHost);
  const active = {
    ...room,
    players: room.players.map((seat) => (seat === sender ? { ...seat, lastSeenAt: now } : seat)),
    lastActivityAt: now,
  };
  switch (command.type) {
    case 'removePlayer': {
      const target = seatNamed(room, command.username);
      if (!target) return refuse(ROOM_REFUSALS.playerNotFound);
      if (target === sender) return refuse(ROOM_REFUSALS.hostRemovingSelf);
      const outcome = removeSeat(active, target.id as number, now);
      return outcome.ok
        ? { ...outcome, addressed: [{ to: target.username, event: { type: 'removed', data: { reason: 'kicked' } } }] }
        : outcome;
    }
    case 'skipTurn':
      if (room.players.length === 0) return refuse(ROOM_REFUSALS.nobodyToSkip);
      return changed(
        { ...active, currentTurn: nextTurnIndex(room.currentTurn, room.players.length) },
        { username: room.players[room.currentTurn]?.username ?? '', reason: 'host' },
      );
    case 'setLocked':
      return changed({ ...active, locked: command.locked });
    case 'handHost': {
      const target = seatNamed(room, command.username);
      if (!target) return refuse(ROOM_REFUSALS.playerNotFound);
      return changed({ ...active, host: target.username });
    }
    case 'changeSettings':
      return applySettings(active, command.change);
    case 'addPrompt': {
      const text = command.text.trim();
      const existing = room.customPrompts[command.promptType];
      const problem = customPromptProblem(text, command.promptType, room.settings.rating, existing);
      if (problem !== null) return refuse({ status: 400, message: problem });
      return changed(
        newDeck({ ...active, customPrompts: { ...room.customPrompts, [command.promptType]: [...existing, text] } }),
      );
    }
  }
}

function applySettings(room: RoomRecord, { language, ...change }: SettingsChange): RoomOutcome {
  const result = changeSettings(room.settings, change);
  if (!result.ok) return refuse({ status: 400, message: result.message });
  const settings = result.settings;
  if (settings.rating === 'adults' && room.settings.rating !== 'adults' && room.players.some((seat) => !seat.adult)) {
    return refuse({ status: 409, message: SETTINGS_MESSAGES.adultsNotConfirmed });
  }
  const newLanguage = language ?? room.language;
  if (sameSettings(settings, room.settings) && newLanguage === room.language) return changed(room);
  // A new language is a new deck too: its prompts (and the ones it left out) differ.
  const deckChanged =
    newLanguage !== room.language ||
    settings.rating !== room.settings.rating ||
    settings.customOnly !== room.settings.customOnly ||
    settings.categories.join() !== room.settings.categories.join();
  const next = { ...room, settings, language: newLanguage };
  return changed(deckChanged ? newDeck(next) : next);
}

/**
 * What the room deals changed: the next prompts come from a fresh shuffle of the new deck (its
 * own seed, so it is not the old order again) instead of an index into an order that no longer
 * holds (docs/product.md#room-settings).
 */
function newDeck(room: RoomRecord): RoomRecord {
  return { ...room, promptSeed: (room.promptSeed + 104_729) % 2_147_483_647, truthsDealt: 0, daresDealt: 0 };
}

/** The deck a type is dealt from in this room. */
export function deckOf(room: RoomRecord, type: TurnType): DeckChoice {
  return { settings: room.settings, language: room.language, custom: room.customPrompts[type] };
}

function pass(room: RoomRecord, playerId: number, context: RoomRuleContext): RoomOutcome {
  const seat = room.players.find((candidate) => candidate.id === playerId);
  if (
    !seat ||
    room.currentPrompt === '' ||
    room.currentType === '' ||
    usernameKey(seat.username) !== usernameKey(room.promptFor)
  )
    return refuse(ROOM_REFUSALS.nothingToPass);
  if (room.passesUsed.some((name) => usernameKey(name) === usernameKey(seat.username)))
    return refuse(ROOM_REFUSALS.passUsed);
  const type = room.currentType;
  const drawn = drawPrompt(room, type, seat, context);
  if (drawn === null) return refuse(ROOM_REFUSALS.emptyDeck);
  return changed({
    ...drawn,
    players: room.players.map((candidate) =>
      candidate === seat ? { ...candidate, lastSeenAt: context.now } : candidate,
    ),
    passesUsed: [...room.passesUsed, seat.username],
    lastActivityAt: context.now,
  });
}

/**
 * The room with the next prompt of `type` dealt into it for `seat` (prompt in their address, type
 * and count), or null when its deck is empty.
 */
function drawPrompt(room: RoomRecord, type: TurnType, seat: RoomPlayer, context: RoomRuleContext): RoomRecord | null {
  const dealt = type === 'truth' ? room.truthsDealt : room.daresDealt;
  const prompt = context.deal(type, deckOf(room, type), room.promptSeed, dealt, seat.address);
  if (prompt === null) return null;
  return {
    ...room,
    currentPrompt: prompt.text,
    currentPromptId: prompt.id,
    currentPromptAddress: seat.address,
    currentType: type,
    truthsDealt: room.truthsDealt + (type === 'truth' ? 1 : 0),
    daresDealt: room.daresDealt + (type === 'dare' ? 1 : 0),
  };
}

/**
 * The current player's deadline: set afresh whenever the turn passes to someone else or the timer
 * changes, cleared when there is no timer or nobody to wait for.
 */
function withTurnDeadline(before: RoomRecord, after: RoomRecord, now: number, secondMs: number): RoomRecord {
  const seconds = after.settings.turnSeconds;
  if (seconds === 0 || after.players.length < 2)
    return after.turnDeadline === null ? after : { ...after, turnDeadline: null };
  const current = (room: RoomRecord) => usernameKey(room.players[room.currentTurn]?.username ?? '');
  const restart =
    after.turnDeadline === null ||
    current(before) !== current(after) ||
    before.settings.turnSeconds !== seconds ||
    before.currentTurn !== after.currentTurn;
  return restart ? { ...after, turnDeadline: now + seconds * secondMs } : after;
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
    language: room.language,
    currentPromptId: room.currentPromptId,
    currentPromptAddress: room.currentPromptAddress,
    videoCallActive: room.videoCallActive,
    videoParticipants: room.videoParticipants,
    host: room.host,
    locked: room.locked,
    code: room.code,
    settings: {
      ...room.settings,
      customTruths: room.customPrompts.truth.length,
      customDares: room.customPrompts.dare.length,
    },
    promptFor: room.promptFor,
    turnDeadline: room.turnDeadline === null ? null : isoTime(room.turnDeadline),
    passesUsed: room.passesUsed,
  };
}

/** A time given in ms since the epoch as ISO 8601, as the wire carries times. */
export function isoTime(ms: number): string {
  // eslint-disable-next-line no-restricted-syntax -- formats the time it is given; it reads no clock
  return new Date(ms).toISOString();
}

/** True when the command changed nothing and publishes nothing (the API then writes nothing). */
export function isUnchanged(outcome: RoomOutcome): boolean {
  return outcome.ok && outcome.events.length === 0;
}

/** The first player in becomes the host. An Adults room takes only players who confirmed their age. */
function join(
  room: RoomRecord,
  { username, adult, address }: Extract<RoomCommand, { type: 'join' }>,
  now: number,
  nameKey: (name: string) => string,
): RoomOutcome {
  if (room.settings.rating === 'adults' && !adult) return refuse(ROOM_REFUSALS.adultsOnly);
  const key = nameKey(username);
  if (room.players.some((seat) => nameKey(seat.username) === key)) return refuse(ROOM_REFUSALS.usernameTaken);
  if (room.locked) return refuse(ROOM_REFUSALS.roomLocked);
  const host = room.players.length === 0 ? username : room.host;
  return changed({
    ...room,
    players: [...room.players, { id: null, username, lastSeenAt: now, adult, address }],
    host,
    lastActivityAt: now,
  });
}

function takeTurn(room: RoomRecord, playerId: number, type: TurnType, context: RoomRuleContext): RoomOutcome {
  const seat = room.players[room.currentTurn];
  if (seat?.id !== playerId) return refuse(ROOM_REFUSALS.notYourTurn);
  const drawn = drawPrompt(room, type, seat, context);
  if (drawn === null) return refuse(ROOM_REFUSALS.emptyDeck);
  return changed({
    ...drawn,
    players: room.players.map((candidate) =>
      candidate.id === playerId ? { ...candidate, lastSeenAt: context.now } : candidate,
    ),
    currentTurn: nextTurnIndex(room.currentTurn, room.players.length),
    promptFor: seat.username,
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
  const videoParticipants = room.videoParticipants.filter((name) => usernameKey(name) !== usernameKey(leaver.username));
  return changed({
    ...room,
    players,
    videoParticipants,
    videoCallActive: videoParticipants.length > 0,
    currentTurn: turnIndexAfterLeave(room.currentTurn, index, room.players.length),
    host: hostLeaves ? (players[index % Math.max(players.length, 1)]?.username ?? '') : room.host,
    lastActivityAt: activityAt ?? room.lastActivityAt,
  });
}

function changed(room: RoomRecord, skipped?: TurnSkip): RoomOutcome {
  const data = skipped ? { room: roomStateOf(room), skipped } : { room: roomStateOf(room) };
  return { ok: true, room, events: [{ type: 'turnUpdate', data }], addressed: [] };
}

function unchanged(room: RoomRecord): RoomOutcome {
  return { ok: true, room, events: [], addressed: [] };
}

function refuse(refusal: RoomRefusal): RoomOutcome {
  return { ok: false, refusal };
}
