import { Trans, useLingui } from '@lingui/react/macro';
import '../../components/pill-button/pill-button.css';

interface TurnActionsProps {
  canPick: boolean;
  canDone: boolean;
  onTruth: () => void;
  onDare: () => void;
  onDone: () => void;
}

/**
 * Truth, Dare and Done. Unavailable buttons are aria-disabled rather than disabled so keyboard
 * focus stays on them between turns; the machine ignores a press that isn't allowed.
 */
export function TurnActions({ canPick, canDone, onTruth, onDare, onDone }: TurnActionsProps) {
  const { t } = useLingui();
  return (
    <div className="qp-actions" role="group" aria-label={t`Your move`}>
      <button type="button" className="pill-button pill-button--violet" aria-disabled={!canPick} onClick={onTruth}>
        <Trans comment="Button: take a truth question">Truth</Trans>
      </button>
      <button type="button" className="pill-button pill-button--rose" aria-disabled={!canPick} onClick={onDare}>
        <Trans comment="Button: take a dare">Dare</Trans>
      </button>
      <button type="button" className="pill-button pill-button--teal" aria-disabled={!canDone} onClick={onDone}>
        <Trans comment="Button: the player finished the truth or dare">Done</Trans>
      </button>
    </div>
  );
}
