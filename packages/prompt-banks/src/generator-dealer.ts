import type { PromptBankId } from './bank-registry';
import { createDeck, dealCard, type Deck } from './deck';
import type { PromptEntry, PromptType, Rating } from './prompt-types';
import { withRandomState } from './random';

/**
 * The Truth or Dare Generator's dealing rule (docs/product.md#generator), as pure, immutable
 * functions: the screen keeps the state and hands in the loaded bank, the dealer decides which
 * prompt comes next.
 */

export interface GeneratorCategory {
  readonly id: GeneratorCategoryId;
  readonly label: string;
  /** Where this category's truths come from. */
  readonly bankId: PromptBankId;
  /** Choosing it asks the player to confirm they are 18 or older first. */
  readonly adultsOnly: boolean;
}

export const GENERATOR_CATEGORY_IDS = ['normal', 'funny', 'spicy', '18+'] as const;
export type GeneratorCategoryId = (typeof GENERATOR_CATEGORY_IDS)[number];

/** The select's options, in display order (Normal, Funny, Spicy, 18+). */
export const GENERATOR_CATEGORIES: readonly GeneratorCategory[] = [
  { id: 'normal', label: 'Normal', bankId: 'shared/normal', adultsOnly: false },
  { id: 'funny', label: 'Funny', bankId: 'shared/funny', adultsOnly: false },
  { id: 'spicy', label: 'Spicy', bankId: 'shared/spicy', adultsOnly: false },
  { id: '18+', label: '18+', bankId: 'shared/18-plus', adultsOnly: true },
];

/** Every category's dares come from the shared dare list. */
export const GENERATOR_DARE_BANK_ID: PromptBankId = 'shared/dares';

/**
 * Which dares each category may deal. Normal and Funny are the family-friendly categories (their
 * truth banks are PG only), so they get PG dares only; Spicy and 18+ already deal bolder truths,
 * so they also get the PG13 dares. The shared dare list holds nothing above PG13.
 */
export const GENERATOR_DARE_RATINGS: Readonly<Record<GeneratorCategoryId, readonly Rating[]>> = {
  normal: ['PG'],
  funny: ['PG'],
  spicy: ['PG', 'PG13'],
  '18+': ['PG', 'PG13'],
};

export function generatorCategory(id: GeneratorCategoryId): GeneratorCategory {
  return GENERATOR_CATEGORIES.find((category) => category.id === id) as GeneratorCategory;
}

/** The bank to load for a draw: the category's own bank for a truth, the shared dare list for a dare. */
export function generatorBankId(category: GeneratorCategoryId, type: PromptType): PromptBankId {
  return type === 'dare' ? GENERATOR_DARE_BANK_ID : generatorCategory(category).bankId;
}

export interface GeneratorDealerState {
  /** One no-repeat deck per category and type ("spicy/truth"), created on its first draw. */
  readonly decks: Readonly<Record<string, Deck<PromptEntry>>>;
  /** mulberry32 state; every shuffle draws from it, so a seed replays exactly. */
  readonly rngState: number;
}

export interface GeneratorDraw {
  readonly category: GeneratorCategoryId;
  readonly type: PromptType;
  /** The loaded bank for this draw (see `generatorBankId`); the dealer picks the eligible entries. */
  readonly entries: readonly PromptEntry[];
}

export function createGeneratorDealer(seed: number): GeneratorDealerState {
  return { decks: {}, rngState: seed | 0 };
}

/** The prompts a draw may deal: truths of the bank, or dares of the category's allowed ratings. */
export function eligibleGeneratorPrompts({ category, type, entries }: GeneratorDraw): PromptEntry[] {
  if (type === 'truth') return entries.filter((entry) => entry.type === 'truth');
  const ratings = GENERATOR_DARE_RATINGS[category];
  return entries.filter((entry) => entry.type === 'dare' && ratings.includes(entry.rating));
}

/**
 * Deals the next prompt for a category and type. Each category+type has its own shuffled deck, so
 * no prompt repeats until that deck is used up, and a new pass never starts with the last prompt.
 * Throws a RangeError when the bank holds no eligible prompt (a content bug, caught by the data tests).
 */
export function dealGeneratorPrompt(
  state: GeneratorDealerState,
  draw: GeneratorDraw,
): { prompt: PromptEntry; state: GeneratorDealerState } {
  const key = deckKey(draw.category, draw.type);
  const { result, rngState } = withRandomState(state.rngState, (random) => {
    const deck = state.decks[key] ?? createDeck(eligibleOrThrow(draw), random);
    return dealCard(deck, random);
  });
  return { prompt: result.card, state: { decks: { ...state.decks, [key]: result.deck }, rngState } };
}

function eligibleOrThrow(draw: GeneratorDraw): PromptEntry[] {
  const eligible = eligibleGeneratorPrompts(draw);
  if (eligible.length === 0)
    throw new RangeError(`No ${draw.type} prompts for the generator's "${draw.category}" category.`);
  return eligible;
}

function deckKey(category: GeneratorCategoryId, type: PromptType): string {
  return `${category}/${type}`;
}
