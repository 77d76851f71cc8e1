import { describe, expect, it } from 'vitest';
import { botPromptType, pickAvoidingRepeat, takeNextTruth } from './prompt-picks';
import { indexAvoiding, intInRange } from './random-picks';
import { TRUTHS } from './quick-play-scenarios';

describe('takeNextTruth', () => {
  it('takes truths in order and wraps after the last', () => {
    expect(takeNextTruth(TRUTHS, 0)).toEqual({ text: 'Truth 1', truthIndex: 1 });
    expect(takeNextTruth(TRUTHS, 3)).toEqual({ text: 'Truth 4', truthIndex: 4 });
    expect(takeNextTruth(TRUTHS, 4)).toEqual({ text: 'Truth 5', truthIndex: 0 });
  });

  it('returns null when there are no truths', () => {
    expect(takeNextTruth([], 0)).toBeNull();
  });
});

describe('botPromptType', () => {
  it('is truth below one half and dare from one half', () => {
    expect(botPromptType(0)).toBe('truth');
    expect(botPromptType(0.4999)).toBe('truth');
    expect(botPromptType(0.5)).toBe('dare');
    expect(botPromptType(0.9999)).toBe('dare');
  });
});

describe('indexAvoiding and pickAvoidingRepeat', () => {
  it('covers the whole list when there is nothing to avoid', () => {
    expect(indexAvoiding(0, 25, null)).toBe(0);
    expect(indexAvoiding(0.9999, 25, null)).toBe(24);
  });

  it('never returns the avoided index when there is a choice', () => {
    for (let avoid = 0; avoid < 5; avoid++) {
      const seen = new Set<number>();
      for (let v = 0; v < 1; v += 0.01) seen.add(indexAvoiding(v, 5, avoid) as number);
      expect(seen.has(avoid)).toBe(false);
      expect(seen.size).toBe(4);
    }
  });

  it('returns the only item of a one-item list and null for an empty one', () => {
    expect(indexAvoiding(0.7, 1, 0)).toBe(0);
    expect(indexAvoiding(0.7, 0, null)).toBeNull();
    expect(pickAvoidingRepeat([], null, 0.5)).toBeNull();
    expect(pickAvoidingRepeat(['a', 'b'], 0, 0.1)).toEqual({ item: 'b', index: 1 });
  });
});

describe('random draws', () => {
  it('maps a draw onto an inclusive whole-number range', () => {
    expect(intInRange(0, 3_500, 6_000)).toBe(3_500);
    expect(intInRange(0.99999999, 3_500, 6_000)).toBe(6_000);
  });
});
