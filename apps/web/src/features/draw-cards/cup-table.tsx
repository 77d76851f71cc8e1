import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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

const SYMBOL_TONES: Readonly<Record<string, string>> = { '👑': 'queen', '♠': 'spade', '♥': 'heart' };

/** What the cup buttons say, one whole label per case: the cup's number, what it shows face up, the pick. */
function cupName(cup: CupView, i18n: I18n): string {
  const number = cup.position + 1;
  const symbol = cup.label;
  const label = (descriptor: MessageDescriptor) => i18n._(descriptor);
  if (!cup.faceUp) return label(cup.guessed ? msg`Cup ${number}, your pick` : msg`Cup ${number}`);
  switch (SYMBOL_TONES[symbol]) {
    case 'queen':
      return label(cup.guessed ? msg`Cup ${number}, Queen, your pick` : msg`Cup ${number}, Queen`);
    case 'spade':
      return label(cup.guessed ? msg`Cup ${number}, Spade, your pick` : msg`Cup ${number}, Spade`);
    case 'heart':
      return label(cup.guessed ? msg`Cup ${number}, Heart, your pick` : msg`Cup ${number}, Heart`);
    default:
      return label(cup.guessed ? msg`Cup ${number}, ${symbol}, your pick` : msg`Cup ${number}, ${symbol}`);
  }
}

/**
 * Three cups. The pictures are keyed by cup id and slide between positions with CSS transforms,
 * so a swap is seen as motion. The buttons sit still over the three positions, in reading
 * order, so keyboard and screen-reader order never changes while the cups move.
 */
export function CupTable({ cups, phase, canGuess, calm, onGuess }: CupTableProps) {
  const { t, i18n } = useLingui();
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
              {cup.guessed && (
                <span className="cup__pick">
                  <Trans comment="Tag on the cup the player guessed">Your pick</Trans>
                </span>
              )}
            </div>
          ))}
        </div>
        <div className="cup-table__slots" role="group" aria-label={t`Cups`}>
          {cups.map((cup) => (
            <button
              key={cup.position}
              type="button"
              className="cup-slot"
              data-slot={cup.position}
              aria-label={cupName(cup, i18n)}
              disabled={!canGuess}
              onClick={() => onGuess(cup.position)}
            />
          ))}
        </div>
      </div>
    </div>
  );
}
