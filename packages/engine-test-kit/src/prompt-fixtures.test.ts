import { describe, expect, it } from 'vitest';
import { promptTextFor } from '@truth-or-dare/prompt-banks/address-forms';
import { addressed, addressedEntries, promptEntries, promptEntry } from './prompt-fixtures';

describe('prompt fixtures', () => {
  it('make a PG entry in the test category, its text from its id', () => {
    expect(promptEntry('only', 'dare')).toEqual({
      id: 'only',
      type: 'dare',
      text: 'Text of only',
      rating: 'PG',
      categories: ['test'],
    });
  });

  it('number a small bank from 1, keeping overrides', () => {
    expect(promptEntries('funny-t', 2, 'truth', { categories: ['funny'] })).toEqual([
      { id: 'funny-t1', type: 'truth', text: 'Truth 1', rating: 'PG', categories: ['funny'] },
      { id: 'funny-t2', type: 'truth', text: 'Truth 2', rating: 'PG', categories: ['funny'] },
    ]);
    expect(promptEntries('d-', 1, 'dare')[0]?.text).toBe('Dare 1');
  });

  it('write address forms that read for her, for him and, neutral, for you', () => {
    const text = addressedEntries('t-', 2)[1]?.text ?? '';
    expect(text).toBe(addressed('Truth 2'));
    expect(promptTextFor(text, 'female')).toBe('Truth 2 for her');
    expect(promptTextFor(text, 'male')).toBe('Truth 2 for him');
    expect(promptTextFor(text, 'neutral')).toBe('Truth 2 for you');
  });
});
