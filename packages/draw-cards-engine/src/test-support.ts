/** Shared set-up for the machine tests (not exported from the package). */
import type { PromptEntry } from '@truth-or-dare/prompt-banks';
import { expect } from 'vitest';
import { createActor, SimulatedClock, type Actor } from 'xstate';
import { createDrawCardsMachine, type DrawCardsInput, type DrawCardsMachine } from './draw-cards-machine';

export type DrawCardsActor = Actor<DrawCardsMachine>;

export function startActor(input: DrawCardsInput, machine: DrawCardsMachine = createDrawCardsMachine()) {
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock, input }).start();
  return { actor, clock };
}

/** A started game with these players, in the memorize phase of round 1 at time 0. */
export function startGame(names: readonly string[] = ['Ann', 'Ben'], input: DrawCardsInput = { seed: 7 }, machine?: DrawCardsMachine) {
  const started = startActor(input, machine);
  names.forEach((name) => started.actor.send({ type: 'PLAYER.ADD', name }));
  started.actor.send({ type: 'GAME.START' });
  return started;
}

/**
 * Advances time 1 ms at a time, as a real clock would. One big `increment` fires only the timers
 * already due: a swap scheduled while flushing starts counting from the new time.
 */
export function advance(clock: SimulatedClock, ms: number): void {
  for (let i = 0; i < ms; i++) clock.increment(1);
}

/** Memorize (3,000 ms) then the full normal shuffle (20 swaps of 150 ms), in clock steps the swaps can follow. */
export function runToGuessing(clock: SimulatedClock, swapIntervalMs = 150, swaps = 20): void {
  clock.increment(3_000);
  for (let i = 0; i < swaps; i++) clock.increment(swapIntervalMs);
}

export function wrongPosition(actor: DrawCardsActor): number {
  return (actor.getSnapshot().context.queenPosition + 1) % 3;
}

export function truths(category: string, count: number): PromptEntry[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `${category}-t${i + 1}`,
    type: 'truth' as const,
    text: `Truth ${i + 1} about ${category}`,
    rating: 'PG' as const,
    categories: [category],
  }));
}

export function dares(count: number): PromptEntry[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `dare-${i + 1}`,
    type: 'dare' as const,
    text: `Dare number ${i + 1}`,
    rating: 'PG' as const,
    categories: ['dares'],
  }));
}

/** Sends an event and asserts it was refused: state value and context exactly as before. */
export function expectRefused(actor: DrawCardsActor, event: Parameters<DrawCardsActor['send']>[0]): void {
  const before = actor.getSnapshot();
  actor.send(event);
  const after = actor.getSnapshot();
  expect(after.value).toEqual(before.value);
  expect(after.context).toEqual(before.context);
}
