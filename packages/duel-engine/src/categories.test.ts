import { loadPromptBank, PROMPT_BANKS } from '@truth-or-dare/prompt-banks';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DUEL_CATEGORY, DUEL_CATEGORIES, findDuelCategory, isDuelCategoryId } from './categories';

describe('DUEL_CATEGORIES', () => {
  it('offers Normal, Teens and 18+ with their banks, in that order', () => {
    expect(DUEL_CATEGORIES).toEqual([
      { id: 'normal', label: 'Normal', bank: 'duel/normal', adultsOnly: false },
      { id: 'teens', label: 'Teens', bank: 'duel/teens', adultsOnly: false },
      { id: '18+', label: '18+', bank: 'duel/18-plus', adultsOnly: true },
    ]);
    expect(DEFAULT_DUEL_CATEGORY).toBe('normal');
  });

  it('recognises only its own ids', () => {
    expect(isDuelCategoryId('teens')).toBe(true);
    expect(isDuelCategoryId('party')).toBe(false);
    expect(findDuelCategory('18+').label).toBe('18+');
  });

  it.each(DUEL_CATEGORIES)('the $label bank holds at least 30 truths and 30 dares', async (category) => {
    expect(PROMPT_BANKS[category.bank]).toBeDefined();
    const entries = await loadPromptBank(category.bank);
    expect(entries.filter((entry) => entry.type === 'truth').length).toBeGreaterThanOrEqual(30);
    expect(entries.filter((entry) => entry.type === 'dare').length).toBeGreaterThanOrEqual(30);
  });
});
