import { describe, expect, it } from 'vitest';
import {
  CELEBRATION_MS,
  challengeAddedDetail,
  challengeSelectedDetail,
  challengesHeading,
  MAX_ITEMS,
  MAX_TURNS,
  MIN_ITEMS,
  MIN_TURNS,
  SPIN_DURATION_MS,
  TOAST_MS,
} from './rules';

describe('spinner constants (spec section 9)', () => {
  it('holds 2 to 10 items', () => {
    expect(MIN_ITEMS).toBe(2);
    expect(MAX_ITEMS).toBe(10);
  });

  it('spins 4 s with 5 to 10 turns', () => {
    expect(SPIN_DURATION_MS).toBe(4_000);
    expect(MIN_TURNS).toBe(5);
    expect(MAX_TURNS).toBe(10);
  });

  it('shows toasts and confetti for 3 s', () => {
    expect(TOAST_MS).toBe(3_000);
    expect(CELEBRATION_MS).toBe(3_000);
  });
});

describe('spinner texts', () => {
  it('formats the heading as Challenges (n/10)', () => {
    expect(challengesHeading(0)).toBe('Challenges (0/10)');
    expect(challengesHeading(8)).toBe('Challenges (8/10)');
  });

  it('names the item in the added and selected details', () => {
    expect(challengeAddedDetail('Sing a song')).toBe('"Sing a song" is on the wheel.');
    expect(challengeSelectedDetail('Sing a song')).toBe('Your challenge is: Sing a song');
  });
});
