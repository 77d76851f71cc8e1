import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { SpinnerBoard } from './spinner-board';
import { SpinnerPlaceholder } from './spinner-placeholder';
import { useSpinnerDefaults } from './use-spinner-defaults';
import './challenge-spinner.css';

/** The Challenge Spinner (home page and /truth-or-dare-wheel): add challenges, spin, do what it lands on. */
export function ChallengeSpinner() {
  const titleId = useId();
  const defaults = useSpinnerDefaults();

  return (
    <section className="challenge-spinner" aria-labelledby={titleId} aria-busy={defaults === null}>
      <header className="challenge-spinner__header">
        <h2 id={titleId} className="challenge-spinner__title">
          <Trans>Challenge Spinner</Trans>
        </h2>
        <p className="challenge-spinner__blurb">
          <Trans>Add your own challenges, spin the wheel and do whatever it lands on.</Trans>
        </p>
      </header>
      {/* The machine starts with the defaults, so it waits for them. */}
      {defaults === null ? <SpinnerPlaceholder /> : <SpinnerBoard items={defaults} />}
    </section>
  );
}
