import { Trans } from '@lingui/react/macro';
import {
  correctGuessMessage,
  FIND_THE_QUEEN_MESSAGE,
  wrongGuessMessage,
  type DrawCardsPhase,
} from '@truth-or-dare/draw-cards-engine';
import type { ReactNode } from 'react';
import { UserText } from '../../components/user-text';

interface RoundStatusProps {
  phase: DrawCardsPhase;
  /** The engine's message for the round (English), empty while the Queen is shown and shuffled. */
  message: string;
  /** Whose round it is: the engine's messages name them. */
  player: string | null;
}

/**
 * What the status line says: the engine's message once it has one, in the page's language, and
 * before that a hint for the phase. A message this screen does not know is shown as it came.
 */
export function RoundStatus({ phase, message, player }: RoundStatusProps): ReactNode {
  if (message === '') {
    if (phase === 'memorizing') return <Trans>Memorize where the Queen is…</Trans>;
    if (phase === 'shuffling') return <Trans>Shuffling… keep your eye on the Queen!</Trans>;
    return null;
  }
  if (message === FIND_THE_QUEEN_MESSAGE) return <Trans>Find the Queen!</Trans>;
  if (player !== null && message === correctGuessMessage(player)) {
    return (
      <Trans>
        🎉 Correct! <UserText text={player} /> found the Queen!
      </Trans>
    );
  }
  if (player !== null && message === wrongGuessMessage(player)) {
    return (
      <Trans>
        ❌ Wrong Guess! <UserText text={player} />, choose:
      </Trans>
    );
  }
  return message;
}
