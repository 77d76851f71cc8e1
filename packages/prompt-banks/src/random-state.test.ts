import { describe, expect, it } from 'vitest';
import { drawRandoms, nextRandom, shuffle, withRandomState } from './random';

describe('drawRandoms', () => {
  it('draws the mulberry32 sequence and returns the state after the last draw', () => {
    const first = nextRandom(42);
    const second = nextRandom(first.state);
    expect(drawRandoms(42, 2)).toEqual({ values: [first.value, second.value], rngState: second.state });
  });

  it('leaves the state alone when drawing nothing', () => {
    expect(drawRandoms(42, 0)).toEqual({ values: [], rngState: 42 });
  });
});

describe('withRandomState', () => {
  it('advances the state by exactly the draws the callback made', () => {
    const { result, rngState } = withRandomState(9, (random) => [random(), random(), random()]);
    const expected = drawRandoms(9, 3);
    expect(result).toEqual(expected.values);
    expect(rngState).toBe(expected.rngState);
  });

  it('replays: the same state gives the same shuffle', () => {
    const a = withRandomState(5, (random) => shuffle([1, 2, 3, 4, 5, 6], random));
    const b = withRandomState(5, (random) => shuffle([1, 2, 3, 4, 5, 6], random));
    expect(a).toEqual(b);
  });
});
