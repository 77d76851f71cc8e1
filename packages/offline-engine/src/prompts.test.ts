import { describe, expect, it } from 'vitest';
import {
  createDeck,
  createSeededRandom,
  dealCard,
  nextRandom,
  shuffle,
  withRandomState,
} from '@truth-or-dare/prompt-banks';
import { dealPrompt, preparePromptSources, toOfflinePrompt } from './prompts';
import { promptEntries, promptEntry } from '@truth-or-dare/engine-test-kit';
import { DARES } from './offline-game-scenarios';

describe('withRandom', () => {
  it('steps the stored generator state exactly like the seeded source', () => {
    const drawn = withRandomState(42, (random) => [random(), random(), random()]);
    const reference = createSeededRandom(42);
    expect(drawn.result).toEqual([reference(), reference(), reference()]);
    expect(drawn.rngState).toBe(nextRandom(nextRandom(nextRandom(42).state).state).state);
  });

  it('leaves the state alone when nothing is drawn', () => {
    expect(withRandomState(5, () => 'none')).toEqual({ result: 'none', rngState: 5 });
  });
});

describe('prompt sources', () => {
  it('shuffle a copy of the truths, then build the dare deck, from the stored state', () => {
    const truths = promptEntries('t-', 8);
    const sources = preparePromptSources(truths, DARES, 11);
    const random = createSeededRandom(11);
    expect(sources.truths).toEqual(shuffle(truths, random));
    expect(sources.dareDeck).toEqual(createDeck(DARES, random));
    expect(sources.truthPointer).toBe(0);
    expect(truths.map((t) => t.id)).toEqual(['t-1', 't-2', 't-3', 't-4', 't-5', 't-6', 't-7', 't-8']);
    expect(sources.rngState).toBe(withRandomState(11, (r) => [shuffle(truths, r), createDeck(DARES, r)]).rngState);
  });

  it('deal truths in list order from the pointer, wrapping around', () => {
    let sources = { ...preparePromptSources(promptEntries('t-', 3), DARES, 1) };
    const order = sources.truths.map((t) => t.id);
    const dealt: string[] = [];
    for (let i = 0; i < 7; i++) {
      const result = dealPrompt(sources, 'truth');
      if (result === null) throw new Error('expected a prompt');
      dealt.push(result.prompt.id);
      sources = { ...result.sources };
    }
    expect(dealt).toEqual([...order, ...order, order[0]]);
    expect(sources.truthPointer).toBe(1);
  });

  it('deal dares from the deck with the stored state', () => {
    const sources = preparePromptSources(promptEntries('t-', 2), DARES, 3);
    const result = dealPrompt(sources, 'dare');
    const random = createSeededRandom(3);
    shuffle(promptEntries('t-', 2), random);
    const deck = createDeck(DARES, random);
    const expected = dealCard(deck, random);
    expect(result?.prompt).toEqual(toOfflinePrompt(expected.card));
    expect(result?.sources.dareDeck).toEqual(expected.deck);
    expect(result?.sources.truthPointer).toBe(0);
  });

  it('deal nothing before a game has sources', () => {
    const empty = { truths: [], truthPointer: 0, dareDeck: null, rngState: 0 };
    expect(dealPrompt(empty, 'truth')).toBeNull();
    expect(dealPrompt(empty, 'dare')).toBeNull();
  });

  it('keep the entry type on the prompt', () => {
    expect(toOfflinePrompt(promptEntry('x', 'dare'))).toEqual({ type: 'dare', text: 'Text of x', id: 'x' });
  });
});
