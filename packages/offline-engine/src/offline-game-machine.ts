import { assign, emit, setup } from 'xstate';
import { DEFAULT_ADDRESS, isAddress, type Address, type Deck, type PromptEntry } from '@truth-or-dare/prompt-banks';
import { isOfflineModeId, type OfflineModeId } from './modes';
import {
  hasPlayerId,
  isPlayerIndex,
  nextPlayerIndex,
  normalizePlayerName,
  removePlayer,
  withPlayerAddress,
  type OfflinePlayer,
} from './players';
import { dealPrompt, preparePromptSources, type OfflinePrompt, type PromptChoice, type PromptSources } from './prompts';
import { completeTurn, NO_ROUND_PROGRESS } from './rounds';
import { COUNTDOWN_MS, LAST_PLAYER_NOTICE, MIN_PLAYERS_TO_START } from './rules';

export interface OfflineGameInput {
  /** Seeds the generator; same seed and same events give the same game. */
  readonly seed: number;
}

export interface OfflineGameContext {
  readonly players: readonly OfflinePlayer[];
  /** Next player id to hand out; ids are never reused. */
  readonly nextPlayerId: number;
  readonly modeId: OfflineModeId | null;
  readonly currentPlayerIndex: number;
  /** The mode's list, shuffled once per game start. */
  readonly truths: readonly PromptEntry[];
  readonly truthPointer: number;
  readonly dareDeck: Deck<PromptEntry> | null;
  readonly turnsTaken: number;
  readonly turnsInRound: number;
  readonly roundComplete: boolean;
  readonly roundsCompleted: number;
  /** The button pressed for the prompt being dealt or shown; PROMPT.PASS deals from the same source. */
  readonly choice: PromptChoice | null;
  /** As dealt, with every address form: the screen reads it in the current player's (selectPrompt). */
  readonly prompt: OfflinePrompt | null;
  /** Ids of players who used their one pass this game. */
  readonly passedPlayerIds: readonly number[];
  readonly rngState: number;
}

export type OfflineGameEvent =
  | { type: 'PLAYER.ADD'; name: string }
  | { type: 'PLAYER.REMOVE'; index: number }
  /** How prompts speak to one player; any time the roster can be edited, a game in progress included. */
  | { type: 'ADDRESS.CHOOSE'; playerId: number; address: Address }
  | { type: 'MODE.SELECT'; modeId: string }
  | { type: 'GAME.START'; truths: readonly PromptEntry[]; dares: readonly PromptEntry[] }
  | { type: 'TRUTH.CHOOSE' }
  | { type: 'DARE.CHOOSE' }
  | { type: 'PROMPT.PASS' }
  | { type: 'TURN.END' }
  | { type: 'GAME.END' };

/**
 * Why a move was refused, when there is something to say, emitted when it happens. The screen
 * keeps it up until the next accepted move (docs/product.md#offline-turns).
 */
export interface OfflineGameNotice {
  readonly type: 'notice';
  readonly message: string;
}

function initialContext(seed: number): OfflineGameContext {
  return {
    players: [],
    nextPlayerId: 1,
    modeId: null,
    currentPlayerIndex: 0,
    truths: [],
    truthPointer: 0,
    dareDeck: null,
    ...NO_ROUND_PROGRESS,
    choice: null,
    prompt: null,
    passedPlayerIds: [],
    rngState: seed | 0,
  };
}

function sourcesOf(context: OfflineGameContext): PromptSources {
  return {
    truths: context.truths,
    truthPointer: context.truthPointer,
    dareDeck: context.dareDeck,
    rngState: context.rngState,
  };
}

/** The context after dealing a prompt for `choice`, or unchanged when nothing can be dealt. */
function withDealtPrompt(context: OfflineGameContext, choice: PromptChoice): Partial<OfflineGameContext> {
  const dealt = dealPrompt(sourcesOf(context), choice);
  return dealt === null ? {} : { ...dealt.sources, prompt: dealt.prompt };
}

function currentPlayer(context: OfflineGameContext): OfflinePlayer | undefined {
  return context.players[context.currentPlayerIndex];
}

