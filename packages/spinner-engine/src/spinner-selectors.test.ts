import { startOnClock } from '@truth-or-dare/engine-test-kit';
import { describe, expect, it } from 'vitest';
import { createSpinnerMachine } from './spinner-machine';
import {
  selectCanSpin,
  selectControlsDisabled,
  selectHeading,
  selectInputText,
  selectIsSpinning,
  selectItems,
  selectResult,
  selectRotation,
  selectSlices,
  selectStatus,
} from './spinner-selectors';

function startSpinner(items: readonly string[]) {
  return startOnClock(createSpinnerMachine(), { seed: 1, items });
}

describe('selectors', () => {
  it('read the idle wheel', () => {
    const { actor, notices } = startSpinner(['a', 'b', 'c']);
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
    expect(notices).toEqual([]);
    expect(selectSlices(snapshot).map((slice) => [slice.label, slice.startAngle, slice.endAngle])).toEqual([
      ['a', 0, 120],
      ['b', 120, 240],
      ['c', 240, 360],
    ]);
  });

  it('disable every control while spinning and re-enable them with the result', () => {
    const { actor, clock } = startSpinner(['a', 'b']);
    actor.send({ type: 'WHEEL.SPIN' });
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
