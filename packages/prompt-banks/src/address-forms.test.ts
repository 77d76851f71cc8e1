import { describe, expect, it } from 'vitest';
import { addressForms, promptTextFor } from './address-forms';

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
