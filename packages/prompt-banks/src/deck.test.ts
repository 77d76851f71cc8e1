import { describe, expect, it } from 'vitest';
import { cardsLeft, createDeck, dealCard, type Deck } from './deck';
import { createSeededRandom } from './random';

function dealMany<T>(deck: Deck<T>, count: number, random: () => number): { cards: T[]; deck: Deck<T> } {
  const cards: T[] = [];
  let current = deck;
  for (let i = 0; i < count; i++) {
    const dealt = dealCard(current, random);
    cards.push(dealt.card);
    current = dealt.deck;
  }
  return { cards, deck: current };
}

describe('deck', () => {
  const cards = Array.from({ length: 40 }, (_, i) => `card ${i}`);

  it('deals every card once before any card repeats', () => {
    const random = createSeededRandom(7);
    const { cards: dealt, deck } = dealMany(createDeck(cards, random), cards.length, random);
    expect(new Set(dealt).size).toBe(cards.length);
    expect(cardsLeft(deck)).toBe(0);
  });

  it('reshuffles when exhausted and again deals every card once', () => {
    const random = createSeededRandom(11);
    const first = dealMany(createDeck(cards, random), cards.length, random);
    const second = dealMany(first.deck, cards.length, random);
    expect(new Set(second.cards).size).toBe(cards.length);
    expect(second.cards).not.toEqual(first.cards);
  });

  it('never shows the same card twice in a row across a reshuffle', () => {
    for (let seed = 0; seed < 300; seed++) {
      const random = createSeededRandom(seed);
      const { cards: dealt } = dealMany(createDeck(['a', 'b', 'c'], random), 30, random);
      for (let i = 1; i < dealt.length; i++) expect(dealt[i]).not.toBe(dealt[i - 1]);
    }
  });

  it('is repeatable for the same seed and leaves the previous deck value untouched', () => {
    const deal = (seed: number) =>
      dealMany(createDeck(cards, createSeededRandom(seed)), 10, createSeededRandom(seed + 1)).cards;
    expect(deal(3)).toEqual(deal(3));
    expect(deal(3)).not.toEqual(deal(4));
    const random = createSeededRandom(5);
    const deck = createDeck(cards, random);
    dealCard(deck, random);
    expect(deck.position).toBe(0);
  });

  it('deals a single card again and again', () => {
    const random = createSeededRandom(1);
    expect(dealMany(createDeck(['only'], random), 3, random).cards).toEqual(['only', 'only', 'only']);
  });

  it('refuses an empty deck', () => {
    expect(() => createDeck([], createSeededRandom(1))).toThrow(RangeError);
  });
});
