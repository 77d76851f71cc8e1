import { describe, expect, it } from 'vitest';
import type { PromptEntry } from './prompt-types';
import { selectPrompts } from './select-prompts';

const entry = (id: string, type: 'truth' | 'dare', rating: 'PG' | 'PG13' | 'R', categories: string[]): PromptEntry => ({
  id,
  type,
  rating,
  categories,
  text: `Prompt text for ${id}`,
});

describe('selectPrompts', () => {
  const entries = [
    entry('a', 'dare', 'PG', ['dares', 'normal']),
    entry('b', 'dare', 'PG13', ['dares', 'party']),
    entry('c', 'truth', 'R', ['18+']),
  ];

  it('filters by type, category and rating together', () => {
    expect(selectPrompts(entries, { type: 'dare' }).map((e) => e.id)).toEqual(['a', 'b']);
    expect(selectPrompts(entries, { categories: ['party', '18+'] }).map((e) => e.id)).toEqual(['b', 'c']);
    expect(selectPrompts(entries, { type: 'dare', ratings: ['PG'] }).map((e) => e.id)).toEqual(['a']);
    expect(selectPrompts(entries, {})).toHaveLength(3);
  });
});
