import {
  createDeck,
  dealCard,
  DEFAULT_ADDRESS,
  isAddress,
  type Address,
  type Deck,
  type PromptEntry,
  type PromptType,
  withRandomState,
} from '@truth-or-dare/prompt-banks';
import { assign, emit, setup } from 'xstate';
import { DEFAULT_DUEL_CATEGORY, isDuelCategoryId, type DuelCategoryId } from './categories';
import {
  addDonePoints,
  hasBothNames,
  otherPlayer,
  tickOutcome,
  trimNames,
  ZERO_SCORES,
  type DuelAddresses,
  type DuelNames,
  type DuelScores,
} from './scoring';
import {
  ENTER_BOTH_NAMES_MESSAGE,
  GAME_OVER_CONFETTI_MS,
  isDuelPlayer,
  TICK_MS,
  TURN_SECONDS,
  type DuelPlayer,
} from './rules';

export interface DuelInput {
  /** Seeds the generator that shuffles the truth and dare decks. */
  readonly seed: number;
}

export interface DuelContext {
  /** As typed during setup; trimmed when the game starts. */
  readonly names: DuelNames;
  /** How prompts speak to each player (docs/decisions/0023-languages.md), chosen in setup. */
  readonly addresses: DuelAddresses;
  readonly category: DuelCategoryId;
  readonly scores: DuelScores;
  readonly currentPlayer: DuelPlayer;
  readonly remainingSeconds: number;
  /** The prompt on screen, waiting for Done; its `type` is the chosen type. As dealt, with every
   * address form: the screen reads it in the current player's (selectPrompt). */
  readonly prompt: PromptEntry | null;
  /** The category's entries from GAME.START, split by type; kept so GAME.RESTART can deal fresh decks. */
  readonly truths: readonly PromptEntry[];
  readonly dares: readonly PromptEntry[];
  readonly truthDeck: Deck<PromptEntry> | null;
  readonly dareDeck: Deck<PromptEntry> | null;
  readonly rngState: number;
}

export type DuelEvent =
  | { readonly type: 'NAME.CHANGE'; readonly player: DuelPlayer; readonly value: string }
  | { readonly type: 'ADDRESS.CHOOSE'; readonly player: DuelPlayer; readonly address: Address }
  | { readonly type: 'CATEGORY.SELECT'; readonly category: DuelCategoryId }
  | { readonly type: 'GAME.START'; readonly prompts: readonly PromptEntry[] }
  | { readonly type: 'TRUTH.CHOOSE' }
  | { readonly type: 'DARE.CHOOSE' }
  | { readonly type: 'PROMPT.COMPLETE' }
  | { readonly type: 'GAME.RESTART' }
  | { readonly type: 'GAME.EXIT' };

/**
 * The setup alert ('Enter both names!'), emitted when Start is refused; the screen shows it
 * until it is dismissed or the game starts (docs/product.md#two-player-setup).
 */
export interface DuelNotice {
  readonly type: 'notice';
  readonly message: string;
}

type GameFields = Pick<
  DuelContext,
  | 'scores'
  | 'currentPlayer'
  | 'remainingSeconds'
  | 'prompt'
  | 'truths'
  | 'dares'
  | 'truthDeck'
  | 'dareDeck'
  | 'rngState'
>;

/** Scores 0/0, player1 to play with a full turn, and freshly shuffled decks. */
function newGame(truths: readonly PromptEntry[], dares: readonly PromptEntry[], rngState: number): GameFields {
  const shuffled = withRandomState(rngState, (random) => ({
    truthDeck: truths.length > 0 ? createDeck(truths, random) : null,
    dareDeck: dares.length > 0 ? createDeck(dares, random) : null,
  }));
  return {
    scores: ZERO_SCORES,
    currentPlayer: 'player1',
    remainingSeconds: TURN_SECONDS,
    prompt: null,
    truths,
    dares,
    ...shuffled.result,
    rngState: shuffled.rngState,
  };
}

