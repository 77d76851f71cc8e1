import { Plural, Trans } from '@lingui/react/macro';
import { DUEL_PLAYERS, type DuelNames, type DuelPlayer, type DuelScores } from '@truth-or-dare/duel-engine';

interface DuelScoreBarProps {
  names: DuelNames;
  scores: DuelScores;
  leader: DuelPlayer | null;
  /** Whose turn it is; null once the game is over. */
  currentPlayer: DuelPlayer | null;
  /** Label of the list, e.g. "Scores" or "Final scores". */
  label: string;
}

/** Both players with their points. The leader gets a crown and the word "Leading", not only a colour. */
export function DuelScoreBar({ names, scores, leader, currentPlayer, label }: DuelScoreBarProps) {
  return (
    <ul className="duel-scores" aria-label={label}>
      {DUEL_PLAYERS.map((player) => {
        const isLeader = leader === player;
        const isCurrent = currentPlayer === player;
        const classes = ['duel-score', isLeader ? 'duel-score--leader' : '', isCurrent ? 'duel-score--current' : '']
          .filter(Boolean)
          .join(' ');
        const score = scores[player];
        return (
          <li key={player} className={classes} aria-current={isCurrent ? 'true' : undefined}>
            <span className="duel-score__name">{names[player]}</span>
            <span className="duel-score__points">
              <Trans>
                <span className="duel-score__number">{score}</span> <Plural value={score} one="point" other="points" />
              </Trans>
            </span>
            <span className="duel-score__tags">
              {isLeader ? (
                <span className="duel-score__tag duel-score__tag--leader">
                  <CrownIcon /> <Trans comment="Tag on the player with the most points">Leading</Trans>
                </span>
              ) : null}
              {isCurrent ? (
                <span className="duel-score__tag duel-score__tag--turn">
                  <Trans comment="Tag on the player whose turn it is">Playing now</Trans>
                </span>
              ) : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

function CrownIcon() {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      <path d="M3 18h18l-1.5-10-4.5 4-3-6-3 6-4.5-4z" fill="currentColor" />
    </svg>
  );
}
