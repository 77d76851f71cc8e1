import { Plural, Trans } from '@lingui/react/macro';
import type { ScoreboardRow } from '@truth-or-dare/draw-cards-engine';
import { useId } from 'react';

export function Scoreboard({ rows }: { rows: readonly ScoreboardRow[] }) {
  const titleId = useId();
  return (
    <section className="draw-scoreboard" aria-labelledby={titleId}>
      <h2 id={titleId} className="draw-scoreboard__title">
        <Trans>Scoreboard</Trans>
      </h2>
      <ol className="draw-scoreboard__list">
        {rows.map((row, index) => {
          const wins = row.wins;
          return (
            <li
              key={`${index}-${row.name}`}
              className={`draw-scoreboard__row${row.isCurrent ? ' draw-scoreboard__row--current' : ''}`}
              aria-current={row.isCurrent ? 'true' : undefined}
            >
              <span className="draw-scoreboard__name">{row.name}</span>{' '}
              <span className="draw-scoreboard__wins">
                <Plural value={wins} one="# win" other="# wins" />
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
