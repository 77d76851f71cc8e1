import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import type { DuelResult } from '@truth-or-dare/duel-engine';
import type { DuelView } from './use-duel-game';

/** Screen readers hear the time once, this many seconds before the turn ends, not every second. */
export const LOW_TIME_SECONDS = 10;

/** The result line of the game-over view: the winner, or the tie (the engine's TIE_MESSAGE). */
export function resultLine(result: DuelResult, i18n: I18n): string {
  if (result.kind === 'tie') return i18n._(msg`It’s a tie!`);
  const { name, score } = result;
  return i18n._(msg`${plural(score, { one: `${name} wins with # point!`, other: `${name} wins with # points!` })}`);
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
export function announcementFor(
  { view, currentPlayerName: name, remainingSeconds, result }: AnnouncementInput,
  i18n: I18n,
): string {
  if (view === 'playing') {
    const seconds = LOW_TIME_SECONDS;
    return remainingSeconds <= LOW_TIME_SECONDS
      ? i18n._(msg`${plural(seconds, { one: `# second left, ${name}!`, other: `# seconds left, ${name}!` })}`)
      : i18n._(msg`${name}'s turn. Pick Truth or Dare.`);
  }
  if (view === 'gameOver' && result) {
    if (result.kind === 'tie') return i18n._(msg`Game Over. It’s a tie!`);
    const { name: winner, score } = result;
    return i18n._(
      msg`${plural(score, {
        one: `Game Over. ${winner} wins with # point!`,
        other: `Game Over. ${winner} wins with # points!`,
      })}`,
    );
  }
  return '';
}
