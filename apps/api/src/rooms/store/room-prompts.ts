import { Injectable, type OnModuleInit } from '@nestjs/common';
import { createSeededRandom, loadPromptBank, ratingRank, shuffle, type PromptEntry } from '@truth-or-dare/prompt-banks';
import {
  CATEGORY_SOURCES,
  customPromptFits,
  RATING_CAP,
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

/**
 * The prompts of online rooms. A room's deck is the library's prompts of its categories, capped
 * by its rating (room-protocol's CATEGORY_SOURCES and RATING_CAP), plus the group's own prompts
 * that fit the rating, or only those. Each room walks its own shuffled order, so a prompt never
 * repeats until the whole deck has been dealt.
 */
@Injectable()
export class RoomPrompts implements OnModuleInit {
  private banks = new Map<SourceBank, readonly PromptEntry[]>();
  /** Library decks by type, rating and categories: a handful of combinations, built once each. */
  private readonly decks = new Map<string, readonly string[]>();

  async onModuleInit(): Promise<void> {
    const loaded = await Promise.all(SOURCE_BANKS.map(async (id) => [id, await loadPromptBank(id)] as const));
    this.banks = new Map(loaded);
  }

  /** The `index`-th prompt of this type in a room's deck seeded with `seed`; null when the deck is empty. */
  deal(type: TurnType, deck: DeckChoice, seed: number, index: number): string | null {
    const { rating, categories, customOnly } = deck.settings;
    const own = deck.custom.filter((text) => customPromptFits(text, rating));
    const prompts = customOnly ? own : [...this.libraryDeck(type, rating, categories), ...own];
    if (prompts.length === 0) return null;
    const round = Math.floor(index / prompts.length);
    // Each pass through the deck gets its own order.
    const order = shuffle(prompts, createSeededRandom((seed + round * 7919) | 0));
    return order[index % prompts.length] as string;
  }

  /** The library's prompts of a type for these settings, without repeats, in a stable order. */
  libraryDeck(type: TurnType, rating: RoomRating, categories: readonly RoomCategory[]): readonly string[] {
    const key = `${type}|${rating}|${categories.join(',')}`;
    let deck = this.decks.get(key);
    if (!deck) {
      const cap = ratingRank(RATING_CAP[rating]);
      const texts = new Set<string>();
      for (const category of categories) {
        for (const source of CATEGORY_SOURCES[category][type]) {
          const bank = this.banks.get(source.bank);
          if (!bank) throw new Error(`The prompt bank ${source.bank} is not loaded.`);
          for (const entry of bank) {
            if (entry.type !== type || ratingRank(entry.rating) > cap) continue;
            if (source.tags && !source.tags.some((tag) => entry.categories.includes(tag))) continue;
            texts.add(entry.text);
          }
        }
      }
      deck = [...texts];
      this.decks.set(key, deck);
    }
    return deck;
  }
}
