import { drawRandoms, withRandomState } from '@truth-or-dare/prompt-banks';
import { assign, setup } from 'xstate';
import type { PromptEntry } from '@truth-or-dare/prompt-banks';
import { dealCups, queenPositionOf, swapCups, swapPairFor, type CupOrder, isValidPosition } from './cups';
import { addWin, hasEnoughPlayers, nextPlayerIndex, normalizePlayerName } from './players';
import { dealPrompt, entriesOfType, type PromptDeck } from './prompt-decks';
import {
  FIND_THE_QUEEN_MESSAGE,
  MEMORIZE_MS,
  REDUCED_MOTION_SHUFFLE_SWAPS,
  REDUCED_MOTION_SWAP_INTERVAL_MS,
  SHUFFLE_SWAPS,
  SWAP_INTERVAL_MS,
  correctGuessMessage,
  isTruthCategoryId,
  wrongGuessMessage,
  type TruthCategoryId,
} from './rules';

export interface DrawCardsInput {
  /** Seeds the game's generator: same seed and same events, same game. */
  readonly seed: number;
  /** Shorter, calmer shuffle with the same rules. */
  readonly reducedMotion?: boolean;
}

export interface DrawCardsContext {
  readonly players: readonly string[];
  /** Wins per player, parallel to `players`. */
  readonly wins: readonly number[];
  /** The game's single win counter: correct guesses this game, all players together (docs/product.md#draw-cards). */
  readonly totalWins: number;
  readonly currentPlayerIndex: number;
  /** Rounds started this game; 1 during the first round. */
  readonly round: number;
  /** Cup ids in display order; ids stay with their cup so the screen can animate moves. */
  readonly cupOrder: CupOrder;
  readonly queenPosition: number;
  /** Swaps done in this round's shuffle. */
  readonly swapCount: number;
  /** The two positions exchanged by the latest swap. */
  readonly lastSwap: readonly [number, number] | null;
  /** The position picked this round, or null before the guess. */
  readonly guess: number | null;
  readonly message: string;
  readonly choice: 'truth' | 'dare' | null;
  readonly truthCategory: TruthCategoryId | null;
  readonly prompt: PromptEntry | null;
  /** No-repeat decks, kept across rounds until the game ends. */
  readonly truthDecks: Readonly<Partial<Record<TruthCategoryId, PromptDeck>>>;
  readonly dareDeck: PromptDeck | null;
  readonly reducedMotion: boolean;
  readonly rngState: number;
}

export type DrawCardsEvent =
  | { type: 'PLAYER.ADD'; name: string }
  | { type: 'GAME.START' }
  | { type: 'CUP.GUESS'; position: number }
  | { type: 'TRUTH.CHOOSE' }
  | { type: 'CATEGORY.CHOOSE'; category: TruthCategoryId; prompts: readonly PromptEntry[] }
  | { type: 'DARE.CHOOSE'; dares: readonly PromptEntry[] }
  | { type: 'TURN.END' }
  | { type: 'GAME.END' };

/** Swap interval and swap count of the shuffle, by motion preference. */
export function shuffleTiming(reducedMotion: boolean): { intervalMs: number; swaps: number } {
  return reducedMotion
    ? { intervalMs: REDUCED_MOTION_SWAP_INTERVAL_MS, swaps: REDUCED_MOTION_SHUFFLE_SWAPS }
    : { intervalMs: SWAP_INTERVAL_MS, swaps: SHUFFLE_SWAPS };
}

const freshRound = {
  swapCount: 0,
  lastSwap: null,
  guess: null,
  message: '',
  choice: null,
  truthCategory: null,
  prompt: null,
} as const;

