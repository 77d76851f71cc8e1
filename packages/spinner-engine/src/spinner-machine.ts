import { assign, setup } from 'xstate';
import { checkAdd, checkRemove, hasEnoughToSpin, normaliseItems } from './item-rules';
import { planSpin } from './plan-spin';
import { SPIN_DURATION_MS } from './rules';
import {
  addedNotice,
  type NoticeContent,
  refusalNotice,
  removedNotice,
  selectedNotice,
  type SpinnerNotice,
  spinningNotice,
} from './spinner-notice';
import { sliceUnderPointer } from './wheel-geometry';

export interface SpinnerInput {
  /** Seeds the wheel's random draws: same seed and same events, same spins. */
  readonly seed: number;
  /** The starting wheel, e.g. the eight defaults from prompt-banks' `loadSpinnerDefaults()`. */
  readonly items: readonly string[];
}

export interface SpinnerContext {
  readonly items: readonly string[];
  /** The text box's content. */
  readonly inputText: string;
  /** Total clockwise rotation in degrees; only ever grows, so the screen can animate to it. */
  readonly rotation: number;
  /** The selected challenge, set when a spin ends and cleared when the next one starts. */
  readonly result: string | null;
  /** Whole turns of the latest spin (null before the first). */
  readonly lastTurns: number | null;
  /** The latest toast; a new one always has a higher id. */
  readonly notice: SpinnerNotice | null;
  /** mulberry32 state; every draw goes through it. */
  readonly rngState: number;
}

export type SpinnerEvent =
  | { type: 'INPUT.CHANGE'; value: string }
  /** Adds the trimmed input text (the Add button and Enter both send this). */
  | { type: 'ITEM.ADD' }
  | { type: 'ITEM.REMOVE'; index: number }
  | { type: 'SPIN' };

function withNotice(context: SpinnerContext, content: NoticeContent): SpinnerNotice {
  return { id: (context.notice?.id ?? 0) + 1, ...content };
}

export function createSpinnerMachine() {
  return setup({
    types: {} as { context: SpinnerContext; events: SpinnerEvent; input: SpinnerInput },
    actions: {
      /** Confetti for CELEBRATION_MS; the app provides it. */
      celebrate: () => {},
      setInputText: assign((_, params: { value: string }) => ({ inputText: params.value })),
      addItem: assign(({ context }) => {
        const check = checkAdd(context.items, context.inputText);
        if (!check.ok) return { notice: withNotice(context, refusalNotice(check.reason)) };
        return {
          items: [...context.items, check.item],
          inputText: '',
          notice: withNotice(context, addedNotice(check.item)),
        };
      }),
      removeItem: assign(({ context }, params: { index: number }) => {
        const check = checkRemove(context.items, params.index);
        // No such slice: there is no message for it, so nothing changes.
        if (check === 'noSuchItem') return {};
        if (check === 'cannotRemove') return { notice: withNotice(context, refusalNotice('cannotRemove')) };
        return {
          items: context.items.filter((_, at) => at !== params.index),
          notice: withNotice(context, removedNotice()),
        };
      }),
      startSpin: assign(({ context }) => {
        const plan = planSpin(context.rotation, context.items.length, context.rngState);
        return {
          rotation: plan.rotation,
          lastTurns: plan.turns,
          rngState: plan.rngState,
          result: null,
          notice: withNotice(context, spinningNotice()),
        };
      }),
      revealResult: assign(({ context }) => {
        const item = context.items[sliceUnderPointer(context.rotation, context.items.length)] ?? null;
        return { result: item, notice: item === null ? context.notice : withNotice(context, selectedNotice(item)) };
      }),
    },
    guards: {
      canSpin: ({ context }) => hasEnoughToSpin(context.items),
    },
    delays: {
      spinDuration: SPIN_DURATION_MS,
    },
  }).createMachine({
    id: 'spinner',
    initial: 'idle',
    context: ({ input }) => ({
      items: normaliseItems(input.items),
      inputText: '',
      rotation: 0,
      result: null,
      lastTurns: null,
      notice: null,
      rngState: input.seed | 0,
    }),
    states: {
      idle: {
        on: {
          'INPUT.CHANGE': { actions: { type: 'setInputText', params: ({ event }) => ({ value: event.value }) } },
          'ITEM.ADD': { actions: 'addItem' },
          'ITEM.REMOVE': { actions: { type: 'removeItem', params: ({ event }) => ({ index: event.index }) } },
          SPIN: { guard: 'canSpin', target: 'spinning', actions: 'startSpin' },
        },
      },
      // Controls are disabled: no event is handled until the wheel stops.
      spinning: {
        after: {
          spinDuration: { target: 'result', actions: ['revealResult', 'celebrate'] },
        },
      },
      // The result is shown; the wheel can be edited and spun again.
      result: {
        on: {
          'INPUT.CHANGE': { actions: { type: 'setInputText', params: ({ event }) => ({ value: event.value }) } },
          'ITEM.ADD': { actions: 'addItem' },
          'ITEM.REMOVE': { actions: { type: 'removeItem', params: ({ event }) => ({ index: event.index }) } },
          SPIN: { guard: 'canSpin', target: 'spinning', actions: 'startSpin' },
        },
      },
    },
  });
}

export type SpinnerMachine = ReturnType<typeof createSpinnerMachine>;