function deckKey(type: PromptType): 'truthDeck' | 'dareDeck' {
  return type === 'truth' ? 'truthDeck' : 'dareDeck';
}

/** The category's bank split by type: one deck is dealt from each. */
function splitByType(prompts: readonly PromptEntry[]): { truths: PromptEntry[]; dares: PromptEntry[] } {
  return {
    truths: prompts.filter((entry) => entry.type === 'truth'),
    dares: prompts.filter((entry) => entry.type === 'dare'),
  };
}

/**
 * The two-player scored game (/ultimatetruthordare): setup, two timed turns of truth or dare
 * with 10 points per Done, then game over with the winner or a tie.
 */
export function createDuelMachine() {
  return setup({
    types: {} as { context: DuelContext; events: DuelEvent; input: DuelInput; emitted: DuelNotice },
    actions: {
      /** Game-over confetti starts (the app draws it). */
      celebrate: () => {},
      /** Game-over confetti stops: after 5 s, or earlier when the players leave the result. */
      endCelebration: () => {},
      changeName: assign(({ context }, params: { player: DuelPlayer; value: string }) => ({
        names: { ...context.names, [params.player]: params.value },
      })),
      chooseAddress: assign(({ context }, params: { player: DuelPlayer; address: Address }) => ({
        addresses: { ...context.addresses, [params.player]: params.address },
      })),
      selectCategory: assign((_, params: { category: DuelCategoryId }) => ({ category: params.category })),
      alertMissingNames: emit({ type: 'notice', message: ENTER_BOTH_NAMES_MESSAGE }),
      startGame: assign(({ context }, params: { prompts: readonly PromptEntry[] }) => {
        const { truths, dares } = splitByType(params.prompts);
        return { ...newGame(truths, dares, context.rngState), names: trimNames(context.names) };
      }),
      restartGame: assign(({ context }) => newGame(context.truths, context.dares, context.rngState)),
      drawPrompt: assign(({ context }, params: { type: PromptType }) => {
        const key = deckKey(params.type);
        const deck = context[key];
        if (deck === null) return {};
        const dealt = withRandomState(context.rngState, (random) => dealCard(deck, random));
        return { prompt: dealt.result.card, [key]: dealt.result.deck, rngState: dealt.rngState };
      }),
      scoreDone: assign(({ context }) => ({
        scores: addDonePoints(context.scores, context.currentPlayer),
        prompt: null,
      })),
      countDown: assign(({ context }) => ({ remainingSeconds: context.remainingSeconds - 1 })),
      // A prompt not marked Done when the time runs out is dropped without points.
      handOver: assign(({ context }) => ({
        currentPlayer: otherPlayer(context.currentPlayer),
        remainingSeconds: TURN_SECONDS,
        prompt: null,
      })),
      stopClock: assign({ remainingSeconds: 0, prompt: null }),
      leaveGame: assign({
        scores: ZERO_SCORES,
        currentPlayer: 'player1' as const,
        remainingSeconds: TURN_SECONDS,
        prompt: null,
        truths: [],
        dares: [],
        truthDeck: null,
        dareDeck: null,
      }),
    },
    guards: {
      isMissingName: ({ context }) => !hasBothNames(context.names),
      // A bank without truths or without dares cannot be played; the screen passes a full bank.
      hasBothPromptTypes: (_, params: { prompts: readonly PromptEntry[] }) => {
        const { truths, dares } = splitByType(params.prompts);
        return truths.length > 0 && dares.length > 0;
      },
      // Both come from the screen as plain strings at run time, so they are checked, not trusted.
      isKnownCategory: (_, params: { category: string }) => isDuelCategoryId(params.category),
      isKnownPlayer: (_, params: { player: string }) => isDuelPlayer(params.player),
      isAddressForPlayer: (_, params: { player: string; address: string }) =>
        isDuelPlayer(params.player) && isAddress(params.address),
      // Truth and Dare wait for Done: a shown prompt is neither replaced nor skipped.
      isPromptCleared: ({ context }) => context.prompt === null,
      isPromptShown: ({ context }) => context.prompt !== null,
      isTurnHandedOver: ({ context }) => tickOutcome(context.currentPlayer, context.remainingSeconds) === 'hand-over',
      isGameOver: ({ context }) => tickOutcome(context.currentPlayer, context.remainingSeconds) === 'game-over',
    },
    delays: {
      turnTick: TICK_MS,
      gameOverConfetti: GAME_OVER_CONFETTI_MS,
    },
  }).createMachine({
    id: 'duel',
    initial: 'setup',
    context: ({ input }) => ({
      names: { player1: '', player2: '' },
      addresses: { player1: DEFAULT_ADDRESS, player2: DEFAULT_ADDRESS },
      category: DEFAULT_DUEL_CATEGORY,
      scores: ZERO_SCORES,
      currentPlayer: 'player1',
      remainingSeconds: TURN_SECONDS,
      prompt: null,
      truths: [],
      dares: [],
      truthDeck: null,
      dareDeck: null,
      rngState: input.seed | 0,
    }),
    states: {
      setup: {
        on: {
          'NAME.CHANGE': {
            guard: { type: 'isKnownPlayer', params: ({ event }) => ({ player: event.player }) },
            actions: { type: 'changeName', params: ({ event }) => ({ player: event.player, value: event.value }) },
          },
          'ADDRESS.CHOOSE': {
            guard: {
              type: 'isAddressForPlayer',
              params: ({ event }) => ({ player: event.player, address: event.address }),
            },
            actions: {
              type: 'chooseAddress',
              params: ({ event }) => ({ player: event.player, address: event.address }),
            },
          },
          'CATEGORY.SELECT': {
            guard: { type: 'isKnownCategory', params: ({ event }) => ({ category: event.category }) },
            actions: { type: 'selectCategory', params: ({ event }) => ({ category: event.category }) },
          },
          'GAME.START': [
            { guard: 'isMissingName', actions: 'alertMissingNames' },
            {
              guard: { type: 'hasBothPromptTypes', params: ({ event }) => ({ prompts: event.prompts }) },
              target: 'playing',
              actions: { type: 'startGame', params: ({ event }) => ({ prompts: event.prompts }) },
            },
          ],
        },
      },
      playing: {
        // Re-entering `playing` re-arms the one-second tick; the prompt lives in context, so it survives.
        after: {
          turnTick: [
            { guard: 'isGameOver', target: 'gameOver', actions: 'stopClock' },
            { guard: 'isTurnHandedOver', target: 'playing', reenter: true, actions: 'handOver' },
            { target: 'playing', reenter: true, actions: 'countDown' },
          ],
        },
        on: {
          'TRUTH.CHOOSE': { guard: 'isPromptCleared', actions: { type: 'drawPrompt', params: { type: 'truth' } } },
          'DARE.CHOOSE': { guard: 'isPromptCleared', actions: { type: 'drawPrompt', params: { type: 'dare' } } },
          'PROMPT.COMPLETE': { guard: 'isPromptShown', actions: 'scoreDone' },
          'GAME.EXIT': { target: 'setup', actions: 'leaveGame' },
        },
      },
      gameOver: {
        initial: 'celebrating',
        states: {
          celebrating: {
            entry: 'celebrate',
            exit: 'endCelebration',
            after: { gameOverConfetti: 'settled' },
          },
          settled: {},
        },
        on: {
          'GAME.RESTART': { target: 'playing', actions: 'restartGame' },
          'GAME.EXIT': { target: 'setup', actions: 'leaveGame' },
        },
      },
    },
  });
}

export type DuelMachine = ReturnType<typeof createDuelMachine>;
