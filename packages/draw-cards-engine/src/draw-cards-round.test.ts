import { describe, expect, it } from 'vitest';
import { createDrawCardsMachine } from './draw-cards-machine';
import { selectCanGuess, selectCups, selectMessage, selectPhase } from './selectors';
import { advanceBy } from '@truth-or-dare/engine-test-kit';
import { runToGuessing, startGame, type DrawCardsActor } from './draw-cards-scenarios';

const count = (actor: DrawCardsActor) => actor.getSnapshot().context.swapCount;
const phase = (actor: DrawCardsActor) => selectPhase(actor.getSnapshot());

describe('memorize phase', () => {
  it('shows the Queen face up for exactly 3,000 ms', () => {
    const { actor, clock } = startGame();
    const { cupOrder, queenPosition } = actor.getSnapshot().context;
    expect(cupOrder[queenPosition]).toBe(0);
    expect(selectCups(actor.getSnapshot()).map((cup) => cup.label)[queenPosition]).toBe('👑');
    expect(selectCups(actor.getSnapshot()).every((cup) => cup.faceUp)).toBe(true);
    expect(selectMessage(actor.getSnapshot())).toBe('');

    clock.increment(2_999);
    expect(phase(actor)).toBe('memorizing');
    expect(actor.getSnapshot().context.cupOrder).toEqual(cupOrder);
    clock.increment(1);
    expect(phase(actor)).toBe('shuffling');
    expect(count(actor)).toBe(0);
  });

  it('starts the Queen at a random position, different across seeds', () => {
    const starts = new Set<number>();
    for (let seed = 1; seed <= 20; seed++)
      starts.add(startGame(['Ann', 'Ben'], { seed }).actor.getSnapshot().context.queenPosition);
    expect([...starts].sort()).toEqual([0, 1, 2]);
  });
});

describe('shuffling', () => {
  it('swaps every 150 ms: one swap at 150 ms, none at 149 ms, then one more each 150 ms', () => {
    const { actor, clock } = startGame();
    clock.increment(3_000);
    clock.increment(149);
    expect(count(actor)).toBe(0);
    clock.increment(1);
    expect(count(actor)).toBe(1);
    for (let swaps = 2; swaps <= 19; swaps++) {
      clock.increment(149);
      expect(count(actor)).toBe(swaps - 1);
      clock.increment(1);
      expect(count(actor)).toBe(swaps);
      expect(phase(actor)).toBe('shuffling');
    }
  });

  it('makes its 20th and last swap at 3,000 ms and then asks for the guess', () => {
    const { actor, clock } = startGame();
    clock.increment(3_000);
    for (let i = 0; i < 19; i++) clock.increment(150);
    clock.increment(149);
    expect(count(actor)).toBe(19);
    expect(phase(actor)).toBe('shuffling');
    expect(selectCanGuess(actor.getSnapshot())).toBe(false);
    clock.increment(1);
    expect(count(actor)).toBe(20);
    expect(phase(actor)).toBe('guessing');
    expect(selectCanGuess(actor.getSnapshot())).toBe(true);
    clock.increment(10_000);
    expect(count(actor)).toBe(20);
  });

  it('opens the guess 6,000 ms after the round starts, with time running as on a real clock', () => {
    const { actor, clock } = startGame();
    advanceBy(clock, 5_999);
    expect(count(actor)).toBe(19);
    expect(phase(actor)).toBe('shuffling');
    advanceBy(clock, 1);
    expect(count(actor)).toBe(20);
    expect(phase(actor)).toBe('guessing');
  });

  it('hides the cups while they move and then shows "?" with "Find the Queen!"', () => {
    const { actor, clock } = startGame();
    clock.increment(3_000);
    expect(selectCups(actor.getSnapshot()).map((cup) => cup.label)).toEqual(['?', '?', '?']);
    expect(selectMessage(actor.getSnapshot())).toBe('');
    runToGuessing(clock);
    expect(selectCups(actor.getSnapshot()).map((cup) => cup.label)).toEqual(['?', '?', '?']);
    expect(selectMessage(actor.getSnapshot())).toBe('Find the Queen!');
  });

  it('tracks the Queen through every swap', () => {
    const { actor, clock } = startGame(['Ann', 'Ben'], { seed: 99 });
    let previous = actor.getSnapshot().context;
    let tracked = previous.queenPosition;
    const pairsSeen = new Set<string>();
    clock.increment(3_000);
    for (let i = 1; i <= 20; i++) {
      clock.increment(150);
      const context = actor.getSnapshot().context;
      expect(context.swapCount).toBe(i);
      const [a, b] = context.lastSwap ?? [-1, -1];
      expect(a).not.toBe(b);
      pairsSeen.add(`${a}-${b}`);
      // The new order is the previous one with exactly positions a and b exchanged.
      expect(context.cupOrder[a]).toBe(previous.cupOrder[b]);
      expect(context.cupOrder[b]).toBe(previous.cupOrder[a]);
      tracked = tracked === a ? b : tracked === b ? a : tracked;
      expect(context.queenPosition).toBe(tracked);
      expect(context.cupOrder[context.queenPosition]).toBe(0);
      previous = context;
    }
    expect(pairsSeen.size).toBe(3);
  });
});

describe('reduced motion', () => {
  it('keeps the 3,000 ms memorize phase, then swaps 4 times, every 375 ms, over 1,500 ms', () => {
    const { actor, clock } = startGame(['Ann', 'Ben'], { seed: 4, reducedMotion: true });
    clock.increment(2_999);
    expect(phase(actor)).toBe('memorizing');
    clock.increment(1);
    expect(phase(actor)).toBe('shuffling');
    for (let swaps = 1; swaps <= 3; swaps++) {
      clock.increment(374);
      expect(count(actor)).toBe(swaps - 1);
      clock.increment(1);
      expect(count(actor)).toBe(swaps);
      expect(phase(actor)).toBe('shuffling');
      expect(actor.getSnapshot().context.cupOrder[actor.getSnapshot().context.queenPosition]).toBe(0);
    }
    clock.increment(374);
    expect(phase(actor)).toBe('shuffling');
    clock.increment(1);
    expect(count(actor)).toBe(4);
    expect(phase(actor)).toBe('guessing');
    expect(selectMessage(actor.getSnapshot())).toBe('Find the Queen!');
    expect(actor.getSnapshot().context.cupOrder[actor.getSnapshot().context.queenPosition]).toBe(0);
  });
});

describe('seeded determinism', () => {
  function playRound(seed: number) {
    const { actor, clock } = startGame(['Ann', 'Ben'], { seed });
    const orders = [actor.getSnapshot().context.cupOrder];
    clock.increment(3_000);
    for (let i = 0; i < 20; i++) {
      clock.increment(150);
      orders.push(actor.getSnapshot().context.cupOrder);
    }
    return { orders, context: actor.getSnapshot().context };
  }

  it('replays the same cups and swaps for the same seed', () => {
    expect(playRound(2024)).toEqual(playRound(2024));
  });

  it('shuffles differently for another seed', () => {
    expect(playRound(2024).orders).not.toEqual(playRound(2025).orders);
  });

  it('does not share state between machines made by the factory', () => {
    const machine = createDrawCardsMachine();
    const a = startGame(['Ann', 'Ben'], { seed: 8 }, machine);
    runToGuessing(a.clock);
    const b = startGame(['Ann', 'Ben'], { seed: 8 }, machine);
    runToGuessing(b.clock);
    expect(b.actor.getSnapshot().context).toEqual(a.actor.getSnapshot().context);
  });
});