/** A prompt is shown and the current player has not used their one pass of this game. */
export function currentPlayerCanPass(context: OfflineGameContext): boolean {
  const player = currentPlayer(context);
  return context.prompt !== null && player !== undefined && !context.passedPlayerIds.includes(player.id);
}

/**
 * The offline game on one shared device (docs/product.md#offline-game): setup (players and
 * mode), then turns of Truth or Dare with a 2.5 s countdown before each prompt.
 */
export function createOfflineGameMachine() {
  return setup({
    types: {
      context: {} as OfflineGameContext,
      events: {} as OfflineGameEvent,
      input: {} as OfflineGameInput,
      emitted: {} as OfflineGameNotice,
    },
    actions: {
      /** Effects the app provides; empty here so the engine stays framework-free. */
      scrollToTop: () => {},
      startedWith: (_args, _params: { firstPlayer: string }) => {},
      celebrateCountdown: () => {},

      addPlayer: assign(({ context }, params: { name: string }) => ({
        players: [...context.players, { id: context.nextPlayerId, name: params.name.trim(), address: DEFAULT_ADDRESS }],
        nextPlayerId: context.nextPlayerId + 1,
      })),
      removePlayer: assign(({ context }, params: { index: number }) => {
        const removal = removePlayer(context.players, context.currentPlayerIndex, params.index);
        return {
          players: removal.players,
          currentPlayerIndex: removal.currentPlayerIndex,
          ...(removal.removedCurrent ? { prompt: null, choice: null } : {}),
        };
      }),
      chooseAddress: assign(({ context }, params: { playerId: number; address: Address }) => ({
        players: withPlayerAddress(context.players, params.playerId, params.address),
      })),
      refuseLastPlayerRemoval: emit({ type: 'notice', message: LAST_PLAYER_NOTICE }),
      // The guard has checked the id already; narrowing again keeps the type honest without a cast.
      selectMode: assign((_, params: { modeId: string }) =>
        isOfflineModeId(params.modeId) ? { modeId: params.modeId } : {},
      ),
      startGame: assign(({ context }, params: { truths: readonly PromptEntry[]; dares: readonly PromptEntry[] }) => ({
        ...preparePromptSources(params.truths, params.dares, context.rngState),
        ...NO_ROUND_PROGRESS,
        currentPlayerIndex: 0,
        choice: null,
        prompt: null,
        passedPlayerIds: [],
      })),
      choose: assign((_, params: { choice: PromptChoice }) => ({ choice: params.choice, prompt: null })),
      revealPrompt: assign(({ context }) => (context.choice === null ? {} : withDealtPrompt(context, context.choice))),
      passPrompt: assign(({ context }) => {
        const player = currentPlayer(context);
        if (player === undefined || context.choice === null) return {};
        return {
          ...withDealtPrompt(context, context.choice),
          passedPlayerIds: [...context.passedPlayerIds, player.id],
        };
      }),
      endTurn: assign(({ context }) => ({
        ...completeTurn(context, context.players.length),
        currentPlayerIndex: nextPlayerIndex(context.currentPlayerIndex, context.players.length),
        choice: null,
        prompt: null,
      })),
      endGame: assign({
        ...NO_ROUND_PROGRESS,
        currentPlayerIndex: 0,
        truths: [],
        truthPointer: 0,
        dareDeck: null,
        choice: null,
        prompt: null,
        passedPlayerIds: [],
      }),
    },
    guards: {
      hasName: (_, params: { name: string }) => normalizePlayerName(params.name) !== null,
      isPlayerIndex: ({ context }, params: { index: number }) => isPlayerIndex(context.players, params.index),
      // The address comes from the screen as a plain string at run time, so it is checked, not trusted.
      isAddressForPlayer: ({ context }, params: { playerId: number; address: string }) =>
        hasPlayerId(context.players, params.playerId) && isAddress(params.address),
      isLastPlayer: ({ context }, params: { index: number }) =>
        isPlayerIndex(context.players, params.index) && context.players.length === 1,
      isCurrentPlayer: ({ context }, params: { index: number }) =>
        isPlayerIndex(context.players, params.index) && params.index === context.currentPlayerIndex,
      isModeId: (_, params: { modeId: string }) => isOfflineModeId(params.modeId),
      canStart: ({ context }, params: { truths: readonly PromptEntry[]; dares: readonly PromptEntry[] }) =>
        context.players.length >= MIN_PLAYERS_TO_START &&
        context.modeId !== null &&
        // The screen passes loaded banks; an empty one cannot be dealt from, so the start is refused.
        params.truths.length > 0 &&
        params.dares.length > 0,
      canPass: ({ context }) => currentPlayerCanPass(context),
    },
    delays: {
      countdown: COUNTDOWN_MS,
    },
  }).createMachine({
    id: 'offlineGame',
    context: ({ input }) => initialContext(input.seed),
    initial: 'setup',
    on: {
      'PLAYER.ADD': {
        guard: { type: 'hasName', params: ({ event }) => ({ name: event.name }) },
        actions: { type: 'addPlayer', params: ({ event }) => ({ name: event.name }) },
      },
      'ADDRESS.CHOOSE': {
        guard: {
          type: 'isAddressForPlayer',
          params: ({ event }) => ({ playerId: event.playerId, address: event.address }),
        },
        actions: {
          type: 'chooseAddress',
          params: ({ event }) => ({ playerId: event.playerId, address: event.address }),
        },
      },
    },
    states: {
      setup: {
        on: {
          'PLAYER.REMOVE': {
            guard: { type: 'isPlayerIndex', params: ({ event }) => ({ index: event.index }) },
            actions: { type: 'removePlayer', params: ({ event }) => ({ index: event.index }) },
          },
          'MODE.SELECT': {
            guard: { type: 'isModeId', params: ({ event }) => ({ modeId: event.modeId }) },
            actions: { type: 'selectMode', params: ({ event }) => ({ modeId: event.modeId }) },
          },
          'GAME.START': {
            guard: { type: 'canStart', params: ({ event }) => ({ truths: event.truths, dares: event.dares }) },
            target: 'playing',
            actions: [
              { type: 'startGame', params: ({ event }) => ({ truths: event.truths, dares: event.dares }) },
              'scrollToTop',
              { type: 'startedWith', params: ({ context }) => ({ firstPlayer: context.players[0]?.name ?? '' }) },
            ],
          },
        },
      },
      playing: {
        initial: 'ready',
        on: {
          'PLAYER.REMOVE': [
            {
              guard: { type: 'isLastPlayer', params: ({ event }) => ({ index: event.index }) },
              actions: 'refuseLastPlayerRemoval',
            },
            {
              // The prompt (or the countdown for it) belonged to the removed player.
              guard: { type: 'isCurrentPlayer', params: ({ event }) => ({ index: event.index }) },
              target: '.ready',
              actions: { type: 'removePlayer', params: ({ event }) => ({ index: event.index }) },
            },
            {
              guard: { type: 'isPlayerIndex', params: ({ event }) => ({ index: event.index }) },
              actions: { type: 'removePlayer', params: ({ event }) => ({ index: event.index }) },
            },
          ],
          'GAME.END': { target: 'setup', actions: 'endGame' },
        },
        states: {
          ready: {
            on: {
              'TRUTH.CHOOSE': { target: 'countingDown', actions: { type: 'choose', params: { choice: 'truth' } } },
              'DARE.CHOOSE': { target: 'countingDown', actions: { type: 'choose', params: { choice: 'dare' } } },
              'PROMPT.PASS': { guard: 'canPass', actions: 'passPrompt' },
              'TURN.END': { actions: 'endTurn' },
            },
          },
          // Truth, Dare, Pass and Next Turn are not handled here: they are refused until the prompt shows.
          countingDown: {
            entry: 'celebrateCountdown',
            after: {
              countdown: { target: 'ready', actions: 'revealPrompt' },
            },
          },
        },
      },
    },
  });
}

export type OfflineGameMachine = ReturnType<typeof createOfflineGameMachine>;
