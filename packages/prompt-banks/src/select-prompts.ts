import type { PromptEntry, PromptType, Rating } from './prompt-types';

export interface PromptFilter {
  readonly type?: PromptType;
  /** Keep entries tagged with at least one of these categories. */
  readonly categories?: readonly string[];
  readonly ratings?: readonly Rating[];
}

export function selectPrompts(entries: readonly PromptEntry[], filter: PromptFilter): PromptEntry[] {
  return entries.filter(
    (entry) =>
      (filter.type === undefined || entry.type === filter.type) &&
      (filter.categories === undefined || entry.categories.some((category) => filter.categories?.includes(category))) &&
      (filter.ratings === undefined || filter.ratings.includes(entry.rating)),
  );
}
