/** Shared test data and drivers (not exported from the package). */
import { createActor, SimulatedClock, type Actor } from 'xstate';
import type { PromptEntry } from '@truth-or-dare/prompt-banks';
import { createQuickPlayMachine, type QuickPlayMachine } from './quick-play-machine';
import type { Gender } from './rules';
import type { QuickPlayInput } from './types';

export const USER_NAMES = ['PixelPanda', 'TurboTaco', 'CosmoWaffle', 'SockNinja', 'ZigZagZebra', 'LuckyLlama'];
export const BOT_NAMES_MALE = ['Milo', 'Jasper', 'Teo', 'Rowan', 'Elias'];
export const BOT_NAMES_FEMALE = ['Tessa', 'Juno', 'Priya', 'Maren', 'Ivy'];

const entry = (type: 'truth' | 'dare', n: number): PromptEntry => ({
  id: `${type}-${n}`,
  type,
  text: `${type === 'truth' ? 'Truth' : 'Dare'} ${n}`,
  rating: 'PG',
  categories: ['test'],
});

export const TRUTHS: readonly PromptEntry[] = Array.from({ length: 5 }, (_, i) => entry('truth', i + 1));
export const DARES: readonly PromptEntry[] = Array.from({ length: 25 }, (_, i) => entry('dare', i + 1));
export const LINES_MALE = Array.from({ length: 10 }, (_, i) => `Male line ${i + 1}`);
export const LINES_FEMALE = Array.from({ length: 10 }, (_, i) => `Female line ${i + 1}`);

export function quickPlayInput(seed: number, overrides: Partial<QuickPlayInput> = {}): QuickPlayInput {
  return {
    seed,
    userNames: USER_NAMES,
    botNamesMale: BOT_NAMES_MALE,
    botNamesFemale: BOT_NAMES_FEMALE,
    truths: TRUTHS,
    dares: DARES,
    botLinesMale: LINES_MALE,
    botLinesFemale: LINES_FEMALE,
    ...overrides,
  };
}

export interface Harness {
  actor: Actor<QuickPlayMachine>;
  clock: SimulatedClock;
}

/** One machine for all tests that need no provided effects (building a machine is the slow part). */
const defaultMachine = createQuickPlayMachine();

export function startQuickPlay(
  seed: number,
  machine: QuickPlayMachine = defaultMachine,
  overrides: Partial<QuickPlayInput> = {},
): Harness {
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock, input: quickPlayInput(seed, overrides) }).start();
  return { actor, clock };
}

/**
 * Selects a name and gender, starts matching and advances exactly to the end of matching, so the
 * match (and its disconnect timer) starts at a known instant. The SimulatedClock starts a timer
 * scheduled during an increment at the end of that increment, so tests always step onto boundaries.
 */
export function startMatch(
  seed: number,
  options: { gender?: Gender; name?: string; machine?: QuickPlayMachine; overrides?: Partial<QuickPlayInput> } = {},
): Harness {
  const harness = startQuickPlay(seed, options.machine, options.overrides);
  harness.actor.send({ type: 'NAME.SELECT', name: options.name ?? 'PixelPanda' });
  harness.actor.send({ type: 'GENDER.SELECT', gender: options.gender ?? 'female' });
  harness.actor.send({ type: 'MATCH.START' });
  harness.clock.increment(harness.actor.getSnapshot().context.matchingMs);
  return harness;
}

/** Many seeds, for properties that must hold for every random draw. */
export const SEEDS = Array.from({ length: 200 }, (_, i) => i * 7919 + 13);
