import type { PromptBankId } from '@truth-or-dare/prompt-banks';

/** Constants of the draw-cards game (docs/product.md#draw-cards). */

/** Start Game needs at least this many players. */
export const MIN_PLAYERS = 2;

/** Three cups; the cup id is its index here and never changes while cups move. */
export const CUP_COUNT = 3;
/** The crown marks the Queen; the other two cups carry suit symbols. */
export const CUP_SYMBOLS = ['👑', '♠', '♥'] as const;
export type CupId = 0 | 1 | 2;
export const QUEEN_CUP_ID: CupId = 0;
/** What a face-down cup shows. */
export const HIDDEN_CUP_LABEL = '?';

/** The Queen is shown for 3 s before the shuffle. */
export const MEMORIZE_MS = 3_000;

/**
 * One swap every 150 ms for 3,000 ms: swaps land at 150, 300, ..., 3,000 ms, so the 20th and
 * last swap happens at 3,000 ms and the cups become guessable at that same instant.
 */
export const SWAP_INTERVAL_MS = 150;
export const SHUFFLE_MS = 3_000;
export const SHUFFLE_SWAPS = SHUFFLE_MS / SWAP_INTERVAL_MS;

/** Reduced motion: the same rules, fewer and slower swaps (4 swaps, one every 375 ms, over 1,500 ms). */
export const REDUCED_MOTION_SWAP_INTERVAL_MS = 375;
export const REDUCED_MOTION_SHUFFLE_MS = 1_500;
export const REDUCED_MOTION_SHUFFLE_SWAPS = REDUCED_MOTION_SHUFFLE_MS / REDUCED_MOTION_SWAP_INTERVAL_MS;

/** Confetti pieces for a correct guess (the app's `celebrate` action draws them). */
export const CONFETTI_PIECES = 200;

export const FIND_THE_QUEEN_MESSAGE = 'Find the Queen!';

export function correctGuessMessage(player: string): string {
  return `🎉 Correct! ${player} found the Queen!`;
}

export function wrongGuessMessage(player: string): string {
  return `❌ Wrong Guess! ${player}, choose:`;
}

export const TRUTH_CATEGORY_IDS = ['normal', 'party', 'funny', 'spicy', '18+'] as const;
export type TruthCategoryId = (typeof TRUTH_CATEGORY_IDS)[number];

export interface TruthCategory {
  readonly id: TruthCategoryId;
  readonly label: string;
  /** The shared bank the screen loads and passes in with CATEGORY.CHOOSE. */
  readonly bankId: PromptBankId;
  readonly adultsOnly: boolean;
}

export const TRUTH_CATEGORIES: readonly TruthCategory[] = [
  { id: 'normal', label: 'Normal', bankId: 'shared/normal', adultsOnly: false },
  { id: 'party', label: 'Party', bankId: 'shared/party', adultsOnly: false },
  { id: 'funny', label: 'Funny', bankId: 'shared/funny', adultsOnly: false },
  { id: 'spicy', label: 'Spicy', bankId: 'shared/spicy', adultsOnly: false },
  { id: '18+', label: '18+', bankId: 'shared/18-plus', adultsOnly: true },
];

/** The shared dare list the screen passes in with DARE.CHOOSE. */
export const DARE_BANK_ID: PromptBankId = 'shared/dares';

export function isTruthCategoryId(value: unknown): value is TruthCategoryId {
  return TRUTH_CATEGORY_IDS.some((id) => id === value);
}
