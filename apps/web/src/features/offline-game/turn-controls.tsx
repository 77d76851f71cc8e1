import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { OfflineGame } from './use-offline-game';

type TurnControlsProps = Pick<OfflineGame, 'turnButtonsDisabled' | 'canPass' | 'truth' | 'dare' | 'pass' | 'nextTurn'>;

/** Truth and Dare, then Pass and Next Turn once a prompt is shown. */
export function TurnControls({ turnButtonsDisabled, canPass, truth, dare, pass, nextTurn }: TurnControlsProps) {
  const pressed = useRef<HTMLButtonElement | null>(null);
  const nextTurnRef = useRef<HTMLButtonElement>(null);

  // A disabled button drops focus; give it back to the button pressed once the countdown ends.
  useEffect(() => {
    if (turnButtonsDisabled) return;
    const active = document.activeElement;
    if ((active === null || active === document.body) && pressed.current) pressed.current.focus();
    pressed.current = null;
  }, [turnButtonsDisabled]);

  return (
    <>
      <div className="choice-buttons">
        <button
          type="button"
          className="choice-button choice-button--truth"
          disabled={turnButtonsDisabled}
          onClick={(event) => {
            pressed.current = event.currentTarget;
            truth();
          }}
        >
          <Trans comment="Button: the player takes a truth question.">Truth</Trans>
        </button>
        <button
          type="button"
          className="choice-button choice-button--dare"
          disabled={turnButtonsDisabled}
          onClick={(event) => {
            pressed.current = event.currentTarget;
            dare();
          }}
        >
          <Trans comment="Button: the player takes a dare.">Dare</Trans>
        </button>
      </div>
      <div className="turn-actions">
        <button
          type="button"
          className="offline-button offline-button--quiet"
          disabled={!canPass}
          onClick={() => {
            pass();
            // Pass is disabled once used; keep focus on the next likely move.
            nextTurnRef.current?.focus();
          }}
        >
          <Trans comment="Button: skip the prompt on show; each player may do so once per game.">
            Pass (once per game)
          </Trans>
        </button>
        <button
          ref={nextTurnRef}
          type="button"
          className="offline-button offline-button--brand"
          disabled={turnButtonsDisabled}
          onClick={nextTurn}
        >
          <Trans>Next Turn</Trans>
        </button>
      </div>
    </>
  );
}
