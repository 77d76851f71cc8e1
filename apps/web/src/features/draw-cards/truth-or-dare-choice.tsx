import type { Ref } from 'react';

interface TruthOrDareChoiceProps {
  /** A dare list is loading: no second choice meanwhile. */
  busy: boolean;
  onTruth: () => void;
  onDare: () => void;
  truthRef?: Ref<HTMLButtonElement>;
}

export function TruthOrDareChoice({ busy, onTruth, onDare, truthRef }: TruthOrDareChoiceProps) {
  return (
    <div className="draw-choice" role="group" aria-label="Truth or Dare" aria-busy={busy}>
      <button ref={truthRef} type="button" className="draw-button draw-button--truth" disabled={busy} onClick={onTruth}>
        Truth
      </button>
      <button type="button" className="draw-button draw-button--dare" disabled={busy} onClick={onDare}>
        Dare
      </button>
    </div>
  );
}
