import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  createSeededRandom,
  LOCALES,
  loadPromptBankIn,
  ratingRank,
  shuffle,
  type Address,
  type Locale,
  type PromptEntry,
} from '@truth-or-dare/prompt-banks';
import { promptTextFor } from '@truth-or-dare/prompt-banks/address-forms';
import {
  CATEGORY_SOURCES,
  customPromptFits,
  RATING_CAP,
  type DealtPrompt,
  type DeckChoice,
  type DeckSource,
  type RoomCategory,
  type RoomRating,
  type TurnType,
} from '@truth-or-dare/room-protocol';

type SourceBank = DeckSource['bank'];
const SOURCE_BANKS: readonly SourceBank[] = [
  'shared/normal',
  'shared/party',
  'shared/funny',
  'shared/spicy',
  'shared/18-plus',
  'shared/dares',
  'duel/18-plus',
];

/** A library prompt as a deck holds it: its id and its text (an ICU message when the address changes words). */
interface DeckPrompt {
  readonly id: string;
  readonly text: string;
}

/**
 * The prompts of online rooms. A room's deck is the library's prompts of its categories in its
 * language, capped by its rating (room-protocol's CATEGORY_SOURCES and RATING_CAP), plus the
 * group's own prompts that fit the rating, or only those. A bank the language has no version of
 * yet deals English (docs/decisions/0023-languages.md). Each room walks its own shuffled order,
 * so a prompt never repeats until the whole deck has been dealt.
 */
@Injectable()
export class RoomPrompts implements OnModuleInit {
  private banks = new Map<string, readonly PromptEntry[]>();
  /** Library decks by language, type, rating and categories: a handful of combinations, built once each. */
  private readonly decks = new Map<string, readonly DeckPrompt[]>();

  async onModuleInit(): Promise<void> {
    const loaded = await Promise.all(
      LOCALES.flatMap((locale) =>
        SOURCE_BANKS.map(async (id) => [bankKey(locale, id), (await loadPromptBankIn(id, locale)).entries] as const),
      ),
    );
    this.banks = new Map(loaded);
  }

  /**
   * The `index`-th prompt of this type in a room's deck seeded with `seed`, worded for `address`;
   * null when the deck is empty. The group's own prompts have no id and read the same for everyone.
   */
  deal(type: TurnType, deck: DeckChoice, seed: number, index: number, address: Address): DealtPrompt | null {
    const { rating, categories, customOnly } = deck.settings;
    const own = deck.custom.filter((text) => customPromptFits(text, rating)).map((text) => ({ id: '', text }));
    const prompts = customOnly ? own : [...this.libraryDeck(deck.language, type, rating, categories), ...own];
    if (prompts.length === 0) return null;
    const round = Math.floor(index / prompts.length);
    // Each pass through the deck gets its own order.
    const order = shuffle(prompts, createSeededRandom((seed + round * 7919) | 0));
    const prompt = order[index % prompts.length] as DeckPrompt;
    return prompt.id === '' ? prompt : { id: prompt.id, text: promptTextFor(prompt.text, address) };
  }

  /** The library's prompts of a type for these settings in a language, without repeats, in a stable order. */
  libraryDeck(
    language: Locale,
    type: TurnType,
    rating: RoomRating,
    categories: readonly RoomCategory[],
  ): readonly DeckPrompt[] {
    const key = `${language}|${type}|${rating}|${categories.join(',')}`;
    let deck = this.decks.get(key);
    if (!deck) {
      const cap = ratingRank(RATING_CAP[rating]);
      const byText = new Map<string, DeckPrompt>();
      for (const category of categories) {
        for (const source of CATEGORY_SOURCES[category][type]) {
          const bank = this.banks.get(bankKey(language, source.bank));
          if (!bank) throw new Error(`The prompt bank ${source.bank} is not loaded.`);
          for (const entry of bank) {
            if (entry.type !== type || ratingRank(entry.rating) > cap) continue;
            if (source.tags && !source.tags.some((tag) => entry.categories.includes(tag))) continue;
            if (!byText.has(entry.text)) byText.set(entry.text, { id: entry.id, text: entry.text });
          }
        }
      }
      deck = [...byText.values()];
      this.decks.set(key, deck);
    }
    return deck;
  }
}

function bankKey(locale: Locale, bank: SourceBank): string {
  return `${locale}|${bank}`;
}
