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

export async function loadCatalog(locale: CatalogLocale, name: CatalogName): Promise<Messages> {
  const module = (await import(`../locales/${locale}/${name}.po`)) as { messages: Messages };
  return module.messages;
}

/** Loads catalogs into `i18n` under `locale` (each load adds to what is there). */
export async function loadCatalogs(i18n: I18n, locale: CatalogLocale, names: readonly CatalogName[]): Promise<void> {
  const loaded = await Promise.all(names.map((name) => loadCatalog(locale, name)));
  for (const messages of loaded) i18n.load(locale, messages);
}
