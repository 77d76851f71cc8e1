import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { resultLine } from './duel-announcements';
import { DuelScoreBar } from './duel-score-bar';
import type { DuelGame } from './use-duel-game';

type DuelGameOverProps = Pick<DuelGame, 'names' | 'scores' | 'leader' | 'result' | 'playAgain' | 'backToSetup'>;

/** 'Game Over' with both scores, the winner or the tie, Play Again (same names) and a way back to setup. */
export function DuelGameOver({ names, scores, leader, result, playAgain, backToSetup }: DuelGameOverProps) {
  const { t, i18n } = useLingui();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The turn's buttons vanished with the game; start keyboard and screen-reader users at the result.
  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <section className="duel-over" aria-labelledby="duel-over-heading">
      <h2 id="duel-over-heading" ref={headingRef} className="duel-over__heading" tabIndex={-1}>
        <Trans>Game Over</Trans>
      </h2>
      {result ? (
        <p className={`duel-over__result${result.kind === 'tie' ? ' duel-over__result--tie' : ''}`}>
          {resultLine(result, i18n)}
        </p>
      ) : null}
      <DuelScoreBar names={names} scores={scores} leader={leader} currentPlayer={null} label={t`Final scores`} />
      <div className="duel-over__actions">
        <button type="button" className="duel-button duel-button--start" onClick={playAgain}>
          <Trans>Play Again</Trans>
        </button>
        <button type="button" className="duel-button duel-button--ghost" onClick={backToSetup}>
          <Trans comment="Button: back to the setup form to enter other names">New players</Trans>
        </button>
      </div>
    </section>
  );
}
