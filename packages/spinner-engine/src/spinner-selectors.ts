import type { SnapshotFrom } from 'xstate';
import { hasEnoughToSpin } from './item-rules';
import { challengesHeading } from './rules';
import type { SpinnerMachine } from './spinner-machine';
import { type WheelSlice, wheelSlices } from './wheel-slices';

export type SpinnerSnapshot = SnapshotFrom<SpinnerMachine>;
export type SpinnerStatus = 'idle' | 'spinning' | 'result';

export function selectStatus(snapshot: SpinnerSnapshot): SpinnerStatus {
  if (snapshot.matches('spinning')) return 'spinning';
  if (snapshot.matches('result')) return 'result';
  return 'idle';
}

export function selectIsSpinning(snapshot: SpinnerSnapshot): boolean {
  return snapshot.matches('spinning');
}

/** Input, Add, every remove button and Spin are all disabled while the wheel turns. */
export function selectControlsDisabled(snapshot: SpinnerSnapshot): boolean {
  return selectIsSpinning(snapshot);
}

export function selectCanSpin(snapshot: SpinnerSnapshot): boolean {
  return !selectIsSpinning(snapshot) && hasEnoughToSpin(snapshot.context.items);
}

export function selectItems(snapshot: SpinnerSnapshot): readonly string[] {
  return snapshot.context.items;
}

export function selectInputText(snapshot: SpinnerSnapshot): string {
  return snapshot.context.inputText;
}

/** 'Challenges (n/10)'. */
export function selectHeading(snapshot: SpinnerSnapshot): string {
  return challengesHeading(snapshot.context.items.length);
}

export function selectRotation(snapshot: SpinnerSnapshot): number {
  return snapshot.context.rotation;
}

export function selectResult(snapshot: SpinnerSnapshot): string | null {
  return snapshot.context.result;
}

export function selectSlices(snapshot: SpinnerSnapshot): WheelSlice[] {
  return wheelSlices(snapshot.context.items);
}
