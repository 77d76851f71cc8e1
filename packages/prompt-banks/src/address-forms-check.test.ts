import { describe, expect, it } from 'vitest';
import { addressForms } from './address-forms-check';
import { promptTextFor } from './address-forms';

describe('address forms', () => {
  it('reads a text without a select the same for every address', () => {
    expect(addressForms('¿Qué canción cantas en la ducha?')).toEqual({
      forms: {
        female: '¿Qué canción cantas en la ducha?',
        male: '¿Qué canción cantas en la ducha?',
        neutral: '¿Qué canción cantas en la ducha?',
      },
    });
  });

  it('expands each select on address into the female, male and neutral forms', () => {
    const text =
      '¿Alguna vez te has sentido {address, select, female {celosa} male {celoso} other {con celos}} de un amigo?';
    expect(promptTextFor(text, 'female')).toBe('¿Alguna vez te has sentido celosa de un amigo?');
    expect(promptTextFor(text, 'male')).toBe('¿Alguna vez te has sentido celoso de un amigo?');
    expect(promptTextFor(text, 'neutral')).toBe('¿Alguna vez te has sentido con celos de un amigo?');
  });

  it('keeps apostrophes as they are', () => {
    expect(promptTextFor("Raconte l'histoire la plus gênante de ta semaine.", 'male')).toBe(
      "Raconte l'histoire la plus gênante de ta semaine.",
    );
  });

  it('refuses a select without all three cases, another argument, a plural or broken braces', () => {
    expect(addressForms('Estás {address, select, female {lista} other {listo}}?')).toMatchObject({
      problem: expect.stringContaining('female, male and other'),
    });
    expect(addressForms('Hola {name}, ¿qué tal?')).toMatchObject({ problem: expect.stringContaining('only') });
    expect(addressForms('{count, plural, one {uno} other {#}}')).toMatchObject({
      problem: expect.stringContaining('only'),
    });
    expect(addressForms('Hola {address, select, female {a')).toMatchObject({ problem: expect.stringContaining('ICU') });
  });
});

describe('the reader games use', () => {
  it('reads several selects and keeps the text between them', () => {
    const text =
      '{address, select, female {Cansada} male {Cansado} other {Con sueño}}, ¿a quién {address, select, female {llamarías} male {llamarías} other {llamarías}} ahora?';
    expect(promptTextFor(text, 'female')).toBe('Cansada, ¿a quién llamarías ahora?');
    expect(promptTextFor(text, 'neutral')).toBe('Con sueño, ¿a quién llamarías ahora?');
  });

  it('is held to the parser: a text it would read otherwise is refused', () => {
    // ICU reads a doubled apostrophe as one; the small reader only knows selects, so such a text fails the check.
    expect(addressForms("Raconte l''histoire {address, select, female {a} male {b} other {c}}")).toMatchObject({
      problem: expect.stringContaining('in a game instead of'),
    });
    expect(addressForms('Hola {address,select,female{a}male{b}other{c}}!')).toEqual({
      forms: { female: 'Hola a!', male: 'Hola b!', neutral: 'Hola c!' },
    });
  });
});
