import { describe, expect, it } from 'vitest';
import { assign, emit, setup } from 'xstate';
import { expectRefused } from './expect-refused';
import { startOnClock } from './start-on-clock';

/** Counts up to two; a third press is refused with a notice, a reset while at zero silently. */
const counter = setup({
  types: {} as {
    context: { count: number };
    events: { type: 'COUNT.UP' } | { type: 'COUNT.RESET' };
    emitted: { type: 'notice'; message: string };
  },
}).createMachine({
  context: { count: 0 },
  on: {
    'COUNT.UP': [
      { guard: ({ context }) => context.count >= 2, actions: emit({ type: 'notice', message: 'Two is the most.' }) },
      { actions: assign({ count: ({ context }) => context.count + 1 }) },
    ],
    'COUNT.RESET': { guard: ({ context }) => context.count > 0, actions: assign({ count: 0 }) },
  },
});

describe('expectRefused', () => {
  it('passes for a silent refusal and for one reported with its notice', () => {
    const { actor } = startOnClock(counter, undefined);
    expectRefused(actor, { type: 'COUNT.RESET' });
    actor.send({ type: 'COUNT.UP' });
    actor.send({ type: 'COUNT.UP' });
    expectRefused(actor, { type: 'COUNT.UP' }, { message: 'Two is the most.' });
  });

  it('fails when the move is accepted, or when the notice is missing or different', () => {
    const { actor } = startOnClock(counter, undefined);
    expect(() => expectRefused(actor, { type: 'COUNT.UP' })).toThrow();
    expect(() => expectRefused(actor, { type: 'COUNT.RESET' }, { message: 'Two is the most.' })).toThrow();
    actor.send({ type: 'COUNT.UP' });
    expect(() => expectRefused(actor, { type: 'COUNT.UP' })).toThrow();
    expect(() => expectRefused(actor, { type: 'COUNT.UP' }, { message: 'Three is too many.' })).toThrow();
  });

  it('records every notice from the start', () => {
    const game = startOnClock(counter, undefined);
    for (let press = 0; press < 4; press++) game.actor.send({ type: 'COUNT.UP' });
    expect(game.notices).toEqual([
      { type: 'notice', message: 'Two is the most.' },
      { type: 'notice', message: 'Two is the most.' },
    ]);
  });
});
