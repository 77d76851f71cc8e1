import type { ScoreboardRow } from '@truth-or-dare/draw-cards-engine';
import { useId } from 'react';

export function Scoreboard({ rows }: { rows: readonly ScoreboardRow[] }) {
  const titleId = useId();
  return (
    <section className="draw-scoreboard" aria-labelledby={titleId}>
      <h2 id={titleId} className="draw-scoreboard__title">
        Scoreboard
      </h2>
      <ol className="draw-scoreboard__list">
        {rows.map((row, index) => (
          <li
            key={`${index}-${row.name}`}
            className={`draw-scoreboard__row${row.isCurrent ? ' draw-scoreboard__row--current' : ''}`}
            aria-current={row.isCurrent ? 'true' : undefined}
          >
            <span className="draw-scoreboard__name">{row.name}</span>{' '}
            <span className="draw-scoreboard__wins">
              {row.wins} {row.wins === 1 ? 'win' : 'wins'}
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
