import { setupI18n, type I18n } from '@lingui/core';
import { splitLocalePath } from '@truth-or-dare/room-protocol/site-content';
import { DEFAULT_LOCALE } from '@truth-or-dare/prompt-banks/languages';
import { ENTRY_CATALOGS, loadCatalogs, type CatalogLocale, type CatalogName } from './catalogs';
import { ENGLISH_ENTRY_MESSAGES } from './english-entry-catalogs';
import { keepValuesLiteral } from './literal-values';

/**
 * The browser's one translation instance. A page's language is its path's (`/es/…`), fixed for
 * the page's life: in-app links keep the prefix, and the language switcher loads the other
 * language's page. (The server makes one instance per request instead: server-i18n.ts.)
 */
export const clientI18n: I18n = keepValuesLiteral(setupI18n());

/** The language the page was opened in, its entry catalogs loaded and active. */
export async function startClientI18n(pathname: string, override?: CatalogLocale): Promise<I18n> {
  const locale = override ?? splitLocalePath(pathname).locale;
  if (locale === DEFAULT_LOCALE) {
    for (const messages of Object.values(ENGLISH_ENTRY_MESSAGES)) clientI18n.load(locale, messages);
  } else await loadCatalogs(clientI18n, locale, ENTRY_CATALOGS);
  clientI18n.activate(locale);
  return clientI18n;
}

/** A lazily loaded page's catalog, in the active language; the router awaits it with the page's code. */
export async function loadPageCatalog(name: CatalogName): Promise<void> {
  if (typeof window === 'undefined') return; // the server's instances hold every catalog already
  // The page's language from its path, not the instance's: a page's code and catalog load while
  // the entry catalogs are still on their way, before the instance is activated.
  const locale = clientI18n.locale === 'pseudo' ? 'pseudo' : splitLocalePath(window.location.pathname).locale;
  await loadCatalogs(clientI18n, locale, [name]);
}
