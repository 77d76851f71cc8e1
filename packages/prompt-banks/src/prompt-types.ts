/** Shapes of the content library. The JSON files under data/ hold exactly these. */

export const PROMPT_TYPES = ['truth', 'dare'] as const;
export type PromptType = (typeof PROMPT_TYPES)[number];

/** Ordered from mildest to strongest; a bank's maximum rating caps its entries. */
export const RATINGS = ['PG', 'PG13', 'R'] as const;
export type Rating = (typeof RATINGS)[number];

export interface PromptEntry {
  /** Stable and unique across the library; never changes once published. */
  readonly id: string;
  readonly type: PromptType;
  readonly text: string;
  readonly rating: Rating;
  readonly categories: readonly string[];
}

/** A line the quick-play bot says in chat, or a spinner wheel label. */
export interface TextLine {
  readonly id: string;
  readonly text: string;
}

export interface QuickPlayNames {
  readonly userNames: readonly string[];
  readonly botNamesMale: readonly string[];
  readonly botNamesFemale: readonly string[];
}

export function ratingRank(rating: Rating): number {
  return RATINGS.indexOf(rating);
}
