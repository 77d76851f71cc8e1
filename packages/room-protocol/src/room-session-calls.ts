import type { SettingsRequest } from './room-schemas';
import { changeSettings, type RoomSettings } from './room-settings';
import type { RoomSeat, RoomSessionContext, RoomSessionServices } from './room-session-types';
import type { TurnType } from './room-types';
import { sameUsername } from './turn-rules';

/**
 * A call that changes the room for everyone: what it changes comes back on the stream, so its
 * answer is not read (docs/api.md#host-calls). One actor makes any of them.
 */
export type RoomCall =
  | { kind: 'removePlayer'; username: string }
  | { kind: 'skipTurn' }
  | { kind: 'setLocked'; locked: boolean }
  | { kind: 'handHost'; username: string }
  | { kind: 'changeSettings'; change: SettingsRequest }
  | { kind: 'addPrompt'; type: TurnType; text: string }
  | { kind: 'pass' };

export interface RoomCallRequest {
  readonly roomId: string;
  readonly seat: RoomSeat;
  readonly call: RoomCall;
}

export function makeRoomCall(services: RoomSessionServices, { roomId, seat, call }: RoomCallRequest): Promise<unknown> {
  switch (call.kind) {
    case 'removePlayer':
      return services.removePlayer({ roomId, seat, username: call.username });
    case 'skipTurn':
      return services.skipTurn({ roomId, seat });
    case 'setLocked':
      return services.setLocked({ roomId, seat, locked: call.locked });
    case 'handHost':
      return services.handHost({ roomId, seat, username: call.username });
    case 'changeSettings':
      return services.changeSettings({ roomId, seat, change: call.change });
    case 'addPrompt':
      return services.addPrompt({ roomId, seat, type: call.type, text: call.text });
    case 'pass':
      return services.pass({ roomId, seat });
  }
}

/** The events that make one of the host's player and turn calls, as the call each makes. */
export type HostCallEvent =
  | { type: 'PLAYER.REMOVE'; username: string }
  | { type: 'TURN.SKIP' }
  | { type: 'ROOM.LOCK'; locked: boolean }
  | { type: 'HOST.HAND'; username: string };

export function hostCallOf(event: HostCallEvent): RoomCall {
  switch (event.type) {
    case 'PLAYER.REMOVE':
      return { kind: 'removePlayer', username: event.username };
    case 'TURN.SKIP':
      return { kind: 'skipTurn' };
    case 'ROOM.LOCK':
      return { kind: 'setLocked', locked: event.locked };
    case 'HOST.HAND':
      return { kind: 'handHost', username: event.username };
  }
}

/**
 * The settings the host's controls show: the room's, with the change on its way applied until the
 * room's settings move on (then the room's own are shown), so a select does not jump back meanwhile.
 */
export function shownSettings(settings: RoomSettings, draft: RoomSessionContext['settingsDraft']): RoomSettings {
  const waiting = draft !== null && draft.base === settings ? draft.change : {};
  const predicted = changeSettings(settings, waiting);
  return predicted.ok ? { ...settings, ...predicted.settings } : settings;
}

/** The change still waiting to show, merged with a new one: what the controls show next. */
export function nextSettingsDraft(
  settings: RoomSettings,
  draft: RoomSessionContext['settingsDraft'],
  change: SettingsRequest,
): NonNullable<RoomSessionContext['settingsDraft']> {
  const waiting = draft !== null && draft.base === settings ? draft.change : {};
  return { base: settings, change: { ...waiting, ...change } };
}

/** Pass is offered to the player the current prompt was drawn for. */
export function promptIsFor(
  room: { currentType: string; currentPrompt: string; promptFor: string },
  username: string,
): boolean {
  return (
    room.currentType !== '' &&
    room.currentPrompt !== '' &&
    room.promptFor !== '' &&
    sameUsername(room.promptFor, username)
  );
}

/** A player passes once a game. */
export function hasPassed(room: { passesUsed: readonly string[] }, username: string): boolean {
  return room.passesUsed.some((name) => sameUsername(name, username));
}
