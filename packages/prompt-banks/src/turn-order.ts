/**
 * Turn order and player names, the same in every game with players taking turns (the offline
 * game, draw cards, online rooms): one home so the games cannot drift apart.
 */

/** The next player in turn, wrapping from the last back to the first; 0 with no players. */
export function nextTurnIndex(current: number, playerCount: number): number {
  return playerCount <= 0 ? 0 : (current + 1) % playerCount;
}

/**
 * The turn index after the player at `leftIndex` leaves (counts are before leaving). Whoever had
 * the turn keeps it; if the leaver had it, it passes to the player after them, wrapping.
 */
export function turnIndexAfterLeave(current: number, leftIndex: number, playerCountBefore: number): number {
  const remaining = playerCountBefore - 1;
  if (remaining <= 0) return 0;
  if (leftIndex < current) return current - 1;
  if (leftIndex === current) return current >= remaining ? 0 : current;
  return current;
}

/** A name as it joins a game: trimmed; null when nothing is left (or it is not text), so the add is ignored. */
export function normalizePlayerName(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  const name = raw.trim();
  return name === '' ? null : name;
}
