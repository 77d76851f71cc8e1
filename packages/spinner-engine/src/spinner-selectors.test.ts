import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { createSpinnerMachine } from './spinner-machine';
import {
  selectCanSpin,
  selectControlsDisabled,
  selectHeading,
  selectInputText,
  selectIsSpinning,
  selectItems,
  selectNotice,
  selectResult,
  selectRotation,
  selectSlices,
  selectStatus,
} from './spinner-selectors';

function startSpinner(items: readonly string[]) {
  const clock = new SimulatedClock();
  const actor = createActor(createSpinnerMachine(), { clock, input: { seed: 1, items } }).start();
  return { actor, clock };
}

describe('selectors', () => {
  it('read the idle wheel', () => {
    const { actor } = startSpinner(['a', 'b', 'c']);
    actor.send({ type: 'INPUT.CHANGE', value: 'x' });
    const snapshot = actor.getSnapshot();
    expect(selectStatus(snapshot)).toBe('idle');
    expect(selectIsSpinning(snapshot)).toBe(false);
    expect(selectControlsDisabled(snapshot)).toBe(false);
    expect(selectCanSpin(snapshot)).toBe(true);
    expect(selectItems(snapshot)).toEqual(['a', 'b', 'c']);
    expect(selectInputText(snapshot)).toBe('x');
    expect(selectHeading(snapshot)).toBe('Challenges (3/10)');
    expect(selectRotation(snapshot)).toBe(0);
    expect(selectResult(snapshot)).toBeNull();
    expect(selectNotice(snapshot)).toBeNull();
    expect(selectSlices(snapshot).map((slice) => [slice.label, slice.startAngle, slice.endAngle])).toEqual([
      ['a', 0, 120],
      ['b', 120, 240],
      ['c', 240, 360],
    ]);
  });

  it('disable every control while spinning and re-enable them with the result', () => {
    const { actor, clock } = startSpinner(['a', 'b']);
    actor.send({ type: 'SPIN' });
    expect(selectStatus(actor.getSnapshot())).toBe('spinning');
    expect(selectControlsDisabled(actor.getSnapshot())).toBe(true);
    expect(selectCanSpin(actor.getSnapshot())).toBe(false);
    clock.increment(4_000);
    expect(selectStatus(actor.getSnapshot())).toBe('result');
    expect(selectControlsDisabled(actor.getSnapshot())).toBe(false);
    expect(selectCanSpin(actor.getSnapshot())).toBe(true);
    expect(['a', 'b']).toContain(selectResult(actor.getSnapshot()));
  });

  it('cannot spin with one item', () => {
    const { actor } = startSpinner(['alone']);
    expect(selectCanSpin(actor.getSnapshot())).toBe(false);
    expect(selectHeading(actor.getSnapshot())).toBe('Challenges (1/10)');
  });
});
