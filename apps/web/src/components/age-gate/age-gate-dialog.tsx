import { Trans } from '@lingui/react/macro';
import { useId, useRef } from 'react';
import { useFocusTrap } from '../use-focus-trap';
import './age-gate.css';

interface AgeGateDialogProps {
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before adult content is shown. Esc and Cancel leave the previous choice in place. */
export function AgeGateDialog({ onConfirm, onCancel }: AgeGateDialogProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const textId = useId();
  useFocusTrap(panelRef, true, onCancel);

  return (
    <div className="age-gate">
      <div className="age-gate__backdrop" aria-hidden="true" onClick={onCancel} />
      <div
        ref={panelRef}
        className="age-gate__panel"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        tabIndex={-1}
      >
        <h2 id={titleId} className="age-gate__title">
          <Trans>Adults only</Trans>
        </h2>
        <p id={textId}>
          <Trans>
            These prompts are meant for players aged 18 or older. Please confirm that everyone playing is 18+.
          </Trans>
        </p>
        <div className="age-gate__actions">
          <button type="button" className="age-gate__cancel" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </button>
          <button type="button" className="age-gate__confirm" onClick={onConfirm}>
            <Trans>Confirm, we are 18+</Trans>
          </button>
        </div>
      </div>
    </div>
  );
}
