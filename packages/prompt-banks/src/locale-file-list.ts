import type { ChatLineBankId, PromptBankId } from './bank-registry';
import type { Locale } from './locales';

export type TranslatedLocale = Exclude<Locale, 'en'>;
export type LibraryFileId = PromptBankId | ChatLineBankId | 'quickplay/names' | 'spinner/default-challenges';

/** Every file of the library, for a language that has all of them (listed here, not taken from the
 * registry: this module is part of the first page load, the registry's loaders are not). */
const WHOLE_LIBRARY: readonly LibraryFileId[] = [
  'spinner/default-challenges',
  'quickplay/names',
  'shared/normal',
  'shared/funny',
  'shared/party',
  'shared/spicy',
  'shared/dares',
  'shared/18-plus',
  'offline/normal',
  'offline/funny',
  'offline/party',
  'offline/spicy',
  'offline/18-plus',
  'offline/romantic',
  'offline/dares',
  'offline/dare',
  'duel/normal',
  'duel/teens',
  'duel/18-plus',
  'quickplay/dares',
  'quickplay/bot-lines-male',
  'quickplay/bot-lines-female',
];

/**
 * Which files each language has so far. A game in a language without a bank deals the English one
 * and says so; the library test fails on a file here that is missing on disk, and the other way round.
 */
export const LOCALE_FILES: Readonly<Record<TranslatedLocale, readonly LibraryFileId[]>> = {
  es: WHOLE_LIBRARY,
  'pt-BR': [],
  fr: [],
  de: [],
  it: [],
  pl: [],
  ar: WHOLE_LIBRARY,
};

export function hasLocaleFile(locale: Locale, id: LibraryFileId): locale is TranslatedLocale {
  return locale !== 'en' && LOCALE_FILES[locale].includes(id);
}
