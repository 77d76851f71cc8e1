import { celebrateFor } from '../../components/confetti/fire-confetti';

/** Blood red, ember, bone and bruise: confetti in the horror palette. */
const HORROR_CONFETTI_COLOURS = ['#b91c1c', '#f97316', '#f5efe6', '#7e22ce'] as const;

export interface GameOverConfetti {
  start(durationMs: number): void;
  stop(): void;
}

/**
 * Holds the running celebration so the engine's `endCelebration` (or leaving the page) can stop
 * it early; starting again first stops the previous one.
 */
export function createGameOverConfetti(): GameOverConfetti {
  let stopCurrent: (() => void) | null = null;
  const stop = () => {
    stopCurrent?.();
    stopCurrent = null;
  };
  return {
    start(durationMs) {
      stop();
      stopCurrent = celebrateFor(durationMs, { particleCount: 70, spread: 110, colors: HORROR_CONFETTI_COLOURS });
    },
    stop,
  };
}
