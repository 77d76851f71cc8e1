import { describe, expect, it } from 'vitest';
import { pathInLocale, splitLocalePath } from './site-locales';
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
});
