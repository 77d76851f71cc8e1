import type { CupView, DrawCardsPhase } from '@truth-or-dare/draw-cards-engine';
import type { CSSProperties } from 'react';
import { CrownIcon } from './crown-icon';

interface CupTableProps {
  cups: readonly CupView[];
  phase: DrawCardsPhase;
  canGuess: boolean;
  /** Calm, slower glides for players who prefer reduced motion. */
  calm: boolean;
  onGuess: (position: number) => void;
}

/** Words for what a face-up cup shows, so the buttons can say it. */
const SYMBOL_NAMES: Readonly<Record<string, string>> = { '👑': 'Queen', '♠': 'Spade', '♥': 'Heart' };
const SYMBOL_TONES: Readonly<Record<string, string>> = { '👑': 'queen', '♠': 'spade', '♥': 'heart' };

function cupName(cup: CupView): string {
  const parts = [`Cup ${cup.position + 1}`];
  if (cup.faceUp) parts.push(SYMBOL_NAMES[cup.label] ?? cup.label);
  if (cup.guessed) parts.push('your pick');
  return parts.join(', ');
}

/**
 * Three cups. The pictures are keyed by cup id and slide between positions with CSS transforms,
 * so a swap is seen as motion. The buttons sit still over the three positions, in reading
 * order, so keyboard and screen-reader order never changes while the cups move.
 */
export function CupTable({ cups, phase, canGuess, calm, onGuess }: CupTableProps) {
  const byCupId = [...cups].sort((a, b) => a.cupId - b.cupId);

  return (
    <div className={`cup-table cup-table--${phase}${calm ? ' cup-table--calm' : ''}`}>
      <div className="cup-table__area">
        <div className="cup-table__stage" aria-hidden="true">
          {byCupId.map((cup) => (
            <div
              key={cup.cupId}
              className={[
                'cup',
                cup.faceUp ? 'cup--up' : 'cup--down',
                cup.faceUp ? `cup--${SYMBOL_TONES[cup.label] ?? 'plain'}` : '',
                cup.guessed ? 'cup--guessed' : '',
              ]
                .filter(Boolean)
                .join(' ')}
              data-cup-id={cup.cupId}
              data-slot={cup.position}
              style={{ '--cup-slot': cup.position } as CSSProperties}
            >
              {/* Face up, the cup is lifted off its card; face down, the cup shows '?'. */}
              <span className="cup__card">
                {cup.faceUp && (SYMBOL_TONES[cup.label] === 'queen' ? <CrownIcon className="cup__crown" /> : cup.label)}
              </span>
              <span className="cup__shell">{cup.faceUp ? '' : cup.label}</span>
              {cup.guessed && <span className="cup__pick">Your pick</span>}
            </div>
          ))}
        </div>
        <div className="cup-table__slots" role="group" aria-label="Cups">
          {cups.map((cup) => (
            <button
              key={cup.position}
              type="button"
              className="cup-slot"
              data-slot={cup.position}
              aria-label={cupName(cup)}
              disabled={!canGuess}
              onClick={() => onGuess(cup.position)}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
