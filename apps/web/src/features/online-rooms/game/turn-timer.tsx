import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSecondsLeft } from './use-seconds-left';
import './turn-timer.css';
import { UserText } from '../../../components/user-text';

interface TurnTimerProps {
  /** When the current player is skipped (ISO 8601); null without a turn timer. */
  deadline: string | null;
  /** The room's timer length: the most the countdown can show. */
  turnSeconds: number;
  /** Whose turn it is. */
  player: string;
  isMe: boolean;
}

/** Read out when the countdown reaches these seconds (and only then, not every second). */
const ANNOUNCED_AT = [10, 30] as const;

/**
 * The current player's countdown on every screen. The number changes each second but is a timer
 * (not read out as it changes); a separate polite line speaks only at 30 and 10 seconds left.
 */
export function TurnTimer({ deadline, turnSeconds, player, isMe }: TurnTimerProps) {
  const { t } = useLingui();
  const left = useSecondsLeft(deadline, turnSeconds);
  if (left === null || turnSeconds === 0) return null;
  const step = ANNOUNCED_AT.find((seconds) => left <= seconds);
  return (
    <div className="room-timer">
      <p className="room-timer__count" role="timer">
        <span aria-hidden="true">⏱️</span>{' '}
        {isMe ? (
          <Trans>
            You have <strong className="room-timer__seconds">{left} s</strong> left
          </Trans>
        ) : (
          <Trans>
            <UserText text={player} /> has <strong className="room-timer__seconds">{left} s</strong> left
          </Trans>
        )}
      </p>
      <p className="rooms-visually-hidden" aria-live="polite">
        {step === undefined
          ? ''
          : isMe
            ? t`You have ${plural(step, { one: '# second', other: '# seconds' })} left.`
            : t`${player} has ${plural(step, { one: '# second', other: '# seconds' })} left.`}
      </p>
    </div>
  );
}