export function createDrawCardsMachine() {
  return setup({
    types: {
      context: {} as DrawCardsContext,
      events: {} as DrawCardsEvent,
      input: {} as DrawCardsInput,
    },
    delays: {
      memorize: MEMORIZE_MS,
      swapInterval: ({ context }) => shuffleTiming(context.reducedMotion).intervalMs,
    },
    guards: {
      canStart: ({ context }) => hasEnoughPlayers(context.players.length),
      isLastSwap: ({ context }) => context.swapCount + 1 >= shuffleTiming(context.reducedMotion).swaps,
      guessFindsQueen: ({ context }, params: { position: number }) =>
        isValidPosition(params.position) && params.position === context.queenPosition,
      isValidGuess: (_, params: { position: number }) => isValidPosition(params.position),
      // The category comes from the screen; an unknown one, or a bank without truths, is refused.
      hasTruthsForCategory: (_, params: { category: string; prompts: readonly PromptEntry[] }) =>
        isTruthCategoryId(params.category) && entriesOfType(params.prompts, 'truth').length > 0,
      hasDares: (_, params: { dares: readonly PromptEntry[] }) => entriesOfType(params.dares, 'dare').length > 0,
    },
    actions: {
      /** Confetti (CONFETTI_PIECES) for a correct guess; the app provides it. */
      celebrate: () => {},
      addPlayer: assign(({ context }, params: { name: string }) => {
        const name = normalizePlayerName(params.name);
        if (name === null) return {};
        return { players: [...context.players, name], wins: [...context.wins, 0] };
      }),
      beginGame: assign({ currentPlayerIndex: 0, round: 0 }),
      startRound: assign(({ context }) => {
        const { result: cupOrder, rngState } = withRandomState(context.rngState, dealCups);
        return {
          ...freshRound,
          cupOrder,
          queenPosition: queenPositionOf(cupOrder),
          round: context.round + 1,
          rngState,
        };
      }),
      swapTwoCups: assign(({ context }) => {
        const {
          values: [value = 0],
          rngState,
        } = drawRandoms(context.rngState, 1);
        const pair = swapPairFor(value);
        const cupOrder = swapCups(context.cupOrder, pair);
        return {
          cupOrder,
          queenPosition: queenPositionOf(cupOrder),
          swapCount: context.swapCount + 1,
          lastSwap: pair,
          rngState,
        };
      }),
      askForGuess: assign({ message: FIND_THE_QUEEN_MESSAGE }),
      recordCorrectGuess: assign(({ context }, params: { position: number }) => ({
        guess: params.position,
        wins: addWin(context.wins, context.currentPlayerIndex),
        totalWins: context.totalWins + 1,
        message: correctGuessMessage(context.players[context.currentPlayerIndex] ?? ''),
      })),
      recordWrongGuess: assign(({ context }, params: { position: number }) => ({
        guess: params.position,
        message: wrongGuessMessage(context.players[context.currentPlayerIndex] ?? ''),
      })),
      chooseTruth: assign({ choice: 'truth' }),
      dealTruth: assign(({ context }, params: { category: TruthCategoryId; prompts: readonly PromptEntry[] }) => {
        const { category } = params;
        const { result, rngState } = withRandomState(context.rngState, (random) =>
          dealPrompt(context.truthDecks[category], entriesOfType(params.prompts, 'truth'), random),
        );
        return {
          truthCategory: category,
          prompt: result.prompt,
          truthDecks: { ...context.truthDecks, [category]: result.deck },
          rngState,
        };
      }),
      dealDare: assign(({ context }, params: { dares: readonly PromptEntry[] }) => {
        const { result, rngState } = withRandomState(context.rngState, (random) =>
          dealPrompt(context.dareDeck ?? undefined, entriesOfType(params.dares, 'dare'), random),
        );
        return { choice: 'dare' as const, prompt: result.prompt, dareDeck: result.deck, rngState };
      }),
      advancePlayer: assign(({ context }) => ({
        currentPlayerIndex: nextPlayerIndex(context.currentPlayerIndex, context.players.length),
      })),
      /** Back to adding players: the names stay, everything the game counted starts over. */
      resetGame: assign(({ context }) => ({
        ...freshRound,
        wins: context.players.map(() => 0),
        totalWins: 0,
        currentPlayerIndex: 0,
        round: 0,
        truthDecks: {},
        dareDeck: null,
      })),
    },
  }).createMachine({
    id: 'drawCards',
    context: ({ input }) => ({
      players: [],
      wins: [],
      totalWins: 0,
      currentPlayerIndex: 0,
      round: 0,
      cupOrder: [0, 1, 2],
      queenPosition: 0,
      ...freshRound,
      truthDecks: {},
      dareDeck: null,
      reducedMotion: input.reducedMotion ?? false,
      rngState: input.seed | 0,
    }),
    initial: 'addingPlayers',
    states: {
      addingPlayers: {
        on: {
          'PLAYER.ADD': { actions: { type: 'addPlayer', params: ({ event }) => ({ name: event.name }) } },
          'GAME.START': { guard: 'canStart', target: 'playing', actions: 'beginGame' },
        },
      },
      playing: {
        initial: 'memorizing',
        on: {
          'GAME.END': { target: 'addingPlayers', actions: 'resetGame' },
        },
        states: {
          // Every round, including the first after Start Game, begins here.
          memorizing: {
            entry: 'startRound',
            after: { memorize: { target: 'shuffling' } },
          },
          shuffling: {
            after: {
              swapInterval: [
                // The last swap lands exactly when the shuffle time is up and ends the shuffle.
                { guard: 'isLastSwap', target: 'guessing', actions: 'swapTwoCups' },
                { target: 'shuffling', reenter: true, actions: 'swapTwoCups' },
              ],
            },
          },
          guessing: {
            entry: 'askForGuess',
            on: {
              'CUP.GUESS': [
                {
                  guard: { type: 'guessFindsQueen', params: ({ event }) => ({ position: event.position }) },
                  target: 'correct',
                  actions: [
                    { type: 'recordCorrectGuess', params: ({ event }) => ({ position: event.position }) },
                    'celebrate',
                  ],
                },
                {
                  guard: { type: 'isValidGuess', params: ({ event }) => ({ position: event.position }) },
                  target: 'choosingTruthOrDare',
                  actions: { type: 'recordWrongGuess', params: ({ event }) => ({ position: event.position }) },
                },
              ],
            },
          },
          correct: {
            on: { 'TURN.END': { target: 'memorizing', actions: 'advancePlayer' } },
          },
          choosingTruthOrDare: {
            on: {
              'TRUTH.CHOOSE': { target: 'choosingCategory', actions: 'chooseTruth' },
              'DARE.CHOOSE': {
                guard: { type: 'hasDares', params: ({ event }) => ({ dares: event.dares }) },
                target: 'showingPrompt',
                actions: { type: 'dealDare', params: ({ event }) => ({ dares: event.dares }) },
              },
            },
          },
          choosingCategory: {
            on: {
              'CATEGORY.CHOOSE': {
                guard: {
                  type: 'hasTruthsForCategory',
                  params: ({ event }) => ({ category: event.category, prompts: event.prompts }),
                },
                target: 'showingPrompt',
                actions: {
                  type: 'dealTruth',
                  params: ({ event }) => ({ category: event.category, prompts: event.prompts }),
                },
              },
            },
          },
          showingPrompt: {
            on: { 'TURN.END': { target: 'memorizing', actions: 'advancePlayer' } },
          },
        },
      },
    },
  });
}

export type DrawCardsMachine = ReturnType<typeof createDrawCardsMachine>;
