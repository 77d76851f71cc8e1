import { describe, expect, it } from 'vitest';
import { assign, setup } from 'xstate';
import { advanceBy, advanceToNextTimer } from './advance';
import { startOnClock, type ClockedActor } from './start-on-clock';

/** Ticks once a second by re-entering its state, like a game's turn timer. */
const ticking = setup({ types: {} as { context: { ticks: number } } }).createMachine({
  context: { ticks: 0 },
  initial: 'running',
  states: {
    running: {
      after: {
        1_000: { target: 'running', reenter: true, actions: assign({ ticks: ({ context }) => context.ticks + 1 }) },
      },
    },
  },
});

const ticks = (game: ClockedActor<typeof ticking>) => game.actor.getSnapshot().context.ticks;

describe('advanceBy', () => {
  it('fires a re-armed delay on time, where one SimulatedClock jump fires it once', () => {
    const stepped = startOnClock(ticking, undefined);
    advanceBy(stepped.clock, 5_000);
    expect(ticks(stepped)).toBe(5);
    expect(stepped.clock.now()).toBe(5_000);

    const jumped = startOnClock(ticking, undefined);
    jumped.clock.increment(5_000);
    expect(ticks(jumped)).toBe(1);
  });

  it('stops just short of a boundary and crosses it with the next millisecond', () => {
    const game = startOnClock(ticking, undefined);
    advanceBy(game.clock, 2_999);
    expect(ticks(game)).toBe(2);
    advanceBy(game.clock, 1);
    expect(ticks(game)).toBe(3);
  });
});

describe('advanceToNextTimer', () => {
  it('jumps to the next scheduled delay and reports the time', () => {
    const game = startOnClock(ticking, undefined);
    expect(game.clock.nextTimerAt()).toBe(1_000);
    expect(advanceToNextTimer(game.clock)).toBe(1_000);
    expect(ticks(game)).toBe(1);
    expect(game.clock.nextTimerAt()).toBe(2_000);
  });

  it('leaves the clock alone when nothing is scheduled', () => {
    const game = startOnClock(ticking, undefined);
    game.actor.stop();
    expect(game.clock.nextTimerAt()).toBeUndefined();
    expect(advanceToNextTimer(game.clock)).toBeUndefined();
    expect(game.clock.now()).toBe(0);
  });
});
