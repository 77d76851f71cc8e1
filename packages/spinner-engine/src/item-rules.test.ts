import { describe, expect, it } from 'vitest';
import { checkAdd, checkRemove, hasEnoughToSpin, normaliseItems } from './item-rules';

const nine = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'];

describe('checkAdd', () => {
  it('accepts trimmed text', () => {
    expect(checkAdd(['a', 'b'], '  Sing a song  ')).toEqual({ ok: true, item: 'Sing a song' });
  });

  it('refuses empty or whitespace-only text', () => {
    expect(checkAdd(['a'], '')).toEqual({ ok: false, reason: 'invalidInput' });
    expect(checkAdd(['a'], ' \t ')).toEqual({ ok: false, reason: 'invalidInput' });
  });

  it('refuses duplicates, comparing trimmed text case-insensitively', () => {
    expect(checkAdd(['Sip your drink'], 'Sip your drink')).toEqual({ ok: false, reason: 'duplicateItem' });
    expect(checkAdd(['Sip your drink'], '  sip YOUR drink ')).toEqual({ ok: false, reason: 'duplicateItem' });
    expect(checkAdd(['Sip your drink'], 'Sip your drinks')).toEqual({ ok: true, item: 'Sip your drinks' });
  });

  it('allows the 10th item and refuses the 11th', () => {
    expect(checkAdd(nine, 'j')).toEqual({ ok: true, item: 'j' });
    expect(checkAdd([...nine, 'j'], 'k')).toEqual({ ok: false, reason: 'maximumReached' });
  });

  it('reports a duplicate before the maximum (the spec table order)', () => {
    expect(checkAdd([...nine, 'j'], 'J')).toEqual({ ok: false, reason: 'duplicateItem' });
  });
});

describe('checkRemove', () => {
  it('allows a removal that leaves 2 items', () => {
    expect(checkRemove(['a', 'b', 'c'], 2)).toBe('ok');
  });

  it('refuses a removal that would leave fewer than 2', () => {
    expect(checkRemove(['a', 'b'], 0)).toBe('cannotRemove');
  });

  it('ignores indexes that name no item', () => {
    expect(checkRemove(['a', 'b', 'c'], 3)).toBe('noSuchItem');
    expect(checkRemove(['a', 'b', 'c'], -1)).toBe('noSuchItem');
    expect(checkRemove(['a', 'b', 'c'], 0.5)).toBe('noSuchItem');
  });
});

describe('normaliseItems', () => {
  it('trims, drops empties and duplicates, and keeps at most 10', () => {
    expect(normaliseItems([' a ', '', 'A', 'b', '  '])).toEqual(['a', 'b']);
    const twelve = Array.from({ length: 12 }, (_, at) => `item ${at}`);
    expect(normaliseItems(twelve)).toEqual(twelve.slice(0, 10));
  });
});

describe('hasEnoughToSpin', () => {
  it('needs at least 2 items', () => {
    expect(hasEnoughToSpin(['a'])).toBe(false);
    expect(hasEnoughToSpin(['a', 'b'])).toBe(true);
  });
});
