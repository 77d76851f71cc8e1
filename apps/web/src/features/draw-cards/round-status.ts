import type { DrawCardsPhase } from '@truth-or-dare/draw-cards-engine';

/**
 * What the status line says: the engine's message once it has one, and before that a hint for
 * the phase (the engine leaves the message empty while the Queen is shown and shuffled).
 */
export function roundStatus(phase: DrawCardsPhase, message: string): string {
  if (message !== '') return message;
  if (phase === 'memorizing') return 'Memorize where the Queen is…';
  if (phase === 'shuffling') return 'Shuffling… keep your eye on the Queen!';
  return '';
}
