import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { TURN_SECONDS } from '@truth-or-dare/duel-engine';
import { LOW_TIME_SECONDS } from './duel-announcements';

interface DuelCountdownProps {
  remainingSeconds: number;
}

const RING_RADIUS = 42;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

/**
 * The turn's seconds inside a draining ring. role="timer" is not a live region, so it is not read
 * every second; the page's announcer speaks at turn changes and when time runs low.
 */
export function DuelCountdown({ remainingSeconds }: DuelCountdownProps) {
  const { t } = useLingui();
  const low = remainingSeconds <= LOW_TIME_SECONDS;
  const drained = RING_LENGTH * (1 - remainingSeconds / TURN_SECONDS);
  return (
    <div
      className={`duel-countdown${low ? ' duel-countdown--low' : ''}`}
      role="timer"
      aria-label={t`${plural(remainingSeconds, { one: '# second left', other: '# seconds left' })}`}
    >
      <svg className="duel-countdown__ring" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
        <circle className="duel-countdown__track" cx="50" cy="50" r={RING_RADIUS} />
        <circle
          className="duel-countdown__fill"
          cx="50"
          cy="50"
          r={RING_RADIUS}
          strokeDasharray={RING_LENGTH}
          strokeDashoffset={drained}
          transform="rotate(-90 50 50)"
        />
      </svg>
      <span className="duel-countdown__value" aria-hidden="true">
        <span className="duel-countdown__number">{remainingSeconds}</span>
        <span className="duel-countdown__unit">
          <Trans comment="Short for seconds, under the number of seconds left in the turn">sec</Trans>
        </span>
      </span>
    </div>
  );
}
