import { MIN_PLAYERS } from './rules';

/** A name as it joins the game: trimmed; `null` when nothing is left (the add is ignored). */
export function normalizePlayerName(name: unknown): string | null {
  if (typeof name !== 'string') return null;
  const trimmed = name.trim();
  return trimmed === '' ? null : trimmed;
}

export function hasEnoughPlayers(playerCount: number): boolean {
  return playerCount >= MIN_PLAYERS;
}

/** The next player in turn, wrapping from the last back to the first. */
export function nextPlayerIndex(current: number, playerCount: number): number {
  return playerCount === 0 ? 0 : (current + 1) % playerCount;
}

/** A copy of the per-player wins with one more for `index`. */
export function addWin(wins: readonly number[], index: number): number[] {
  return wins.map((count, i) => (i === index ? count + 1 : count));
}
