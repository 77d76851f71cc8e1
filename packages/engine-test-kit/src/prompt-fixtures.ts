import type { PromptEntry, PromptType } from '@truth-or-dare/prompt-banks';

/** Anything of an entry but its id and type, to override the fixture's defaults. */
export type PromptFields = Partial<Omit<PromptEntry, 'id' | 'type'>>;

const TYPE_LABELS: Record<PromptType, string> = { truth: 'Truth', dare: 'Dare' };

/** One entry as a bank holds it: rated PG, in the 'test' category, its text made from its id. */
export function promptEntry(id: string, type: PromptType = 'truth', fields: PromptFields = {}): PromptEntry {
  return { id, type, text: `Text of ${id}`, rating: 'PG', categories: ['test'], ...fields };
}

/**
 * `count` entries numbered from 1, as a small bank: ids are the prefix and the number ('t-' gives
 * t-1, t-2...), texts 'Truth 1', 'Dare 2'..., so a test can name the one it expects.
 */
export function promptEntries(
  prefix: string,
  count: number,
  type: PromptType = 'truth',
  fields: PromptFields = {},
): PromptEntry[] {
  return Array.from({ length: count }, (_, i) =>
    promptEntry(`${prefix}${i + 1}`, type, { text: `${TYPE_LABELS[type]} ${i + 1}`, ...fields }),
  );
}

/**
 * A text with address forms, as the gendered languages write them (docs/decisions/0023-languages.md):
 * `addressed('Truth 1')` reads 'Truth 1 for her', 'Truth 1 for him' or, neutral, 'Truth 1 for you'.
 */
export function addressed(text: string): string {
  return `${text} for {address, select, female {her} male {him} other {you}}`;
}

/** `promptEntries` whose every text has address forms (see `addressed`). */
export function addressedEntries(prefix: string, count: number, type: PromptType = 'truth'): PromptEntry[] {
  return promptEntries(prefix, count, type).map((entry) => ({ ...entry, text: addressed(entry.text) }));
}
