import { setupI18n, type I18n, type Messages } from '@lingui/core';
import type { Locale } from '@truth-or-dare/prompt-banks/languages';
import { CATALOG_NAMES, loadCatalog } from './catalogs';
import { keepValuesLiteral } from './literal-values';

const messagesByLocale = new Map<Locale, Promise<Messages>>();

/** Every catalog of a language, merged, read once per server process. */
function allMessages(locale: Locale): Promise<Messages> {
  let messages = messagesByLocale.get(locale);
  if (!messages) {
    messages = Promise.all(CATALOG_NAMES.map((name) => loadCatalog(locale, name))).then((parts) =>
      Object.assign({}, ...parts),
    );
    messagesByLocale.set(locale, messages);
  }
  return messages;
}

/**
 * A translation instance of its own for one server render: concurrent requests in different
 * languages never share one (docs/decisions/0024-ui-messages.md).
 */
export async function createRequestI18n(locale: Locale): Promise<I18n> {
  return keepValuesLiteral(setupI18n({ locale, messages: { [locale]: await allMessages(locale) } }));
}
