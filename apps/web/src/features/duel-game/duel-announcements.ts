import type { DuelResult } from '@truth-or-dare/duel-engine';
import type { DuelView } from './use-duel-game';

/** Screen readers hear the time once, this many seconds before the turn ends, not every second. */
export const LOW_TIME_SECONDS = 10;

/** The result line of the game-over view: the winner, or the engine's tie message. */
export function resultLine(result: DuelResult): string {
  return result.kind === 'tie' ? result.message : `${result.name} wins with ${result.score} points!`;
}

export interface AnnouncementInput {
  view: DuelView;
  currentPlayerName: string;
  remainingSeconds: number;
  result: DuelResult | null;
}

/**
 * What the page's polite live region says. The text only changes when a turn starts, when
 * LOW_TIME_SECONDS are left and when the game ends, so the countdown is not read out every second.
 */
export function announcementFor({ view, currentPlayerName, remainingSeconds, result }: AnnouncementInput): string {
  if (view === 'playing') {
    return remainingSeconds <= LOW_TIME_SECONDS
      ? `${LOW_TIME_SECONDS} seconds left, ${currentPlayerName}!`
      : `${currentPlayerName}'s turn. Pick Truth or Dare.`;
  }
  if (view === 'gameOver' && result) return `Game Over. ${resultLine(result)}`;
  return '';
}
