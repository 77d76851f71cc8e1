import { CONFETTI_PIECES, createDrawCardsMachine } from '@truth-or-dare/draw-cards-engine';
import { fireConfetti } from '../../components/confetti/fire-confetti';

/**
 * The engine's machine with the screen's side effects plugged in, built once per app load.
 * fireConfetti itself skips drawing for players who prefer reduced motion.
 */
export const drawCardsMachine = createDrawCardsMachine().provide({
  actions: {
    celebrate: () => {
      void fireConfetti({ particleCount: CONFETTI_PIECES, spread: 100, origin: { y: 0.55 } });
    },
  },
});
