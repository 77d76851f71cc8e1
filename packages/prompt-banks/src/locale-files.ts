import {
  CHAT_LINE_BANKS,
  PROMPT_BANKS,
  QUICK_PLAY_NAMES_FILE,
  SPINNER_DEFAULTS_FILE,
  type ChatLineBankId,
  type PromptBankId,
} from './bank-registry';
import { LOCALE_FILES, type LibraryFileId, type TranslatedLocale } from './locale-file-list';

export { LOCALE_FILES, type LibraryFileId, type TranslatedLocale };
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

/** Loads one language file; each is a chunk of its own in a web build. */
export function loadLocaleFile(locale: TranslatedLocale, id: LibraryFileId): Promise<unknown> {
  const [folder, name] = englishFileOf(id)
    .replace(/\.json$/, '')
    .split('/');
  return import(`../data/locales/${locale}/${folder}/${name}.json`).then(
    (module: { default: unknown }) => module.default,
  );
}
