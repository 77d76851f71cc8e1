/** Players carry an id so per-player facts (the pass) survive removals and duplicate names. */
export interface OfflinePlayer {
  readonly id: number;
  readonly name: string;
}

/** Names are trimmed; an empty or whitespace-only name is ignored (null). */
export function normalizePlayerName(raw: string): string | null {
  const name = raw.trim();
  return name === '' ? null : name;
}

export function isPlayerIndex(players: readonly OfflinePlayer[], index: number): boolean {
  return Number.isInteger(index) && index >= 0 && index < players.length;
}

/** Clockwise, wrapping from the last player to the first. */
export function nextPlayerIndex(current: number, playerCount: number): number {
  return playerCount === 0 ? 0 : (current + 1) % playerCount;
}

export interface PlayerRemoval {
  readonly players: readonly OfflinePlayer[];
  readonly currentPlayerIndex: number;
  /** The player whose turn it was is gone: the screen's prompt belonged to them. */
  readonly removedCurrent: boolean;
}

/**
 * Keeps the turn with the same person: a player removed before the current one shifts the
 * index down; removing the current player hands the turn to the next one (wrapping).
 */
export function removePlayer(players: readonly OfflinePlayer[], currentPlayerIndex: number, index: number): PlayerRemoval {
  const remaining = players.filter((_, i) => i !== index);
  if (index < currentPlayerIndex) {
    return { players: remaining, currentPlayerIndex: currentPlayerIndex - 1, removedCurrent: false };
  }
  if (index === currentPlayerIndex) {
    return { players: remaining, currentPlayerIndex: index < remaining.length ? index : 0, removedCurrent: true };
  }
  return { players: remaining, currentPlayerIndex, removedCurrent: false };
}
