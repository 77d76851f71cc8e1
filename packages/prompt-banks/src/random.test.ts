import { describe, expect, it } from 'vitest';
import { createSeededRandom, nextRandom, randomInt, shuffle } from './random';

describe('seeded random', () => {
  it('repeats the same sequence for the same seed and stays within [0, 1)', () => {
    const a = createSeededRandom(42);
    const b = createSeededRandom(42);
    const values = Array.from({ length: 1000 }, () => a());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(Math.min(...values)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...values)).toBeLessThan(1);
  });

  it('matches the pure step function, so a machine can store the state', () => {
    const random = createSeededRandom(9);
    const first = nextRandom(9);
    expect(random()).toBe(first.value);
    expect(random()).toBe(nextRandom(first.state).value);
  });

  it('draws whole numbers across the inclusive range', () => {
    const random = createSeededRandom(3);
    const seen = new Set(Array.from({ length: 2000 }, () => randomInt(random, 5, 10)));
    expect([...seen].sort((x, y) => x - y)).toEqual([5, 6, 7, 8, 9, 10]);
  });

  it('shuffles a copy into a permutation', () => {
    const items = [1, 2, 3, 4, 5, 6, 7, 8];
    const shuffled = shuffle(items, createSeededRandom(5));
    expect(items).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect([...shuffled].sort()).toEqual(items);
    expect(shuffled).not.toEqual(items);
  });
});
