/**
 * Set-ups shared by this game's tests (not exported from the package). What every engine's tests
 * need, the clock, the refusal check and prompt fixtures, comes from the engine test kit.
 */
import { advanceToNextTimer, promptEntries, startOnClock, type ClockedActor } from '@truth-or-dare/engine-test-kit';
import type { PromptEntry } from '@truth-or-dare/prompt-banks';
import { createQuickPlayMachine, type QuickPlayMachine } from './quick-play-machine';
import type { Gender } from './rules';
import type { QuickPlayInput, QuickPlayNotice } from './types';

export const USER_NAMES = ['PixelPanda', 'TurboTaco', 'CosmoWaffle', 'SockNinja', 'ZigZagZebra', 'LuckyLlama'];
export const BOT_NAMES_MALE = ['Milo', 'Jasper', 'Teo', 'Rowan', 'Elias'];
export const BOT_NAMES_FEMALE = ['Tessa', 'Juno', 'Priya', 'Maren', 'Ivy'];
export const TRUTHS: readonly PromptEntry[] = promptEntries('truth-', 5);
export const DARES: readonly PromptEntry[] = promptEntries('dare-', 25, 'dare');
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

export type QuickPlayGame = ClockedActor<QuickPlayMachine>;

/** How many notices of one kind the game has emitted so far. */
export function noticeCount(notices: readonly QuickPlayNotice[], kind: QuickPlayNotice['kind']): number {
  return notices.filter((notice) => notice.kind === kind).length;
}

/** One machine for every test: building a machine is the slow part, and each actor has its own state. */
const machine = createQuickPlayMachine();

export function startQuickPlay(seed: number, overrides: Partial<QuickPlayInput> = {}): QuickPlayGame {
  return startOnClock(machine, quickPlayInput(seed, overrides));
}

/**
 * Selects a name and gender, starts matching and lets exactly the matching wait run, so the match
 * (and its disconnect timer) starts at a known instant.
 */
export function startMatch(
  seed: number,
  options: { gender?: Gender; name?: string; overrides?: Partial<QuickPlayInput> } = {},
): QuickPlayGame {
  const game = startQuickPlay(seed, options.overrides);
  game.actor.send({ type: 'NAME.SELECT', name: options.name ?? 'PixelPanda' });
  game.actor.send({ type: 'GENDER.SELECT', gender: options.gender ?? 'female' });
  game.actor.send({ type: 'MATCH.START' });
  advanceToNextTimer(game.clock);
  return game;
}
