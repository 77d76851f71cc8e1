interface RoundStatusProps {
  roundComplete: boolean;
  roundsCompleted: number;
}

/** "Round complete" right after everyone had a turn, and how many rounds were played. */
export function RoundStatus({ roundComplete, roundsCompleted }: RoundStatusProps) {
  return (
    <div className="round-status" role="status">
      {roundComplete ? <strong className="round-status__badge">Round complete</strong> : null}
      {roundsCompleted > 0 ? (
        <span className="round-status__count">
          {roundsCompleted === 1 ? '1 round played' : `${roundsCompleted} rounds played`}
        </span>
      ) : null}
    </div>
  );
}
