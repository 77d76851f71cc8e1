import { describe, expect, it } from 'vitest';
import { dealsOwnPrompts } from './address-choice';

describe('pages whose games deal prompts in their own language', () => {
  it('are those of a language with its prompts written, not English nor one still dealing English', () => {
    expect(dealsOwnPrompts('es')).toBe(true);
    expect(dealsOwnPrompts('ar')).toBe(true);
    expect(dealsOwnPrompts('en')).toBe(false);
    expect(dealsOwnPrompts('fr')).toBe(false);
    expect(dealsOwnPrompts('pt-BR')).toBe(false);
  });
});
