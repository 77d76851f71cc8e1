import type { RoomState } from './room-types';
import type { TurnSkip } from './stream-events';
import { currentPlayer, departedPlayers, isInRoom, isRoomHost, sameUsername } from './turn-rules';

/**
 * What players are told when the room changes. A `turnUpdate` carries the new state (and names a
 * skip), so each other change is read from two consecutive states (docs/product.md#host-messages).
 */
export type RoomChangeNotice =
  | { type: 'notice'; kind: 'playerLeft'; username: string }
  | { type: 'notice'; kind: 'hostChanged'; username: string }
  | { type: 'notice'; kind: 'turnSkipped'; username: string }
  | { type: 'notice'; kind: 'turnTimedOut'; username: string }
  | { type: 'notice'; kind: 'passed'; username: string };

/**
 * The notices for one change as `viewer` sees it (their own departure is not announced to them).
 * `skipped` is the server's own word on a skip (host or timer), when the update carries it.
 */
export function roomChangeNotices(
  before: RoomState | null,
  after: RoomState,
  viewer: string | null,
  skipped?: TurnSkip,
): RoomChangeNotice[] {
  const notices: RoomChangeNotice[] = [];
  for (const username of departedPlayers(before?.username ?? [], after.username)) {
    if (viewer === null || !sameUsername(username, viewer))
      notices.push({ type: 'notice', kind: 'playerLeft', username });
  }
  if (before === null) return notices;
  if (before.host !== '' && after.host !== '' && !sameUsername(before.host, after.host)) {
    notices.push({ type: 'notice', kind: 'hostChanged', username: after.host });
  }
  if (skipped !== undefined) {
    notices.push({
      type: 'notice',
      kind: skipped.reason === 'timer' ? 'turnTimedOut' : 'turnSkipped',
      username: skipped.username,
    });
  } else {
    // A server from before `skipped`: a skip is read from the two states.
    const inferred = turnSkipped(before, after);
    if (inferred !== null) notices.push({ type: 'notice', kind: 'turnSkipped', username: inferred });
  }
  for (const username of newPasses(before.passesUsed, after.passesUsed))
    notices.push({ type: 'notice', kind: 'passed', username });
  return notices;
}

/** Names that joined `passesUsed`: each player passes once a game, so a new name is a pass just made. */
function newPasses(before: readonly string[], after: readonly string[]): string[] {
  return after.filter((name) => !before.some((earlier) => sameUsername(earlier, name)));
}

/**
 * The player whose turn was skipped, or null. A taken turn draws a new prompt and a leave changes
 * the players, so a turn that moves with neither is the host's skip.
 */
export function turnSkipped(before: RoomState, after: RoomState): string | null {
  if (before.currentTurn === after.currentTurn) return null;
  if (before.currentPrompt !== after.currentPrompt || before.currentType !== after.currentType) return null;
  if (!samePlayers(before.username, after.username)) return null;
  return currentPlayer(before) ?? null;
}

/**
 * Whether `viewer`'s seat went because the host removed it: their name is gone while another
 * player was host and still is (a host cannot remove themselves). A timeout of the viewer looks
 * the same, so the caller also checks that the server had heard from the seat lately; a player's
 * own leave ends their session before the change arrives.
 */
export function removedByHost(before: RoomState, after: RoomState, viewer: string): boolean {
  if (isInRoom(after, viewer) || !isInRoom(before, viewer)) return false;
  if (before.host === '' || isRoomHost(before, viewer)) return false;
  return isRoomHost(after, before.host);
}

function samePlayers(before: readonly string[], after: readonly string[]): boolean {
  return before.length === after.length && before.every((name, index) => sameUsername(name, after[index] ?? ''));
}
