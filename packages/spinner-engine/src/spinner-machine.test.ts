import { expectRefused, startOnClock } from '@truth-or-dare/engine-test-kit';
import { describe, expect, it, vi } from 'vitest';
import { planSpin } from './plan-spin';
import { createSpinnerMachine } from './spinner-machine';

const DEFAULTS = [
  'Do 10 pushups',
  'Share a secret',
  "Say your crush's name",
  'Dance for 10 sec',
  'Confess a lie you told',
  'Sip your drink',
  'Embarrassing moment',
  'Name a drink item',
];

function startSpinner(items: readonly string[] = DEFAULTS, seed = 42) {
  const celebrate = vi.fn();
  const machine = createSpinnerMachine().provide({ actions: { celebrate } });
  return { ...startOnClock(machine, { seed, items }), celebrate };
}

function expectedSlice(rotation: number, count: number): number {
  const angleAtTop = (360 - (rotation % 360)) % 360;
  return Math.floor(angleAtTop / (360 / count));
}

function addItem(actor: ReturnType<typeof startSpinner>['actor'], text: string) {
  actor.send({ type: 'INPUT.CHANGE', value: text });
  actor.send({ type: 'ITEM.ADD' });
}

describe('initial state', () => {
  it('starts idle with the given items, empty input, no result, no notice and rotation 0', () => {
    const { actor, notices } = startSpinner();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('idle');
    expect(snapshot.context.items).toEqual(DEFAULTS);
    expect(snapshot.context.inputText).toBe('');
    expect(snapshot.context.result).toBeNull();
    expect(notices).toEqual([]);
    expect(snapshot.context.rotation).toBe(0);
  });

  it('cleans the starting list: trimmed, no empties or duplicates, at most 10', () => {
    const { actor } = startSpinner([' a ', 'A', '', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k']);
    expect(actor.getSnapshot().context.items).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j']);
  });
});

describe('adding a challenge', () => {
  it('adds the trimmed text, clears the input and announces it', () => {
    const { actor, notices } = startSpinner();
    addItem(actor, '  Sing a song  ');
    const { context } = actor.getSnapshot();
    expect(context.items).toEqual([...DEFAULTS, 'Sing a song']);
    expect(context.inputText).toBe('');
    expect(notices).toEqual([
      { type: 'notice', kind: 'success', title: 'Challenge Added!', detail: '"Sing a song" is on the wheel.' },
    ]);
  });

  it('keeps the input text as typed', () => {
    const { actor } = startSpinner();
    actor.send({ type: 'INPUT.CHANGE', value: '  half typed' });
    expect(actor.getSnapshot().context.inputText).toBe('  half typed');
  });

  it('refuses whitespace-only text: Invalid Input', () => {
    const { actor, notices } = startSpinner();
    addItem(actor, '   ');
    const { context } = actor.getSnapshot();
    expect(context.items).toEqual(DEFAULTS);
    expect(context.inputText).toBe('   ');
    expect(notices).toEqual([
      { type: 'notice', kind: 'error', title: 'Invalid Input', detail: 'Please enter a valid challenge item.' },
    ]);
  });

  it('refuses a duplicate, ignoring case and surrounding spaces: Duplicate Item', () => {
    const { actor, notices } = startSpinner();
    addItem(actor, ' sip YOUR drink ');
    const { context } = actor.getSnapshot();
    expect(context.items).toEqual(DEFAULTS);
    expect(notices).toEqual([
      {
        type: 'notice',
        kind: 'error',
        title: 'Duplicate Item',
        detail: 'This challenge already exists in your wheel.',
      },
    ]);
  });

  it('takes a 10th item and refuses an 11th: Maximum Reached', () => {
    const { actor, notices } = startSpinner();
    addItem(actor, 'Ninth');
    addItem(actor, 'Tenth');
    expect(actor.getSnapshot().context.items).toHaveLength(10);
    addItem(actor, 'Eleventh');
    const { context } = actor.getSnapshot();
    expect(context.items).toHaveLength(10);
    expect(context.items).not.toContain('Eleventh');
    expect(notices).toHaveLength(3);
    expect(notices.at(-1)).toEqual({
      type: 'notice',
      kind: 'error',
      title: 'Maximum Reached',
      detail: 'You can only have up to 10 challenges on the wheel.',
    });
  });

  it('reports every notice, even a repeated message', () => {
    const { actor, notices } = startSpinner();
    addItem(actor, '');
    addItem(actor, '');
    const invalid = {
      type: 'notice',
      kind: 'error',
      title: 'Invalid Input',
      detail: 'Please enter a valid challenge item.',
    };
    expect(notices).toEqual([invalid, invalid]);
  });
});

describe('removing a challenge', () => {
  it('removes the item at the index: Challenge Removed', () => {
    const { actor, notices } = startSpinner();
    actor.send({ type: 'ITEM.REMOVE', index: 1 });
    const { context } = actor.getSnapshot();
    expect(context.items).toEqual(DEFAULTS.filter((item) => item !== 'Share a secret'));
    expect(notices).toEqual([{ type: 'notice', kind: 'success', title: 'Challenge Removed' }]);
  });

  it('goes down to 2 items and refuses the next: Cannot Remove', () => {
    const { actor } = startSpinner(['a', 'b', 'c']);
    actor.send({ type: 'ITEM.REMOVE', index: 0 });
    expect(actor.getSnapshot().context.items).toEqual(['b', 'c']);
    expectRefused(
      actor,
      { type: 'ITEM.REMOVE', index: 0 },
      {
        kind: 'error',
        title: 'Cannot Remove',
        detail: 'You need at least 2 items to spin the wheel.',
      },
    );
  });

  it('ignores an index that names no item', () => {
    const { actor } = startSpinner();
    expectRefused(actor, { type: 'ITEM.REMOVE', index: 8 });
    expectRefused(actor, { type: 'ITEM.REMOVE', index: -1 });
  });
});

describe('spinning', () => {
  it('spins for exactly 4 s: nothing at 3,999 ms, the result at 4,000 ms', () => {
    const { actor, clock, celebrate, notices } = startSpinner();
    actor.send({ type: 'WHEEL.SPIN' });
    let snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('spinning');
    const spinning = {
      type: 'notice',
      kind: 'info',
      title: '🎲 Spinning...',
      detail: "Let's see what challenge awaits you!",
    };
    expect(notices).toEqual([spinning]);

    clock.increment(3_999);
    snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('spinning');
    expect(snapshot.context.result).toBeNull();
    expect(notices).toEqual([spinning]);
    expect(celebrate).not.toHaveBeenCalled();

    clock.increment(1);
    snapshot = actor.getSnapshot();
    const winner = DEFAULTS[expectedSlice(snapshot.context.rotation, DEFAULTS.length)];
    expect(snapshot.value).toBe('result');
    expect(snapshot.context.result).toBe(winner);
    expect(notices).toEqual([
      spinning,
      {
        type: 'notice',
        kind: 'success',
        title: '🎉 Challenge Selected!',
        detail: `Your challenge is: ${winner}`,
      },
    ]);
    expect(celebrate).toHaveBeenCalledTimes(1);
  });

  it('sets the final rotation when the spin starts, so the screen can animate to it', () => {
    const { actor } = startSpinner(DEFAULTS, 7);
    const plan = planSpin(0, 8, 7);
    actor.send({ type: 'WHEEL.SPIN' });
    expect(actor.getSnapshot().context.rotation).toBe(plan.rotation);
    expect(actor.getSnapshot().context.lastTurns).toBe(plan.turns);
    expect(actor.getSnapshot().context.rngState).toBe(plan.rngState);
  });

  it('refuses input, add, remove and spin while spinning: nothing changes', () => {
    const { actor, clock } = startSpinner();
    actor.send({ type: 'INPUT.CHANGE', value: 'Typed before' });
    actor.send({ type: 'WHEEL.SPIN' });
    expectRefused(actor, { type: 'INPUT.CHANGE', value: 'Typed during' });
    expectRefused(actor, { type: 'ITEM.ADD' });
    expectRefused(actor, { type: 'ITEM.REMOVE', index: 0 });
    expectRefused(actor, { type: 'WHEEL.SPIN' });
    expect(actor.getSnapshot().value).toBe('spinning');

    // A refused WHEEL.SPIN does not restart the 4 s.
    clock.increment(4_000);
    expect(actor.getSnapshot().value).toBe('result');
  });

  it('refuses to spin with fewer than 2 items', () => {
    const { actor, clock, notices } = startSpinner(['only one']);
    const before = actor.getSnapshot().context;
    expectRefused(actor, { type: 'WHEEL.SPIN' });
    clock.increment(4_000);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context).toEqual(before);
    expect(notices).toEqual([]);
  });

  it('clears the previous result when the next spin starts', () => {
    const { actor, clock } = startSpinner();
    actor.send({ type: 'WHEEL.SPIN' });
    clock.increment(4_000);
    expect(actor.getSnapshot().context.result).not.toBeNull();
    actor.send({ type: 'WHEEL.SPIN' });
    expect(actor.getSnapshot().context.result).toBeNull();
  });
});

describe('after a result', () => {
  it('allows typing, adding, removing and spinning again, keeping the shown result', () => {
    const { actor, clock, celebrate } = startSpinner();
    actor.send({ type: 'WHEEL.SPIN' });
    clock.increment(4_000);
    const result = actor.getSnapshot().context.result;

    addItem(actor, 'Sing a song');
    expect(actor.getSnapshot().context.items).toContain('Sing a song');
    actor.send({ type: 'ITEM.REMOVE', index: 8 });
    expect(actor.getSnapshot().context.items).toEqual(DEFAULTS);
    expect(actor.getSnapshot().value).toBe('result');
    expect(actor.getSnapshot().context.result).toBe(result);

    const firstRotation = actor.getSnapshot().context.rotation;
    actor.send({ type: 'WHEEL.SPIN' });
    expect(actor.getSnapshot().value).toBe('spinning');
    expect(actor.getSnapshot().context.rotation).toBeGreaterThan(firstRotation);
    clock.increment(4_000);
    expect(actor.getSnapshot().value).toBe('result');
    expect(celebrate).toHaveBeenCalledTimes(2);
  });
});

describe('chance is data', () => {
  it('replays the same game from the same seed and events', () => {
    const play = (seed: number) => {
      const { actor, clock } = startSpinner(DEFAULTS, seed);
      const results: (string | null)[] = [];
      for (let spin = 0; spin < 5; spin++) {
        actor.send({ type: 'WHEEL.SPIN' });
        clock.increment(4_000);
        results.push(actor.getSnapshot().context.result);
        actor.send({ type: 'ITEM.REMOVE', index: 0 });
      }
      return { results, context: actor.getSnapshot().context };
    };
    expect(play(2_024)).toEqual(play(2_024));
    expect(play(2_024).context.rotation).not.toBe(play(2_025).context.rotation);
  });
});

describe('full-actor spins agree with geometry for every item count', () => {
  it('records the slice under the pointer over 100 spins per count, 2 to 10 items', () => {
    const problems: string[] = [];
    for (let count = 2; count <= 10; count++) {
      const items = Array.from({ length: count }, (_, at) => `Challenge ${at + 1}`);
      const { actor, clock } = startSpinner(items, 500 + count);
      let previous = 0;
      for (let spin = 0; spin < 100; spin++) {
        actor.send({ type: 'WHEEL.SPIN' });
        clock.increment(4_000);
        const { context } = actor.getSnapshot();
        const expected = items[expectedSlice(context.rotation, count)];
        if (context.result !== expected)
          problems.push(`${count} items, spin ${spin}: ${context.result} vs ${expected}`);
        if (!(context.rotation > previous)) problems.push(`${count} items, spin ${spin}: rotation did not grow`);
        const turns = context.lastTurns ?? 0;
        if (turns < 5 || turns > 10) problems.push(`${count} items, spin ${spin}: ${turns} turns`);
        previous = context.rotation;
      }
    }
    expect(problems.slice(0, 5)).toEqual([]);
  });
});
