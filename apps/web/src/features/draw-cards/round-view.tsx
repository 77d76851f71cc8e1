import { Trans } from '@lingui/react/macro';
import type { DrawCardsPhase } from '@truth-or-dare/draw-cards-engine';
import { type RefObject, useId, useRef } from 'react';
import { CategoryChoice } from './category-choice';
import { CupTable } from './cup-table';
import { PromptCard } from './prompt-card';
import { RoundStatus } from './round-status';
import { Scoreboard } from './scoreboard';
import { TruthOrDareChoice } from './truth-or-dare-choice';
import type { DrawCardsGame } from './use-draw-cards-game';
import { useFocusRescue } from './use-focus-rescue';
import { UserText } from '../../components/user-text';

interface RoundViewProps {
  game: DrawCardsGame;
  calm: boolean;
  onEndGame: () => void;
}

/** One player's round: the cups, the result, Truth or Dare, the prompt and the scoreboard. */
export function RoundView({ game, calm, onEndGame }: RoundViewProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const truthRef = useRef<HTMLButtonElement>(null);
  const categoryRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const headingId = useId();
  const player = game.currentPlayer;

  const focusTargets: Record<DrawCardsPhase, RefObject<HTMLElement | null>> = {
    addingPlayers: headingRef,
    memorizing: headingRef,
    shuffling: headingRef,
    guessing: headingRef,
    correct: nextRef,
    choosingTruthOrDare: truthRef,
    choosingCategory: categoryRef,
    showingPrompt: nextRef,
  };
  useFocusRescue(game.phase, focusTargets[game.phase]);

  return (
    <section className={`draw-round draw-round--${game.phase}`} aria-labelledby={headingId}>
      <div className="draw-round__main">
        <div className="draw-round__top">
          <h2 id={headingId} ref={headingRef} className="draw-round__turn" tabIndex={-1}>
            <Trans>
              <UserText text={player ?? ''} />
              &apos;s turn
            </Trans>
          </h2>
          <button type="button" className="draw-button draw-button--ghost" onClick={onEndGame}>
            <Trans>End Game</Trans>
          </button>
        </div>

        <p
          className={`draw-round__status${game.phase === 'correct' ? ' draw-round__status--win' : ''}`}
          role="status"
          aria-live="polite"
        >
          <RoundStatus phase={game.phase} message={game.message} player={player} />
        </p>

        <CupTable cups={game.cups} phase={game.phase} canGuess={game.canGuess} calm={calm} onGuess={game.guess} />

        {game.canChoose && (
          <TruthOrDareChoice
            busy={game.loadingPrompts}
            onTruth={game.chooseTruth}
            onDare={game.chooseDare}
            truthRef={truthRef}
          />
        )}
        {game.canChooseCategory && (
          <CategoryChoice busy={game.loadingPrompts} onChoose={game.chooseCategory} firstRef={categoryRef} />
        )}

        {/* Always mounted, so screen readers announce the prompt (its label too) when it appears. */}
        <div className="draw-round__prompt" aria-live="polite" aria-atomic="true">
          {game.prompt && <PromptCard prompt={game.prompt} />}
        </div>

        {game.canNextPlayer && (
          <button
            ref={nextRef}
            type="button"
            className="draw-button draw-button--primary draw-round__next"
            onClick={game.nextPlayer}
          >
            <Trans>Next Player</Trans>
          </button>
        )}
      </div>
      <Scoreboard rows={game.scoreboard} />
    </section>
  );
}
