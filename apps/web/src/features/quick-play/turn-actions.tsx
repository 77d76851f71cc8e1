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
  return (
    <div className="qp-actions" role="group" aria-label="Your move">
      <button type="button" className="pill-button pill-button--violet" aria-disabled={!canPick} onClick={onTruth}>
        Truth
      </button>
      <button type="button" className="pill-button pill-button--rose" aria-disabled={!canPick} onClick={onDare}>
        Dare
      </button>
      <button type="button" className="pill-button pill-button--teal" aria-disabled={!canDone} onClick={onDone}>
        Done
      </button>
    </div>
  );
}
