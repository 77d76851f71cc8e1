import { nextTurnIndex, normalizePlayerName } from '@truth-or-dare/prompt-banks';
import { MIN_PLAYERS } from './rules';

export { normalizePlayerName };

export function hasEnoughPlayers(playerCount: number): boolean {
  return playerCount >= MIN_PLAYERS;
}

/** The next player in turn, wrapping from the last back to the first. */
export const nextPlayerIndex = nextTurnIndex;

/** A copy of the per-player wins with one more for `index`. */
export function addWin(wins: readonly number[], index: number): number[] {
  return wins.map((count, i) => (i === index ? count + 1 : count));
}
