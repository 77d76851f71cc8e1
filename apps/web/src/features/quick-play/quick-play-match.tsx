import { type QuickPlayInput } from '@truth-or-dare/quickplay-bot';
import { useEffect, useRef } from 'react';
import { GameView } from './game-view';
import { MatchingView } from './matching-view';
import { SelectionView } from './selection-view';
import { useQuickPlay } from './use-quick-play';

/** Shows the view for the match's phase: selection, matching, then the game. */
export function QuickPlayMatch({ input }: { input: QuickPlayInput }) {
  const game = useQuickPlay(input);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownPhase = useRef(game.phase);

  // The button just pressed disappears with its view, so focus moves to the new view's heading
  // (not on first load, where focus stays where the visitor left it).
  useEffect(() => {
    if (shownPhase.current === game.phase) return;
    shownPhase.current = game.phase;
    headingRef.current?.focus();
  }, [game.phase]);

  if (game.phase === 'selecting') return <SelectionView game={game} headingRef={headingRef} />;
  if (game.phase === 'matching') return <MatchingView headingRef={headingRef} />;
  return <GameView game={game} headingRef={headingRef} />;
}
