import { createDeck, dealCard, type Deck, type PromptEntry, type PromptType, withRandomState } from '@truth-or-dare/prompt-banks';
import { assign, setup } from 'xstate';
import { DEFAULT_DUEL_CATEGORY, isDuelCategoryId, type DuelCategoryId } from './categories';
import { addDonePoints, hasBothNames, otherPlayer, tickOutcome, trimNames, ZERO_SCORES, type DuelNames, type DuelScores } from './scoring';
import { ENTER_BOTH_NAMES_MESSAGE, GAME_OVER_CONFETTI_MS, TICK_MS, TURN_SECONDS, type DuelPlayer } from './rules';

export interface DuelInput {
  /** Seeds the generator that shuffles the truth and dare decks. */
  readonly seed: number;
}

export interface DuelContext {
  /** As typed during setup; trimmed when the game starts. */
  readonly names: DuelNames;
  readonly category: DuelCategoryId;
  /** The setup alert ('Enter both names!', docs/product.md#two-player-setup), shown by the screen until dismissed. */
  readonly alert: string | null;
  readonly scores: DuelScores;
  readonly currentPlayer: DuelPlayer;
  readonly remainingSeconds: number;
  /** The prompt on screen, waiting for Done; its `type` is the chosen type. */
  readonly prompt: PromptEntry | null;
  /** The category's entries from GAME.START, split by type; kept so Play Again can deal fresh decks. */
  readonly truths: readonly PromptEntry[];
  readonly dares: readonly PromptEntry[];
  readonly truthDeck: Deck<PromptEntry> | null;
  readonly dareDeck: Deck<PromptEntry> | null;
  readonly rngState: number;
}

export type DuelEvent =
  | { readonly type: 'NAME.CHANGE'; readonly player: DuelPlayer; readonly value: string }
  | { readonly type: 'CATEGORY.SELECT'; readonly category: DuelCategoryId }
  | { readonly type: 'GAME.START'; readonly prompts: readonly PromptEntry[] }
  | { readonly type: 'ALERT.DISMISS' }
  | { readonly type: 'TRUTH' }
  | { readonly type: 'DARE' }
  | { readonly type: 'DONE' }
  | { readonly type: 'PLAY_AGAIN' }
  | { readonly type: 'GAME.EXIT' };

type GameFields = Pick<
  DuelContext,
  'scores' | 'currentPlayer' | 'remainingSeconds' | 'prompt' | 'truths' | 'dares' | 'truthDeck' | 'dareDeck' | 'rngState'
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

function startEntries(event: DuelEvent): { truths: PromptEntry[]; dares: PromptEntry[] } {
  const prompts = event.type === 'GAME.START' ? event.prompts : [];
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
    types: {} as { context: DuelContext; events: DuelEvent; input: DuelInput },
    actions: {
      /** Game-over confetti starts (the app draws it). */
      celebrate: () => {},
      /** Game-over confetti stops: after 5 s, or earlier when the players leave the result. */
      endCelebration: () => {},
      changeName: assign(({ context, event }) =>
        event.type === 'NAME.CHANGE' ? { names: { ...context.names, [event.player]: event.value } } : {},
      ),
      selectCategory: assign(({ event }) => (event.type === 'CATEGORY.SELECT' ? { category: event.category } : {})),
      alertMissingNames: assign({ alert: ENTER_BOTH_NAMES_MESSAGE }),
      dismissAlert: assign({ alert: null }),
      startGame: assign(({ context, event }) => {
        const { truths, dares } = startEntries(event);
        return { ...newGame(truths, dares, context.rngState), names: trimNames(context.names), alert: null };
      }),
      restartGame: assign(({ context }) => newGame(context.truths, context.dares, context.rngState)),
      drawPrompt: assign(({ context }, params: { type: PromptType }) => {
        const key = deckKey(params.type);
        const deck = context[key];
        if (deck === null) return {};
        const dealt = withRandomState(context.rngState, (random) => dealCard(deck, random));
        return { prompt: dealt.result.card, [key]: dealt.result.deck, rngState: dealt.rngState };
      }),
      scoreDone: assign(({ context }) => ({ scores: addDonePoints(context.scores, context.currentPlayer), prompt: null })),
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
      hasBothPromptTypes: ({ event }) => {
        const { truths, dares } = startEntries(event);
        return truths.length > 0 && dares.length > 0;
      },
      isKnownCategory: ({ event }) => event.type === 'CATEGORY.SELECT' && isDuelCategoryId(event.category),
      isKnownPlayer: ({ event }) => event.type === 'NAME.CHANGE' && (event.player === 'player1' || event.player === 'player2'),
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
      category: DEFAULT_DUEL_CATEGORY,
      alert: null,
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
          'NAME.CHANGE': { guard: 'isKnownPlayer', actions: 'changeName' },
          'CATEGORY.SELECT': { guard: 'isKnownCategory', actions: 'selectCategory' },
          'GAME.START': [
            { guard: 'isMissingName', actions: 'alertMissingNames' },
            { guard: 'hasBothPromptTypes', target: 'playing', actions: 'startGame' },
          ],
          'ALERT.DISMISS': { actions: 'dismissAlert' },
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
          TRUTH: { guard: 'isPromptCleared', actions: { type: 'drawPrompt', params: { type: 'truth' } } },
          DARE: { guard: 'isPromptCleared', actions: { type: 'drawPrompt', params: { type: 'dare' } } },
          DONE: { guard: 'isPromptShown', actions: 'scoreDone' },
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
          PLAY_AGAIN: { target: 'playing', actions: 'restartGame' },
          'GAME.EXIT': { target: 'setup', actions: 'leaveGame' },
        },
      },
    },
  });
}

export type DuelMachine = ReturnType<typeof createDuelMachine>;
