/** Shared fixtures for this package's tests (not exported from the package). */
import { expect } from 'vitest';
import { createActor, SimulatedClock, type Actor } from 'xstate';
import type { PromptEntry, PromptType } from '@truth-or-dare/prompt-banks';
import { createOfflineGameMachine, type OfflineGameEvent, type OfflineGameMachine } from './offline-game-machine';

export function entry(id: string, type: PromptType = 'truth'): PromptEntry {
  return { id, type, text: `Text of ${id}`, rating: 'PG', categories: ['test'] };
}

export function entries(prefix: string, count: number, type: PromptType = 'truth'): PromptEntry[] {
  return Array.from({ length: count }, (_, i) => entry(`${prefix}-${i + 1}`, type));
}

export const TRUTHS = entries('t', 6);
export const DARES = entries('d', 5, 'dare');

export type OfflineGameActor = Actor<OfflineGameMachine>;

export interface GameOptions {
  readonly seed?: number;
  readonly machine?: OfflineGameMachine;
  readonly players?: readonly string[];
  readonly mode?: string;
  readonly truths?: readonly PromptEntry[];
  readonly dares?: readonly PromptEntry[];
  /** Leave the game in setup instead of starting it. */
  readonly start?: boolean;
}

export function createGame(options: GameOptions = {}): { actor: OfflineGameActor; clock: SimulatedClock } {
  const clock = new SimulatedClock();
  const machine = options.machine ?? createOfflineGameMachine();
  const actor = createActor(machine, { clock, input: { seed: options.seed ?? 7 } }).start();
  for (const name of options.players ?? ['Ana', 'Ben', 'Cy']) actor.send({ type: 'PLAYER.ADD', name });
  actor.send({ type: 'MODE.SELECT', modeId: options.mode ?? 'normal' });
  if (options.start !== false) {
    actor.send({ type: 'GAME.START', truths: options.truths ?? TRUTHS, dares: options.dares ?? DARES });
  }
  return { actor, clock };
}

/** Presses Truth or Dare and lets the whole 2.5 s countdown run. */
export function reveal(actor: OfflineGameActor, clock: SimulatedClock, type: 'TRUTH' | 'DARE'): void {
  actor.send({ type });
  clock.increment(2_500);
}

/** Sends an event that must be refused: state value and context stay exactly as they were. */
export function expectRefused(actor: OfflineGameActor, event: OfflineGameEvent): void {
  const before = actor.getSnapshot();
  actor.send(event);
  const after = actor.getSnapshot();
  expect(after.value).toEqual(before.value);
  expect(after.context).toEqual(before.context);
}
