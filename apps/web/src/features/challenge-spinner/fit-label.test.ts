import { describe, expect, it } from 'vitest';
import { fitLabel } from './fit-label';

// One unit per character keeps the arithmetic readable.
const measure = (text: string) => Array.from(text).length;

describe('fitLabel', () => {
  it('keeps a label that fits', () => {
    expect(fitLabel('Sip your drink', 14, measure)).toBe('Sip your drink');
  });

  it('shortens a long label with an ellipsis to the longest prefix that fits', () => {
    expect(fitLabel('Confess a lie you told', 10, measure)).toBe('Confess a…');
    expect(measure(fitLabel('Confess a lie you told', 10, measure))).toBeLessThanOrEqual(10);
  });

  it('drops trailing spaces before the ellipsis', () => {
    expect(fitLabel('Dance for ten seconds', 11, measure)).toBe('Dance for…');
  });

  it('never splits an emoji', () => {
    expect(fitLabel('🎉🎉🎉🎉 party', 3, measure)).toBe('🎉🎉…');
  });

  it('falls back to the ellipsis alone when nothing fits', () => {
    expect(fitLabel('Anything', 0, measure)).toBe('…');
  });
});
