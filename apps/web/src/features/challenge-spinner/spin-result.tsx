import { Trans } from '@lingui/react/macro';
import type { SpinnerStatus } from '@truth-or-dare/spinner-engine';

interface SpinResultProps {
  status: SpinnerStatus;
  result: string | null;
}

/** The result panel; a polite live region, so the chosen challenge is read out when the wheel stops. */
export function SpinResult({ status, result }: SpinResultProps) {
  return (
    <div className={`spin-result${result ? ' spin-result--chosen' : ''}`} aria-live="polite" aria-atomic="true">
      {status === 'spinning' ? (
        <p className="spin-result__hint">
          <Trans>The wheel is spinning…</Trans>
        </p>
      ) : null}
      {status !== 'spinning' && result ? (
        <>
          <p className="spin-result__label">
            <Trans>Your challenge is:</Trans>
          </p>
          <p className="spin-result__item">{result}</p>
        </>
      ) : null}
      {status !== 'spinning' && !result ? (
        <p className="spin-result__hint">
          <Trans>Spin the wheel to get your challenge.</Trans>
        </p>
      ) : null}
    </div>
  );
}
