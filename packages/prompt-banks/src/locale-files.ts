import {
  CHAT_LINE_BANKS,
  PROMPT_BANKS,
  QUICK_PLAY_NAMES_FILE,
  SPINNER_DEFAULTS_FILE,
  type ChatLineBankId,
  type PromptBankId,
} from './bank-registry';
import type { Locale } from './locales';
import type { PromptEntry, TextLine } from './prompt-types';

/**
 * A language's version of one English data file, at `data/locales/<locale>/<same path>`
 * (docs/decisions/0023-languages.md). English stays the record of every prompt id, type, rating and
 * categories; a language gives each id its own text, leaves an id out with a reason, or adds
 * prompts of its own. A file lands complete: every English id is written or left out.
 */
export interface LocalePromptFile {
  /** English id -> this language's text (an ICU message when the address changes words). */
  readonly texts: Readonly<Record<string, string>>;
  /** English id -> why this language leaves the prompt out (a pun, a custom that does not travel). */
  readonly leftOut: Readonly<Record<string, string>>;
  /** Prompts written for this language only; ids `<bank id prefix>-<locale tag>-<t|d><number>`. */
  readonly own: readonly PromptEntry[];
}

export interface LocaleChatLineFile {
  readonly texts: Readonly<Record<string, string>>;
  readonly leftOut: Readonly<Record<string, string>>;
  readonly own: readonly TextLine[];
}

export interface LocaleSpinnerFile {
  readonly texts: Readonly<Record<string, string>>;
}

export type TranslatedLocale = Exclude<Locale, 'en'>;
export type LibraryFileId = PromptBankId | ChatLineBankId | 'quickplay/names' | 'spinner/default-challenges';

/**
 * Which files each language has so far. A game in a language without a bank deals the English one
 * and says so; the library test fails on a file here that is missing on disk, and the other way round.
 */
export const LOCALE_FILES: Readonly<Record<TranslatedLocale, readonly LibraryFileId[]>> = {
  es: [
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
    'duel/normal',
    'duel/teens',
    'duel/18-plus',
    'offline/dare',
    'quickplay/dares',
    'quickplay/bot-lines-male',
    'quickplay/bot-lines-female',
  ],
  'pt-BR': [],
  fr: [],
  de: [],
  it: [],
  pl: [],
  ar: [
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
    'duel/normal',
    'offline/dare',
    'quickplay/dares',
    'quickplay/bot-lines-male',
    'quickplay/bot-lines-female',
    'duel/teens',
    'duel/18-plus',
  ],
};

/** The id segment naming a language in its own prompts' ids ("pt-BR" -> "ptbr"). */
export function localeIdTag(locale: TranslatedLocale): string {
  return locale.toLowerCase().replace('-', '');
}

/** The data path of a file's English version, relative to data/. */
export function englishFileOf(id: LibraryFileId): string {
  if (id === 'quickplay/names') return QUICK_PLAY_NAMES_FILE;
  if (id === 'spinner/default-challenges') return SPINNER_DEFAULTS_FILE;
  if (id in PROMPT_BANKS) return PROMPT_BANKS[id as PromptBankId].file;
  return CHAT_LINE_BANKS[id as ChatLineBankId].file;
}

export function localeFileOf(locale: TranslatedLocale, id: LibraryFileId): string {
  return `locales/${locale}/${englishFileOf(id)}`;
}

export function hasLocaleFile(locale: Locale, id: LibraryFileId): locale is TranslatedLocale {
  return locale !== 'en' && LOCALE_FILES[locale].includes(id);
}

/** Loads one language file; each is a chunk of its own in a web build. */
export function loadLocaleFile(locale: TranslatedLocale, id: LibraryFileId): Promise<unknown> {
  const [folder, name] = englishFileOf(id)
    .replace(/\.json$/, '')
    .split('/');
  return import(`../data/locales/${locale}/${folder}/${name}.json`).then(
    (module: { default: unknown }) => module.default,
  );
}
