import { DEFAULT_LOCALE, LOCALES, type Locale } from '@truth-or-dare/prompt-banks';

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
