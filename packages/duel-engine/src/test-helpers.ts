import type { PromptEntry, PromptType } from '@truth-or-dare/prompt-banks';
import { createActor, SimulatedClock } from 'xstate';
import { createDuelMachine, type DuelMachine } from './duel-machine';

/** Test-only: a small bank with numbered truths and dares. */
export function makePrompts(truthCount = 30, dareCount = 30): PromptEntry[] {
  return [...entries('truth', truthCount), ...entries('dare', dareCount)];
}

function entries(type: PromptType, count: number): PromptEntry[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `test-${type}-${i + 1}`,
    type,
    text: `${type} ${i + 1}`,
    rating: 'PG' as const,
    categories: ['normal'],
  }));
}

interface StartOptions {
  readonly seed?: number;
  readonly machine?: DuelMachine;
}

/** Test-only: an actor on a simulated clock, still in setup. */
export function createTestActor({ seed = 42, machine = createDuelMachine() }: StartOptions = {}) {
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock, input: { seed } }).start();
  return { actor, clock };
}

/** Test-only: an actor on a simulated clock, names entered and the game started. */
export function startTestGame(options: StartOptions & { readonly prompts?: readonly PromptEntry[] } = {}) {
  const started = createTestActor(options);
  started.actor.send({ type: 'NAME.CHANGE', player: 'player1', value: 'Ana' });
  started.actor.send({ type: 'NAME.CHANGE', player: 'player2', value: 'Ben' });
  started.actor.send({ type: 'GAME.START', prompts: options.prompts ?? makePrompts() });
  return started;
}

/**
 * Test-only: lets `ms` pass one millisecond at a time. A single `clock.increment(ms)` jumps, and a
 * timer re-armed during the jump starts at its end, so a long jump would fire only one tick.
 */
export function advance(clock: SimulatedClock, ms: number): void {
  for (let elapsed = 0; elapsed < ms; elapsed++) clock.increment(1);
}
