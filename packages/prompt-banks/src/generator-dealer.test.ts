import { describe, expect, it } from 'vitest';
import { loadPromptBank } from './bank-registry';
import {
  createGeneratorDealer,
  dealGeneratorPrompt,
  eligibleGeneratorPrompts,
  GENERATOR_CATEGORIES,
  GENERATOR_DARE_BANK_ID,
  generatorBankId,
  type GeneratorCategoryId,
  type GeneratorDealerState,
  type GeneratorDraw,
} from './generator-dealer';
import type { PromptEntry, PromptType, Rating } from './prompt-types';

function entry(id: string, type: PromptType, rating: Rating = 'PG'): PromptEntry {
  return { id, type, text: `Prompt ${id}`, rating, categories: ['test'] };
}

const TRUTHS = Array.from({ length: 12 }, (_, i) => entry(`t${i}`, 'truth'));
const DARES = [
  ...Array.from({ length: 6 }, (_, i) => entry(`pg${i}`, 'dare', 'PG')),
  ...Array.from({ length: 4 }, (_, i) => entry(`pg13-${i}`, 'dare', 'PG13')),
  entry('r0', 'dare', 'R'),
];

function dealMany(
  state: GeneratorDealerState,
  draw: GeneratorDraw,
  count: number,
): { ids: string[]; state: GeneratorDealerState } {
  const ids: string[] = [];
  let current = state;
  for (let i = 0; i < count; i++) {
    const dealt = dealGeneratorPrompt(current, draw);
    ids.push(dealt.prompt.id);
    current = dealt.state;
  }
  return { ids, state: current };
}

describe('generator categories', () => {
  it('are Normal, Funny, Spicy and 18+ with their shared banks, 18+ alone adults-only', () => {
    expect(GENERATOR_CATEGORIES).toEqual([
      { id: 'normal', label: 'Normal', bankId: 'shared/normal', adultsOnly: false },
      { id: 'funny', label: 'Funny', bankId: 'shared/funny', adultsOnly: false },
      { id: 'spicy', label: 'Spicy', bankId: 'shared/spicy', adultsOnly: false },
      { id: '18+', label: '18+', bankId: 'shared/18-plus', adultsOnly: true },
    ]);
  });

  it('draw truths from the category bank and dares from the shared dare list', () => {
    expect(generatorBankId('funny', 'truth')).toBe('shared/funny');
    expect(generatorBankId('18+', 'truth')).toBe('shared/18-plus');
    expect(generatorBankId('normal', 'dare')).toBe('shared/dares');
    expect(generatorBankId('18+', 'dare')).toBe('shared/dares');
    expect(GENERATOR_DARE_BANK_ID).toBe('shared/dares');
  });
});

describe('dare ratings', () => {
  const ratingsOf = (category: GeneratorCategoryId) =>
    [
      ...new Set(eligibleGeneratorPrompts({ category, type: 'dare', entries: DARES }).map((prompt) => prompt.rating)),
    ].sort();

  it('keeps Normal and Funny dares PG (family-friendly)', () => {
    expect(ratingsOf('normal')).toEqual(['PG']);
    expect(ratingsOf('funny')).toEqual(['PG']);
  });

  it('lets Spicy and 18+ also deal PG13 dares, never above', () => {
    expect(ratingsOf('spicy')).toEqual(['PG', 'PG13']);
    expect(ratingsOf('18+')).toEqual(['PG', 'PG13']);
  });

  it('only ever deals eligible dares', () => {
    const normal = dealMany(createGeneratorDealer(3), { category: 'normal', type: 'dare', entries: DARES }, 30);
    expect(normal.ids.every((id) => id.startsWith('pg') && !id.startsWith('pg13'))).toBe(true);
    const spicy = dealMany(createGeneratorDealer(3), { category: 'spicy', type: 'dare', entries: DARES }, 30);
    expect(spicy.ids).not.toContain('r0');
    expect(spicy.ids.some((id) => id.startsWith('pg13'))).toBe(true);
  });

  it('ignores entries of the other type', () => {
    const mixed = [...TRUTHS, ...DARES];
    expect(eligibleGeneratorPrompts({ category: 'spicy', type: 'truth', entries: mixed })).toEqual(TRUTHS);
    expect(
      eligibleGeneratorPrompts({ category: 'spicy', type: 'dare', entries: mixed }).every((p) => p.type === 'dare'),
    ).toBe(true);
  });

  it('refuses a bank with nothing to deal', () => {
    expect(() =>
      dealGeneratorPrompt(createGeneratorDealer(1), {
        category: 'normal',
        type: 'dare',
        entries: [entry('r', 'dare', 'R')],
      }),
    ).toThrow(RangeError);
  });
});

