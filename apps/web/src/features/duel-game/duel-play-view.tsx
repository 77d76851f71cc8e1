import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { DuelCountdown } from './duel-countdown';
import { DuelPromptCard } from './duel-prompt-card';
import { DuelScoreBar } from './duel-score-bar';
import type { DuelGame } from './use-duel-game';
import { UserText } from '../../components/user-text';

type DuelPlayViewProps = Pick<
  DuelGame,
  | 'names'
  | 'scores'
  | 'leader'
  | 'currentPlayer'
  | 'currentPlayerName'
  | 'remainingSeconds'
  | 'prompt'
  | 'canChoose'
  | 'canMarkDone'
  | 'chooseTruth'
  | 'chooseDare'
  | 'markDone'
  | 'backToSetup'
>;

/** A turn: scores, whose turn, the countdown, Truth and Dare, and the prompt card with Done. */
export function DuelPlayView(props: DuelPlayViewProps) {
  const { t } = useLingui();
  const { prompt, canChoose, canMarkDone, currentPlayerName: name } = props;
  const truthRef = useRef<HTMLButtonElement>(null);
  const doneRef = useRef<HTMLButtonElement>(null);

  // Keep keyboard focus useful: Done once a prompt is drawn (Truth and Dare are then disabled),
  // back to Truth when the prompt goes (Done pressed, the turn ended) and focus fell to the page.
  useEffect(() => {
    if (prompt) {
      doneRef.current?.focus();
    } else if (document.activeElement === document.body || document.activeElement === null) {
      truthRef.current?.focus();
    }
  }, [prompt, props.currentPlayer]);

  return (
    <section className="duel-play" aria-labelledby="duel-turn-heading">
      <DuelScoreBar
        names={props.names}
        scores={props.scores}
        leader={props.leader}
        currentPlayer={props.currentPlayer}
        label={t`Scores`}
      />
      <div className="duel-play__turn">
        <h2 id="duel-turn-heading" className="duel-play__heading">
          <Trans>
            <UserText text={name} />
            &apos;s Turn
          </Trans>
        </h2>
        <DuelCountdown remainingSeconds={props.remainingSeconds} />
      </div>
      <div className="duel-play__choices">
        <button
          ref={truthRef}
          type="button"
          className="duel-button duel-button--truth"
          onClick={props.chooseTruth}
          disabled={!canChoose}
        >
          <Trans comment="Button: draw a truth question">Truth</Trans>
        </button>
        <button
          type="button"
          className="duel-button duel-button--dare"
          onClick={props.chooseDare}
          disabled={!canChoose}
        >
          <Trans comment="Button: draw a dare">Dare</Trans>
        </button>
      </div>
      <DuelPromptCard prompt={prompt} canMarkDone={canMarkDone} onDone={props.markDone} doneRef={doneRef} />
      <p className="duel-play__leave">
        <button type="button" className="duel-text-button" onClick={props.backToSetup}>
          <Trans>Quit to setup</Trans>
        </button>
      </p>
    </section>
  );
}
