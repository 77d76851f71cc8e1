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
import { createOfflineGameMachine, type OfflineGameMachine } from './offline-game-machine';
import { COUNTDOWN_MS } from './rules';

export const TRUTHS = promptEntries('t-', 6);
export const DARES = promptEntries('d-', 5, 'dare');

export type OfflineGame = ClockedActor<OfflineGameMachine>;
export type OfflineGameActor = OfflineGame['actor'];

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

/** A game of three players in the normal mode, started at time 0 unless the options say otherwise. */
export function createGame(options: GameOptions = {}): OfflineGame {
  const game = startOnClock(options.machine ?? createOfflineGameMachine(), { seed: options.seed ?? 7 });
  for (const name of options.players ?? ['Ana', 'Ben', 'Cy']) game.actor.send({ type: 'PLAYER.ADD', name });
  game.actor.send({ type: 'MODE.SELECT', modeId: options.mode ?? 'normal' });
  if (options.start !== false) {
    game.actor.send({ type: 'GAME.START', truths: options.truths ?? TRUTHS, dares: options.dares ?? DARES });
  }
  return game;
}

/** Presses Truth or Dare and lets the whole countdown run. */
export function reveal(actor: OfflineGameActor, clock: TimerClock, type: 'TRUTH.CHOOSE' | 'DARE.CHOOSE'): void {
  actor.send({ type });
  advanceBy(clock, COUNTDOWN_MS);
}
