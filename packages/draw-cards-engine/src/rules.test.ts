import { describe, expect, it } from 'vitest';
import {
  CONFETTI_PIECES,
  CUP_COUNT,
  CUP_SYMBOLS,
  DARE_BANK_ID,
  FIND_THE_QUEEN_MESSAGE,
  HIDDEN_CUP_LABEL,
  MEMORIZE_MS,
  MIN_PLAYERS,
  QUEEN_CUP_ID,
  REDUCED_MOTION_SHUFFLE_MS,
  REDUCED_MOTION_SHUFFLE_SWAPS,
  REDUCED_MOTION_SWAP_INTERVAL_MS,
  SHUFFLE_MS,
  SHUFFLE_SWAPS,
  SWAP_INTERVAL_MS,
  TRUTH_CATEGORIES,
  TRUTH_CATEGORY_IDS,
  correctGuessMessage,
  isTruthCategoryId,
  wrongGuessMessage,
} from './rules';
import { shuffleTiming } from './draw-cards-machine';

describe('draw-cards constants (spec section 9)', () => {
  it('needs 2 players and uses 3 cups with the crown as the Queen', () => {
    expect(MIN_PLAYERS).toBe(2);
    expect(CUP_COUNT).toBe(3);
    expect(CUP_SYMBOLS).toEqual(['👑', '♠', '♥']);
    expect(CUP_SYMBOLS[QUEEN_CUP_ID]).toBe('👑');
    expect(HIDDEN_CUP_LABEL).toBe('?');
  });

  it('shows the Queen for 3 s and shuffles for 3000 ms with a swap every 150 ms (20 swaps)', () => {
    expect(MEMORIZE_MS).toBe(3_000);
    expect(SHUFFLE_MS).toBe(3_000);
    expect(SWAP_INTERVAL_MS).toBe(150);
    expect(SHUFFLE_SWAPS).toBe(20);
  });

  it('shuffles 4 times, every 375 ms over 1,500 ms, with reduced motion', () => {
    expect(REDUCED_MOTION_SWAP_INTERVAL_MS).toBe(375);
    expect(REDUCED_MOTION_SHUFFLE_MS).toBe(1_500);
    expect(REDUCED_MOTION_SHUFFLE_SWAPS).toBe(4);
    expect(shuffleTiming(true)).toEqual({ intervalMs: 375, swaps: 4 });
    expect(shuffleTiming(false)).toEqual({ intervalMs: 150, swaps: 20 });
  });

  it('throws 200 confetti pieces', () => {
    expect(CONFETTI_PIECES).toBe(200);
  });
});

describe('draw-cards messages (spec sections 4 and 8)', () => {
  it('asks to find the Queen', () => {
    expect(FIND_THE_QUEEN_MESSAGE).toBe('Find the Queen!');
  });

  it('words a right and a wrong guess verbatim', () => {
    expect(correctGuessMessage('Ann')).toBe('🎉 Correct! Ann found the Queen!');
    expect(wrongGuessMessage('Ben')).toBe('❌ Wrong Guess! Ben, choose:');
  });
});

describe('truth categories', () => {
  it('offers normal, party, funny, spicy and 18+ from the shared banks, 18+ for adults only', () => {
    expect(TRUTH_CATEGORY_IDS).toEqual(['normal', 'party', 'funny', 'spicy', '18+']);
    expect(TRUTH_CATEGORIES).toEqual([
      { id: 'normal', label: 'Normal', bankId: 'shared/normal', adultsOnly: false },
      { id: 'party', label: 'Party', bankId: 'shared/party', adultsOnly: false },
      { id: 'funny', label: 'Funny', bankId: 'shared/funny', adultsOnly: false },
      { id: 'spicy', label: 'Spicy', bankId: 'shared/spicy', adultsOnly: false },
      { id: '18+', label: '18+', bankId: 'shared/18-plus', adultsOnly: true },
    ]);
    expect(DARE_BANK_ID).toBe('shared/dares');
  });

  it('recognises only those category ids', () => {
    expect(isTruthCategoryId('18+')).toBe(true);
    expect(isTruthCategoryId('normal')).toBe(true);
    expect(isTruthCategoryId('dare')).toBe(false);
    expect(isTruthCategoryId('18-plus')).toBe(false);
    expect(isTruthCategoryId(undefined)).toBe(false);
  });
});
