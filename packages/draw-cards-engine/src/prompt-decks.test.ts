import { createSeededRandom, type PromptEntry } from '@truth-or-dare/prompt-banks';
import { describe, expect, it } from 'vitest';
import { dealPrompt, entriesOfType, type PromptDeck } from './prompt-decks';
import { dares, truths } from './draw-cards-scenarios';

function dealMany(
  entries: readonly PromptEntry[],
  count: number,
  seed = 3,
): { ids: string[]; deck: PromptDeck | undefined } {
  const random = createSeededRandom(seed);
  let deck: PromptDeck | undefined;
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const dealt = dealPrompt(deck, entries, random);
    ids.push(dealt.prompt.id);
    deck = dealt.deck;
  }
  return { ids, deck };
}

describe('dealPrompt', () => {
  it('deals every entry once before any repeats', () => {
    const { ids } = dealMany(truths('normal', 5), 5);
    expect(new Set(ids).size).toBe(5);
  });

  it('keeps dealing from the same deck while the screen passes the same bank (a fresh copy of it)', () => {
    const random = createSeededRandom(11);
    const first = dealPrompt(undefined, truths('party', 4), random);
    const second = dealPrompt(first.deck, truths('party', 4), random);
    expect(second.deck.order).toEqual(first.deck.order);
    expect(second.deck.position).toBe(2);
    expect(second.prompt.id).not.toBe(first.prompt.id);
  });

  it('starts a new deck when the bank changed', () => {
    const random = createSeededRandom(11);
    const first = dealPrompt(undefined, truths('party', 4), random);
    const second = dealPrompt(first.deck, truths('party', 6), random);
    expect(second.deck.cards).toHaveLength(6);
    expect(second.deck.position).toBe(1);
  });
});

describe('entriesOfType', () => {
  it('keeps the entries of the asked type and tolerates a missing list', () => {
    const mixed = [...truths('normal', 2), ...dares(3)];
    expect(entriesOfType(mixed, 'truth').map((entry) => entry.id)).toEqual(['normal-t1', 'normal-t2']);
    expect(entriesOfType(mixed, 'dare')).toHaveLength(3);
    expect(entriesOfType(undefined, 'dare')).toEqual([]);
  });
});
