import { shuffle, type RandomSource } from './random';

/**
 * A deck deals every card once, in a shuffled order, before any card repeats; then it
 * reshuffles. It is an immutable value so a game machine can keep it in its context.
 */
export interface Deck<T> {
  readonly cards: readonly T[];
  /** Indexes into `cards` in dealing order for the current pass. */
  readonly order: readonly number[];
  /** How many cards of `order` have been dealt in this pass. */
  readonly position: number;
}

export function createDeck<T>(cards: readonly T[], random: RandomSource): Deck<T> {
  if (cards.length === 0) throw new RangeError('A deck needs at least one card.');
  return { cards, order: shuffledIndexes(cards.length, random), position: 0 };
}

export function dealCard<T>(deck: Deck<T>, random: RandomSource): { card: T; deck: Deck<T> } {
  let current = deck;
  if (current.position >= current.order.length) {
    const lastDealt = current.order[current.order.length - 1];
    current = { cards: current.cards, order: reshuffleAvoiding(current.cards.length, lastDealt, random), position: 0 };
  }
  const index = current.order[current.position] as number;
  return { card: current.cards[index] as T, deck: { ...current, position: current.position + 1 } };
}

/** Cards still to come before the deck reshuffles. */
export function cardsLeft<T>(deck: Deck<T>): number {
  return deck.order.length - deck.position;
}

function shuffledIndexes(count: number, random: RandomSource): number[] {
  return shuffle(
    Array.from({ length: count }, (_, i) => i),
    random,
  );
}

/** A new pass never starts with the card that ended the previous one, so nothing shows twice in a row. */
function reshuffleAvoiding(count: number, lastDealt: number | undefined, random: RandomSource): number[] {
  const order = shuffledIndexes(count, random);
  if (count > 1 && lastDealt !== undefined && order[0] === lastDealt) {
    const swapWith = 1 + Math.floor(random() * (count - 1));
    order[0] = order[swapWith] as number;
    order[swapWith] = lastDealt;
  }
  return order;
}
