import { visibleText } from './name-text';
import type { RoomState } from './room-types';

/**
 * Which player a name means: as the API stores it (NFC, no invisible characters, trimmed),
 * ignoring case, so a name typed with a stray zero-width space still finds its seat. Whether two
 * different names may sit in one room is the stricter `nameKey` (`room-protocol/name-key`).
 */
export function usernameKey(name: string): string {
  return visibleText(name).trim().toLowerCase();
}

export function sameUsername(a: string, b: string): boolean {
  return usernameKey(a) === usernameKey(b);
}

/** The player whose turn it is, or undefined in an empty room. */
export function currentPlayer(room: Pick<RoomState, 'username' | 'currentTurn'>): string | undefined {
  return room.username[room.currentTurn];
}

/** Only the player at `currentTurn` may choose truth or dare. */
export function canTakeTurn(room: Pick<RoomState, 'username' | 'currentTurn'>, username: string): boolean {
  const player = currentPlayer(room);
  return player !== undefined && sameUsername(player, username);
}

/** Online rooms take turns as every game does (prompt-banks' turn order). */
export { nextTurnIndex, turnIndexAfterLeave } from '@truth-or-dare/prompt-banks';

/** Names present before and gone after, as a client sees a player list change. */
export function departedPlayers(before: readonly string[], after: readonly string[]): string[] {
  const remaining = new Set(after.map(usernameKey));
  return before.filter((name) => !remaining.has(usernameKey(name)));
}

export function isInRoom(room: Pick<RoomState, 'username'>, username: string): boolean {
  return room.username.some((name) => sameUsername(name, username));
}

/** The host alone may remove players, skip turns, lock the room and hand the role on; an empty room has none. */
export function isRoomHost(room: Pick<RoomState, 'host'>, username: string): boolean {
  return room.host !== '' && sameUsername(room.host, username);
}
