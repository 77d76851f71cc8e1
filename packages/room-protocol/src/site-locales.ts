import { DEFAULT_LOCALE, LOCALES, isLocale, textDirection, type Locale } from '@truth-or-dare/prompt-banks/languages';

/**
 * Where each language's pages live (docs/decisions/0023-languages.md): English at the root, every
 * other language under its lower-case prefix (`/es/offline`, `/pt-br/`). Only `/` may redirect by
 * language; a prefixed path is always that language.
 */
export function localeSegment(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : locale.toLowerCase();
}

const LOCALE_BY_SEGMENT: ReadonlyMap<string, Locale> = new Map(
  LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => [localeSegment(locale), locale]),
);

/** The language of a path and the page path without its prefix: `/es/rooms` -> es, `/rooms`. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2}(?:-[a-z]{2})?)(\/.*)?$/.exec(pathname);
  const locale = match?.[1] === undefined ? undefined : LOCALE_BY_SEGMENT.get(match[1]);
  if (locale === undefined) return { locale: DEFAULT_LOCALE, path: pathname };
  return { locale, path: match?.[2] ?? '/' };
}

/** A page path in a language: (`es`, `/rooms`) -> `/es/rooms`, (`es`, `/`) -> `/es/`. */
export function pathInLocale(locale: Locale, path: string): string {
  const segment = localeSegment(locale);
  return segment === '' ? path : `/${segment}${path}`;
}

/** The router prefix of each language's page tree ('' for English). */
export const LOCALE_ROUTE_PREFIXES: readonly { locale: Locale; prefix: string }[] = LOCALES.map((locale) => ({
  locale,
  prefix: localeSegment(locale),
}));

/** The router's basename for a language's pages: '' for English, '/es' for Spanish. */
export function localeBasename(locale: Locale): string {
  const segment = localeSegment(locale);
  return segment === '' ? '' : `/${segment}`;
}

/** `<html lang dir>` for a page path. */
export function documentLanguage(pathname: string): { lang: Locale; dir: 'ltr' | 'rtl' } {
  const { locale } = splitLocalePath(pathname);
  return { lang: locale, dir: textDirection(locale) };
}

/** The cookie that remembers a language chosen in the language switcher. */
export const LANGUAGE_COOKIE = 'tod_lang';

/**
 * Where `/` sends a visitor: the language chosen before (the cookie), else the first language of
 * the browser's `Accept-Language` the site speaks ("es-MX" -> es, "pt" -> pt-BR), else English.
 * A crawler sends no Accept-Language and gets English.
 */
export function preferredLocale(cookieValue: string | undefined, acceptLanguage: string | undefined): Locale {
  if (isLocale(cookieValue)) return cookieValue;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag !== '' && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const exact = LOCALES.find((locale) => locale.toLowerCase() === tag);
    if (exact) return exact;
    const language = tag.split('-')[0];
    const sameLanguage = LOCALES.find((locale) => locale.toLowerCase().split('-')[0] === language);
    if (sameLanguage) return sameLanguage;
  }
  return DEFAULT_LOCALE;
}
