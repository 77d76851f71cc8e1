import {
  createDeck,
  dealCard,
  shuffle,
  type Deck,
  type PromptEntry,
  type PromptType,
  withRandomState,
} from '@truth-or-dare/prompt-banks';

/** Which button was pressed; the dealt prompt keeps its own entry type (see `OfflinePrompt`). */
export type PromptChoice = 'truth' | 'dare';

/**
 * The card on screen. `type` is the entry's own type, so in the Dare mode (whose "truth" list
 * holds actions) pressing Truth shows a prompt labelled as a dare.
 */
export interface OfflinePrompt {
  readonly type: PromptType;
  readonly text: string;
  readonly id: string;
}

export interface PromptSources {
  /** The mode's list, shuffled once per game start. */
  readonly truths: readonly PromptEntry[];
  readonly truthPointer: number;
  /** No-repeat deck over the dare list; null before a game starts. */
  readonly dareDeck: Deck<PromptEntry> | null;
  readonly rngState: number;
}

export function toOfflinePrompt(entry: PromptEntry): OfflinePrompt {
  return { type: entry.type, text: entry.text, id: entry.id };
}

/** Shuffles a copy of the truth list (Fisher-Yates); dares get a no-repeat deck (docs/product.md#offline-setup). */
export function preparePromptSources(
  truths: readonly PromptEntry[],
  dares: readonly PromptEntry[],
  rngState: number,
): PromptSources {
  const shuffled = withRandomState(rngState, (random) => shuffle(truths, random));
  const deck = withRandomState(shuffled.rngState, (random) => createDeck(dares, random));
  return { truths: shuffled.result, truthPointer: 0, dareDeck: deck.result, rngState: deck.rngState };
}

/**
 * Truth: the entry at the truth pointer, which advances and wraps around. Dare: the next card
 * of the deck, so no dare repeats until all were dealt (docs/product.md#offline-turns).
 * Returns null when the sources are empty (no game started).
 */
export function dealPrompt(
  sources: PromptSources,
  choice: PromptChoice,
): { prompt: OfflinePrompt; sources: PromptSources } | null {
  if (choice === 'truth') {
    const entry = sources.truths[sources.truthPointer];
    if (entry === undefined) return null;
    const truthPointer = (sources.truthPointer + 1) % sources.truths.length;
    return { prompt: toOfflinePrompt(entry), sources: { ...sources, truthPointer } };
  }
  const deck = sources.dareDeck;
  if (deck === null) return null;
  const dealt = withRandomState(sources.rngState, (random) => dealCard(deck, random));
  return {
    prompt: toOfflinePrompt(dealt.result.card),
    sources: { ...sources, dareDeck: dealt.result.deck, rngState: dealt.rngState },
  };
}
