import {
  createDeck,
  dealCard,
  type Deck,
  type PromptEntry,
  type PromptType,
  type RandomSource,
} from '@truth-or-dare/prompt-banks';

export type PromptDeck = Deck<PromptEntry>;

/** The entries of one type; the rest of a passed bank is ignored. */
export function entriesOfType(entries: readonly PromptEntry[] | undefined, type: PromptType): PromptEntry[] {
  return Array.isArray(entries) ? entries.filter((entry) => entry?.type === type) : [];
}

/**
 * Deals the next prompt without repeats. The screen passes the bank on every choice, so the
 * deck kept from an earlier round is reused while it holds the same entries, and rebuilt only
 * when the bank changed.
 */
export function dealPrompt(
  deck: PromptDeck | undefined,
  entries: readonly PromptEntry[],
  random: RandomSource,
): { prompt: PromptEntry; deck: PromptDeck } {
  const current = deck && sameEntries(deck.cards, entries) ? deck : createDeck(entries, random);
  const { card, deck: next } = dealCard(current, random);
  return { prompt: card, deck: next };
}

function sameEntries(a: readonly PromptEntry[], b: readonly PromptEntry[]): boolean {
  return a === b || (a.length === b.length && a.every((entry, i) => entry.id === b[i]?.id));
}