describe('dealing', () => {
  it('repeats nothing until the deck is exhausted, then deals every prompt again', () => {
    for (let seed = 0; seed < 50; seed++) {
      const draw: GeneratorDraw = { category: 'normal', type: 'truth', entries: TRUTHS };
      const first = dealMany(createGeneratorDealer(seed), draw, TRUTHS.length);
      expect(new Set(first.ids).size).toBe(TRUTHS.length);
      const second = dealMany(first.state, draw, TRUTHS.length);
      expect(new Set(second.ids).size).toBe(TRUTHS.length);
      // Across the reshuffle the same prompt never shows twice in a row.
      expect(second.ids[0]).not.toBe(first.ids.at(-1));
    }
  });

  it('keeps a separate deck per category and type', () => {
    let state = createGeneratorDealer(42);
    const seen: Record<string, string[]> = { 'normal/truth': [], 'spicy/truth': [], 'normal/dare': [] };
    // Interleave draws: each deck still deals its own prompts without repeats.
    for (let round = 0; round < TRUTHS.length; round++) {
      for (const [key, draw] of [
        ['normal/truth', { category: 'normal', type: 'truth', entries: TRUTHS }],
        ['spicy/truth', { category: 'spicy', type: 'truth', entries: TRUTHS }],
        ['normal/dare', { category: 'normal', type: 'dare', entries: DARES }],
      ] as const) {
        if (key === 'normal/dare' && round >= 6) continue;
        const dealt = dealGeneratorPrompt(state, draw);
        seen[key]?.push(dealt.prompt.id);
        state = dealt.state;
      }
    }
    expect(new Set(seen['normal/truth']).size).toBe(TRUTHS.length);
    expect(new Set(seen['spicy/truth']).size).toBe(TRUTHS.length);
    expect(new Set(seen['normal/dare']).size).toBe(6);
    expect(Object.keys(state.decks).sort()).toEqual(['normal/dare', 'normal/truth', 'spicy/truth']);
  });

  it('is deterministic: the same seed and draws deal the same prompts', () => {
    const draw: GeneratorDraw = { category: 'funny', type: 'truth', entries: TRUTHS };
    expect(dealMany(createGeneratorDealer(99), draw, 20).ids).toEqual(
      dealMany(createGeneratorDealer(99), draw, 20).ids,
    );
    expect(dealMany(createGeneratorDealer(99), draw, 20).ids).not.toEqual(
      dealMany(createGeneratorDealer(100), draw, 20).ids,
    );
  });

  it('never changes the state it was given', () => {
    const start = createGeneratorDealer(5);
    const draw: GeneratorDraw = { category: 'normal', type: 'truth', entries: TRUTHS };
    const once = dealGeneratorPrompt(start, draw);
    expect(start).toEqual({ decks: {}, rngState: 5 });
    const again = dealGeneratorPrompt(once.state, draw);
    expect(dealGeneratorPrompt(once.state, draw).prompt).toEqual(again.prompt);
    expect(again.prompt.id).not.toBe(once.prompt.id);
  });
});

describe('with the real library', () => {
  it('deals from every category for both types, dares within their ratings', async () => {
    const dares = await loadPromptBank(GENERATOR_DARE_BANK_ID);
    for (const category of GENERATOR_CATEGORIES) {
      const truths = await loadPromptBank(category.bankId);
      const truthIds = dealMany(
        createGeneratorDealer(7),
        { category: category.id, type: 'truth', entries: truths },
        25,
      ).ids;
      expect(new Set(truthIds).size).toBe(25);
      expect(truthIds.every((id) => truths.some((prompt) => prompt.id === id && prompt.type === 'truth'))).toBe(true);

      const dealt = dealMany(createGeneratorDealer(7), { category: category.id, type: 'dare', entries: dares }, 25).ids;
      const ratings = new Set(dealt.map((id) => dares.find((prompt) => prompt.id === id)?.rating));
      const allowed = category.id === 'normal' || category.id === 'funny' ? ['PG'] : ['PG', 'PG13'];
      expect(
        [...ratings].filter((rating) => !rating || !allowed.includes(rating)),
        category.id,
      ).toEqual([]);
    }
  });
});
