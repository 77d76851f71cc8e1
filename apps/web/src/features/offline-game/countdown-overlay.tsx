import { Trans } from '@lingui/react/macro';

/**
 * The 2.5 s "Get Ready!" overlay. The live region stays mounted and only its text comes and
 * goes, so screen readers announce it (a freshly inserted live region is often missed).
 */
export function CountdownOverlay({ active }: { active: boolean }) {
  return (
    <div className={`countdown${active ? ' countdown--active' : ''}`} role="status" aria-live="polite">
      {active ? (
        <p className="countdown__text">
          <Trans>Get Ready!</Trans>
        </p>
      ) : null}
    </div>
  );
}
