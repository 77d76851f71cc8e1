import type { PromptBankId } from '@truth-or-dare/prompt-banks';

export type DuelCategoryId = 'normal' | 'teens' | '18+';

export interface DuelCategory {
  readonly id: DuelCategoryId;
  /** Text of the option in the category select. */
  readonly label: string;
  /** The prompt bank the screen loads and passes to GAME.START. */
  readonly bank: PromptBankId;
  readonly adultsOnly: boolean;
}

/** The category select's options, in the order shown. */
export const DUEL_CATEGORIES: readonly DuelCategory[] = [
  { id: 'normal', label: 'Normal', bank: 'duel/normal', adultsOnly: false },
  { id: 'teens', label: 'Teens', bank: 'duel/teens', adultsOnly: false },
  { id: '18+', label: '18+', bank: 'duel/18-plus', adultsOnly: true },
];

/** The select starts on its first option. */
export const DEFAULT_DUEL_CATEGORY: DuelCategoryId = 'normal';

export function isDuelCategoryId(value: string): value is DuelCategoryId {
  return DUEL_CATEGORIES.some((category) => category.id === value);
}

export function findDuelCategory(id: DuelCategoryId): DuelCategory {
  // Every DuelCategoryId has an entry, so the fallback only satisfies the index type.
  return DUEL_CATEGORIES.find((category) => category.id === id) ?? (DUEL_CATEGORIES[0] as DuelCategory);
}
