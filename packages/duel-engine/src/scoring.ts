import type { Address } from '@truth-or-dare/prompt-banks';
import { DUEL_PLAYERS, POINTS_PER_DONE, TIE_MESSAGE, type DuelPlayer } from './rules';

export type DuelNames = Readonly<Record<DuelPlayer, string>>;
export type DuelAddresses = Readonly<Record<DuelPlayer, Address>>;
export type DuelScores = Readonly<Record<DuelPlayer, number>>;

export type DuelResult =
  | { readonly kind: 'winner'; readonly player: DuelPlayer; readonly name: string; readonly score: number }
  | { readonly kind: 'tie'; readonly message: string };

/** What one timer tick does, given whose turn it is and the seconds left before the tick. */
export type TickOutcome = 'count-down' | 'hand-over' | 'game-over';

export const ZERO_SCORES: DuelScores = { player1: 0, player2: 0 };

/** A name counts only if it has something besides whitespace. */
export function hasBothNames(names: DuelNames): boolean {
  return DUEL_PLAYERS.every((player) => names[player].trim() !== '');
}

export function trimNames(names: DuelNames): DuelNames {
  return { player1: names.player1.trim(), player2: names.player2.trim() };
}

export function otherPlayer(player: DuelPlayer): DuelPlayer {
  return player === 'player1' ? 'player2' : 'player1';
}

export function addDonePoints(scores: DuelScores, player: DuelPlayer): DuelScores {
  return { ...scores, [player]: scores[player] + POINTS_PER_DONE };
}

/** The player ahead, or null while the scores are level. */
export function leaderOf(scores: DuelScores): DuelPlayer | null {
  if (scores.player1 === scores.player2) return null;
  return scores.player1 > scores.player2 ? 'player1' : 'player2';
}

export function decideResult(names: DuelNames, scores: DuelScores): DuelResult {
  const leader = leaderOf(scores);
  if (leader === null) return { kind: 'tie', message: TIE_MESSAGE };
  return { kind: 'winner', player: leader, name: names[leader], score: scores[leader] };
}

/**
 * The tick that would reach 0 ends the turn instead of showing 0: player1's turn hands over to
 * player2, player2's turn ends the game.
 */
export function tickOutcome(currentPlayer: DuelPlayer, remainingSeconds: number): TickOutcome {
  if (remainingSeconds > 1) return 'count-down';
  return currentPlayer === 'player1' ? 'hand-over' : 'game-over';
}
