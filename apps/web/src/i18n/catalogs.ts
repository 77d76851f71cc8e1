import type { I18n, Messages } from '@lingui/core';
import type { Locale } from '@truth-or-dare/prompt-banks/languages';

/**
 * The message catalogs: the shell's (layout and shared components) and one per feature folder
 * (lingui.config.ts). Each locale's catalog is a chunk of its own, so a page downloads only its
 * own words in its own language (docs/decisions/0024-ui-messages.md).
 */
export const CATALOG_NAMES = [
  'shell',
  'admin',
  'app-updates',
  'blog',
  'challenge-spinner',
  'draw-cards',
  'duel-game',
  'generator',
  'home',
  'newsletter',
  'not-found',
  'offline-game',
  'online-rooms',
  'quick-play',
  'static-pages',
  'ultimate',
  'video-call',
] as const;
export type CatalogName = (typeof CATALOG_NAMES)[number];

/** The catalogs of everything the entry bundle renders (routes.tsx and the layout import them). */
export const ENTRY_CATALOGS: readonly CatalogName[] = [
  'shell',
  'home',
  'blog',
  'not-found',
  'challenge-spinner',
  'app-updates',
  'newsletter',
];

/** Development and the browser tests also speak the pseudo-locale (accented, longer). */
export type CatalogLocale = Locale | 'pseudo';

type LocaleCatalogs = { catalogs: Record<string, () => Promise<{ messages: Messages }>> };

/**
 * Each language's list of catalog chunks is a small module of its own: the entry holds nine loaders
 * instead of one per language and catalog, and a page fetches only its language's list.
 */
const LOCALE_CATALOGS: Record<CatalogLocale, () => Promise<LocaleCatalogs>> = {
  en: () => import('../locales/en/catalogs'),
  es: () => import('../locales/es/catalogs'),
  'pt-BR': () => import('../locales/pt-BR/catalogs'),
  fr: () => import('../locales/fr/catalogs'),
  de: () => import('../locales/de/catalogs'),
  it: () => import('../locales/it/catalogs'),
  pl: () => import('../locales/pl/catalogs'),
  ar: () => import('../locales/ar/catalogs'),
  pseudo: () => import('../locales/pseudo/catalogs'),
};

export async function loadCatalog(locale: CatalogLocale, name: CatalogName): Promise<Messages> {
  const load = (await LOCALE_CATALOGS[locale]()).catalogs[`./${name}.po`];
  if (load === undefined) throw new Error(`No ${name} catalog in ${locale}`);
  return (await load()).messages;
}

/**
 * The build's source paths of what a page in `locale` loads before it can show its words (its
 * language's catalog list and entry catalogs), so the server can name them for the browser to
 * fetch at once (apps/api/src/web/server-renderer.ts). English needs none: its entry words are in the entry.
 */
export function entryCatalogSources(locale: CatalogLocale): string[] {
  if (locale === 'en') return [];
  return [`src/locales/${locale}/catalogs.ts`, ...ENTRY_CATALOGS.map((name) => `src/locales/${locale}/${name}.po`)];
}

/** Loads catalogs into `i18n` under `locale` (each load adds to what is there). */
export async function loadCatalogs(i18n: I18n, locale: CatalogLocale, names: readonly CatalogName[]): Promise<void> {
  const loaded = await Promise.all(names.map((name) => loadCatalog(locale, name)));
  for (const messages of loaded) i18n.load(locale, messages);
}
