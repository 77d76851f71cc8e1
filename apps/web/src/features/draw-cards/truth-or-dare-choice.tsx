import { Trans, useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';

interface TruthOrDareChoiceProps {
  /** A dare list is loading: no second choice meanwhile. */
  busy: boolean;
  onTruth: () => void;
  onDare: () => void;
  truthRef?: Ref<HTMLButtonElement>;
}

export function TruthOrDareChoice({ busy, onTruth, onDare, truthRef }: TruthOrDareChoiceProps) {
  const { t } = useLingui();
  return (
    <div
      className="draw-choice"
      role="group"
      aria-label={t({
        message: 'Truth or Dare',
        // Its own id: the site's name has the same words in the shell's catalog, and one server
        // instance holds every catalog of a language.
        context: 'The choice after a wrong guess',
        comment: 'The group of the Truth and Dare buttons',
      })}
      aria-busy={busy}
    >
      <button ref={truthRef} type="button" className="draw-button draw-button--truth" disabled={busy} onClick={onTruth}>
        <Trans comment="Button: take a truth question">Truth</Trans>
      </button>
      <button type="button" className="draw-button draw-button--dare" disabled={busy} onClick={onDare}>
        <Trans comment="Button: take a dare">Dare</Trans>
      </button>
    </div>
  );
}
