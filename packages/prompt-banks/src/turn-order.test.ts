import { describe, expect, it } from 'vitest';
import { nextTurnIndex, normalizePlayerName, turnIndexAfterLeave } from './turn-order';

describe('turn order', () => {
  it('moves to the next player and wraps to the first; 0 with nobody', () => {
    expect([
      nextTurnIndex(0, 3),
      nextTurnIndex(1, 3),
      nextTurnIndex(2, 3),
      nextTurnIndex(0, 1),
      nextTurnIndex(5, 0),
    ]).toEqual([1, 2, 0, 0, 0]);
  });

  it('keeps the turn with the same person when someone leaves, and passes it on when they had it', () => {
    expect(turnIndexAfterLeave(2, 0, 3)).toBe(1);
    expect(turnIndexAfterLeave(0, 2, 3)).toBe(0);
    expect(turnIndexAfterLeave(1, 1, 3)).toBe(1);
    expect(turnIndexAfterLeave(2, 2, 3)).toBe(0);
    expect(turnIndexAfterLeave(0, 0, 1)).toBe(0);
  });

  it('trims names and ignores empty ones and anything that is not text', () => {
    expect(normalizePlayerName('  Ann  ')).toBe('Ann');
    expect([
      normalizePlayerName(''),
      normalizePlayerName(' \t\n '),
      normalizePlayerName(undefined),
      normalizePlayerName(42),
    ]).toEqual([null, null, null, null]);
  });
});
