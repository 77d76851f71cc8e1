import { describe, expect, it } from 'vitest';
import { documentLanguage, localeBasename, pathInLocale, preferredLocale, splitLocalePath } from './site-locales';
import { SITE_PATHS } from './site-paths';

describe('language paths', () => {
  it('keep English at the root and put the others under their lower-case prefix', () => {
    expect(pathInLocale('en', SITE_PATHS.rooms)).toBe('/rooms');
    expect(pathInLocale('es', SITE_PATHS.rooms)).toBe('/es/rooms');
    expect(pathInLocale('pt-BR', SITE_PATHS.home)).toBe('/pt-br/');
    expect(pathInLocale('ar', SITE_PATHS.roomGame('r1'))).toBe('/ar/rooms/r1/game');
  });

  it('read the language back from a path, and take anything else for English', () => {
    expect(splitLocalePath('/es/rooms')).toEqual({ locale: 'es', path: '/rooms' });
    expect(splitLocalePath('/pt-br/')).toEqual({ locale: 'pt-BR', path: '/' });
    expect(splitLocalePath('/ar')).toEqual({ locale: 'ar', path: '/' });
    expect(splitLocalePath('/rooms/es')).toEqual({ locale: 'en', path: '/rooms/es' });
    expect(splitLocalePath('/en/rooms')).toEqual({ locale: 'en', path: '/en/rooms' });
    expect(splitLocalePath('/pt-BR/rooms')).toEqual({ locale: 'en', path: '/pt-BR/rooms' });
    expect(splitLocalePath('/about')).toEqual({ locale: 'en', path: '/about' });
  });

  it('give the router its basename and the page its lang and dir', () => {
    expect(localeBasename('en')).toBe('');
    expect(localeBasename('pt-BR')).toBe('/pt-br');
    expect(documentLanguage('/ar/rooms')).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(documentLanguage('/rooms')).toEqual({ lang: 'en', dir: 'ltr' });
  });
});

describe('the language / sends a visitor to', () => {
  it('is the one chosen before, whatever the browser says', () => {
    expect(preferredLocale('de', 'es-MX,es;q=0.9')).toBe('de');
    expect(preferredLocale('en', 'es-MX,es;q=0.9')).toBe('en');
  });

  it('is otherwise the first of the browser languages the site speaks, by weight', () => {
    expect(preferredLocale(undefined, 'es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(preferredLocale(undefined, 'ja,pt;q=0.8,en;q=0.5')).toBe('pt-BR');
    expect(preferredLocale(undefined, 'en;q=0.4,ar;q=0.9')).toBe('ar');
    expect(preferredLocale(undefined, 'PT-br')).toBe('pt-BR');
    expect(preferredLocale('klingon', 'fr-CA')).toBe('fr');
  });

  it('is English for a crawler (no Accept-Language) or a language the site does not speak', () => {
    expect(preferredLocale(undefined, undefined)).toBe('en');
    expect(preferredLocale(undefined, 'ja,ko;q=0.5,*;q=0.1')).toBe('en');
    expect(preferredLocale(undefined, 'es;q=0')).toBe('en');
  });
});
