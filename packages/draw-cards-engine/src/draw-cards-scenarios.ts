/**
 * Set-ups shared by this game's tests (not exported from the package). What every engine's tests
 * need, the clock, the refusal check and prompt fixtures, comes from the engine test kit.
 */
import {
  advanceBy,
  promptEntries,
  startOnClock,
  type ClockedActor,
  type TimerClock,
} from '@truth-or-dare/engine-test-kit';
import type { PromptEntry } from '@truth-or-dare/prompt-banks';
import { createDrawCardsMachine, type DrawCardsInput, type DrawCardsMachine } from './draw-cards-machine';
import { MEMORIZE_MS, SHUFFLE_MS } from './rules';

export type DrawCardsGame = ClockedActor<DrawCardsMachine>;
export type DrawCardsActor = DrawCardsGame['actor'];

/** A started game with these players, in the memorize phase of round 1 at time 0. */
export function startGame(
  names: readonly string[] = ['Ann', 'Ben'],
  input: DrawCardsInput = { seed: 7 },
  machine: DrawCardsMachine = createDrawCardsMachine(),
): DrawCardsGame {
  const game = startOnClock(machine, input);
  names.forEach((name) => game.actor.send({ type: 'PLAYER.ADD', name }));
  game.actor.send({ type: 'GAME.START' });
  return game;
}

/** Lets the memorize phase and the whole normal shuffle run: the round waits for the guess. */
export function runToGuessing(clock: TimerClock): void {
  advanceBy(clock, MEMORIZE_MS + SHUFFLE_MS);
}

/** A category's bank as the screen passes it with CATEGORY.CHOOSE. */
export function truths(category: string, count: number): PromptEntry[] {
  return promptEntries(`${category}-t`, count, 'truth', { categories: [category] });
}

/** The dare list as the screen passes it with DARE.CHOOSE. */
export function dares(count: number): PromptEntry[] {
  return promptEntries('dare-', count, 'dare', { categories: ['dares'] });
}
