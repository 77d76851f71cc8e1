import { createSeededRandom } from '@truth-or-dare/prompt-banks';
import { describe, expect, it } from 'vitest';
import { SWAP_PAIRS, dealCups, isValidPosition, queenPositionOf, swapCups, swapPairFor, viewCups } from './cups';

describe('swapCups', () => {
  it('exchanges the cups at two positions and leaves the input untouched', () => {
    const order = [0, 1, 2] as const;
    expect(swapCups(order, [0, 2])).toEqual([2, 1, 0]);
    expect(swapCups(order, [1, 2])).toEqual([0, 2, 1]);
    expect(order).toEqual([0, 1, 2]);
  });
});

describe('swapPairFor', () => {
  it('splits [0, 1) evenly over the three pairs of positions', () => {
    expect(SWAP_PAIRS).toEqual([
      [0, 1],
      [0, 2],
      [1, 2],
    ]);
    expect(swapPairFor(0)).toEqual([0, 1]);
    expect(swapPairFor(0.333)).toEqual([0, 1]);
    expect(swapPairFor(0.334)).toEqual([0, 2]);
    expect(swapPairFor(0.666)).toEqual([0, 2]);
    expect(swapPairFor(0.667)).toEqual([1, 2]);
    expect(swapPairFor(0.999999)).toEqual([1, 2]);
  });
});

describe('queenPositionOf', () => {
  it('is where the crown cup (id 0) stands', () => {
    expect(queenPositionOf([0, 1, 2])).toBe(0);
    expect(queenPositionOf([2, 0, 1])).toBe(1);
    expect(queenPositionOf([1, 2, 0])).toBe(2);
  });
});

describe('dealCups', () => {
  it('deals the three cups once each, the Queen at every position for some seed', () => {
    const queenStarts = new Set<number>();
    for (let seed = 1; seed <= 30; seed++) {
      const order = dealCups(createSeededRandom(seed));
      expect([...order].sort()).toEqual([0, 1, 2]);
      queenStarts.add(queenPositionOf(order));
    }
    expect([...queenStarts].sort()).toEqual([0, 1, 2]);
  });
});

describe('isValidPosition', () => {
  it('accepts the whole positions 0, 1 and 2 only', () => {
    expect([0, 1, 2].every(isValidPosition)).toBe(true);
    expect([-1, 3, 1.5, Number.NaN, '1', null].some(isValidPosition)).toBe(false);
  });
});

describe('viewCups', () => {
  it('shows symbols face up and marks the guessed position', () => {
    expect(viewCups([1, 0, 2], true, 2)).toEqual([
      { cupId: 1, position: 0, label: '♠', faceUp: true, guessed: false },
      { cupId: 0, position: 1, label: '👑', faceUp: true, guessed: false },
      { cupId: 2, position: 2, label: '♥', faceUp: true, guessed: true },
    ]);
  });

  it("shows '?' face down", () => {
    expect(viewCups([1, 0, 2], false, null).map((cup) => cup.label)).toEqual(['?', '?', '?']);
  });
});
