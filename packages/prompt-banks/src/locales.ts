/**
 * The site's languages (docs/decisions/0023-languages.md). English is the source of every prompt
 * and message; the others are written for their own players, not translated word by word.
 */
export const LOCALES = ['en', 'es', 'pt-BR', 'fr', 'de', 'it', 'pl', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** The languages written right to left. */
const RIGHT_TO_LEFT: ReadonlySet<Locale> = new Set(['ar']);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function textDirection(locale: Locale): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr';
}

/**
 * How prompts speak to a player in languages where "you" is gendered. `neutral` is the default
 * and reads as a natural rewording, never as "(a)" or "/a" notation.
 */
export const ADDRESS_FORMS = ['female', 'male', 'neutral'] as const;
export type Address = (typeof ADDRESS_FORMS)[number];

export const DEFAULT_ADDRESS: Address = 'neutral';

export function isAddress(value: unknown): value is Address {
  return typeof value === 'string' && (ADDRESS_FORMS as readonly string[]).includes(value);
}
