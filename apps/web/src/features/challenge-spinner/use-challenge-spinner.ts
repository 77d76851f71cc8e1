import {
  CELEBRATION_MS,
  createSpinnerMachine,
  MAX_ITEMS,
  selectCanSpin,
  selectControlsDisabled,
  selectInputText,
  selectItems,
  selectResult,
  selectRotation,
  selectStatus,
  type SpinnerStatus,
  type WheelSlice,
  wheelSlices,
} from '@truth-or-dare/spinner-engine';
import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { celebrateFor } from '../../components/confetti/fire-confetti';
import { useGameSeed } from '../../components/game-seed';
import { showSpinnerNotice } from './show-spinner-notice';

export interface ChallengeSpinner {
  readonly items: readonly string[];
  /** Colours, label colours and angles for the canvas, from the engine. */
  readonly slices: readonly WheelSlice[];
  readonly inputText: string;
  /** 'Challenges (n/10)'. */
  readonly heading: string;
  /** Total clockwise rotation in degrees; the wheel animates to it. */
  readonly rotation: number;
  readonly result: string | null;
  readonly status: SpinnerStatus;
  /** Input, Add, every Remove and Spin are disabled while the wheel turns. */
  readonly controlsDisabled: boolean;
  readonly canSpin: boolean;
  changeInput(value: string): void;
  /** Adds the typed challenge; the engine refuses empty, duplicate or one too many. */
  add(): void;
  remove(index: number): void;
  spin(): void;
}

const spinnerMachine = createSpinnerMachine();

/** The Challenge Spinner's state and moves for the screen; the rules stay in the engine. */
export function useChallengeSpinner(startingItems: readonly string[]): ChallengeSpinner {
  const seed = useGameSeed();
  const { i18n, t } = useLingui();
  const stopCelebration = useRef<() => void>(() => undefined);
  const [machine] = useState(() =>
    spinnerMachine.provide({
      actions: {
        celebrate: () => {
          stopCelebration.current();
          stopCelebration.current = celebrateFor(CELEBRATION_MS);
        },
      },
    }),
  );
  const actor = useActorRef(machine, { input: { seed, items: startingItems } });

  // Leaving the screen mid-celebration stops the confetti.
  useEffect(() => {
    const celebration = stopCelebration;
    return () => celebration.current();
  }, []);

  // Every engine notice is a toast, shown once as it is emitted.
  useEffect(() => {
    const subscription = actor.on('notice', (notice) => showSpinnerNotice(notice, i18n));
    return () => subscription.unsubscribe();
  }, [actor, i18n]);

  const items = useSelector(actor, selectItems);
  const slices = useMemo(() => wheelSlices(items), [items]);
  // The engine's heading is English; the same count, in the page's language.
  const count = items.length;
  const max = MAX_ITEMS;

  const intents = useMemo(
    () => ({
      changeInput: (value: string) => actor.send({ type: 'INPUT.CHANGE', value }),
      add: () => actor.send({ type: 'ITEM.ADD' }),
      remove: (index: number) => actor.send({ type: 'ITEM.REMOVE', index }),
      spin: () => actor.send({ type: 'WHEEL.SPIN' }),
    }),
    [actor],
  );

  return {
    items,
    slices,
    inputText: useSelector(actor, selectInputText),
    heading: t`Challenges (${count}/${max})`,
    rotation: useSelector(actor, selectRotation),
    result: useSelector(actor, selectResult),
    status: useSelector(actor, selectStatus),
    controlsDisabled: useSelector(actor, selectControlsDisabled),
    canSpin: useSelector(actor, selectCanSpin),
    ...intents,
  };
}
