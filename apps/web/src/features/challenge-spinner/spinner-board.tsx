import { Trans } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { AddChallengeForm } from './add-challenge-form';
import { ChallengeList } from './challenge-list';
import { SpinResult } from './spin-result';
import { SpinnerWheel } from './spinner-wheel';
import { useChallengeSpinner } from './use-challenge-spinner';

interface SpinnerBoardProps {
  /** The wheel's starting challenges. */
  items: readonly string[];
}

/** The playable spinner: wheel, Spin button and result on one side, the editable list on the other. */
export function SpinnerBoard({ items }: SpinnerBoardProps) {
  const spinner = useChallengeSpinner(items);
  const spinButtonRef = useReturnFocusAfterSpin(spinner.status === 'spinning');

  return (
    <div className="spinner-board">
      <div className="spinner-board__play">
        <SpinnerWheel slices={spinner.slices} rotation={spinner.rotation} />
        <button
          ref={spinButtonRef}
          type="button"
          className="spinner-board__spin"
          disabled={!spinner.canSpin}
          onClick={spinner.spin}
        >
          <Trans>Spin the Wheel</Trans>
        </button>
        <SpinResult status={spinner.status} result={spinner.result} />
      </div>
      <div className="spinner-board__edit">
        <AddChallengeForm
          value={spinner.inputText}
          disabled={spinner.controlsDisabled}
          onChange={spinner.changeInput}
          onAdd={spinner.add}
        />
        <ChallengeList
          heading={spinner.heading}
          slices={spinner.slices}
          disabled={spinner.controlsDisabled}
          onRemove={spinner.remove}
        />
      </div>
    </div>
  );
}

/**
 * The Spin button is disabled while the wheel turns, which drops keyboard focus; when the spin
 * ends, focus goes back to it (unless the player has moved on) so Space or Enter spins again.
 */
function useReturnFocusAfterSpin(spinning: boolean) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wasSpinning = useRef(false);
  const hadFocus = useRef(false);

  useEffect(() => {
    if (spinning) {
      hadFocus.current = document.activeElement === buttonRef.current || document.activeElement === document.body;
    } else if (wasSpinning.current && hadFocus.current) {
      const active = document.activeElement;
      if (active === null || active === document.body || active === buttonRef.current) buttonRef.current?.focus();
    }
    wasSpinning.current = spinning;
  }, [spinning]);

  return buttonRef;
}
