import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { keepValuesLiteral } from './literal-values';

describe('values shown literally', () => {
  it('keeps escape sequences a player typed, while the message itself still reads as written', () => {
    const i18n = keepValuesLiteral(setupI18n({ locale: 'en', messages: { en: { room: '{name} · Online Room' } } }));
    i18n.activate('en');
    expect(i18n._('room', { name: '\\u003cscript\\u003e' })).toBe('\\u003cscript\\u003e · Online Room');
    expect(i18n._({ id: 'room', values: { name: 'x\\x41y' } })).toBe('x\\x41y · Online Room');
    expect(i18n._('room', { name: 'Ana' })).toBe('Ana · Online Room');
    expect(i18n._('room', { name: 'back\\slash' })).toBe('back\\slash · Online Room');
  });
});
