import { assign, emit, enqueueActions, setup } from 'xstate';
import { checkAdd, checkRemove, hasEnoughToSpin, normaliseItems } from './item-rules';
import { planSpin } from './plan-spin';
import { SPIN_DURATION_MS } from './rules';
import {
  addedNotice,
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
  /** mulberry32 state; every draw goes through it. */
  readonly rngState: number;
}

export type SpinnerEvent =
  | { type: 'INPUT.CHANGE'; value: string }
  /** Adds the trimmed input text (the Add button and Enter both send this). */
  | { type: 'ITEM.ADD' }
  | { type: 'ITEM.REMOVE'; index: number }
  | { type: 'WHEEL.SPIN' };

export function createSpinnerMachine() {
  return setup({
    types: {} as { context: SpinnerContext; events: SpinnerEvent; input: SpinnerInput; emitted: SpinnerNotice },
    actions: {
      /**
       * Confetti for CELEBRATION_MS; the app provides it. The unused argument is declared because an
       * action without one breaks the typing of the enqueueActions below (statelyai/xstate#5014).
       */
      celebrate: (_args) => {},
      setInputText: assign((_, params: { value: string }) => ({ inputText: params.value })),
      // The add rules decide once: a refusal only tells the player why, the wheel stays as it was.
      addItem: enqueueActions(({ context, enqueue }) => {
        const check = checkAdd(context.items, context.inputText);
        if (!check.ok) {
          enqueue.emit(refusalNotice(check.reason));
          return;
        }
        enqueue.assign({ items: [...context.items, check.item], inputText: '' });
        enqueue.emit(addedNotice(check.item));
      }),
      removeItem: enqueueActions(({ context, enqueue }, params: { index: number }) => {
        const check = checkRemove(context.items, params.index);
        // No such slice: there is no message for it, so nothing happens.
        if (check === 'noSuchItem') return;
        if (check === 'cannotRemove') {
          enqueue.emit(refusalNotice('cannotRemove'));
          return;
        }
        enqueue.assign({ items: context.items.filter((_, at) => at !== params.index) });
        enqueue.emit(removedNotice());
      }),
      startSpin: assign(({ context }) => {
        const plan = planSpin(context.rotation, context.items.length, context.rngState);
        return { rotation: plan.rotation, lastTurns: plan.turns, rngState: plan.rngState, result: null };
      }),
      announceSpin: emit(spinningNotice()),
      revealResult: enqueueActions(({ context, enqueue }) => {
        const item = context.items[sliceUnderPointer(context.rotation, context.items.length)] ?? null;
        enqueue.assign({ result: item });
        if (item !== null) enqueue.emit(selectedNotice(item));
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
      rngState: input.seed | 0,
    }),
    states: {
      idle: {
        on: {
          'INPUT.CHANGE': { actions: { type: 'setInputText', params: ({ event }) => ({ value: event.value }) } },
          'ITEM.ADD': { actions: 'addItem' },
          'ITEM.REMOVE': { actions: { type: 'removeItem', params: ({ event }) => ({ index: event.index }) } },
          'WHEEL.SPIN': { guard: 'canSpin', target: 'spinning', actions: ['startSpin', 'announceSpin'] },
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
          'WHEEL.SPIN': { guard: 'canSpin', target: 'spinning', actions: ['startSpin', 'announceSpin'] },
        },
      },
    },
  });
}

export type SpinnerMachine = ReturnType<typeof createSpinnerMachine>;
