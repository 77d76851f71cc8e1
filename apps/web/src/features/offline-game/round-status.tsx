import { Plural, Trans } from '@lingui/react/macro';

interface RoundStatusProps {
  roundComplete: boolean;
  roundsCompleted: number;
}

/** "Round complete" right after everyone had a turn, and how many rounds were played. */
export function RoundStatus({ roundComplete, roundsCompleted }: RoundStatusProps) {
  return (
    <div className="round-status" role="status">
      {roundComplete ? (
        <strong className="round-status__badge">
          <Trans>Round complete</Trans>
        </strong>
      ) : null}
      {roundsCompleted > 0 ? (
        <span className="round-status__count">
          <Plural value={roundsCompleted} one="# round played" other="# rounds played" />
        </span>
      ) : null}
    </div>
  );
}
