import {
  loadChatLines,
  loadPromptBank,
  loadSpinnerDefaults,
  PROMPT_BANKS,
  type ChatLineBankId,
  type PromptBankId,
} from './bank-registry';
import {
  LOCALE_FILES,
  loadLocaleFile,
  type LibraryFileId,
  type LocalePromptFile,
  type TranslatedLocale,
} from './locale-files';
import type { LocaleFileToCheck } from './validate-locale-files';

/** Every registered language file with the English entries it follows, for `validateLocaleFiles`. */
export async function loadLocaleFilesToCheck(): Promise<LocaleFileToCheck[]> {
  const pairs = Object.entries(LOCALE_FILES).flatMap(([locale, ids]) =>
    ids.map((id) => ({ locale: locale as TranslatedLocale, id })),
  );
  return Promise.all(
    pairs.map(async ({ locale, id }) => ({
      locale,
      id,
      content: await loadLocaleFile(locale, id),
      english: await englishEntriesOf(id),
    })),
  );
}

async function englishEntriesOf(id: LibraryFileId): Promise<LocaleFileToCheck['english']> {
  if (id === 'quickplay/names') return [];
  if (id === 'spinner/default-challenges') return loadSpinnerDefaults();
  if (id in PROMPT_BANKS) return loadPromptBank(id as PromptBankId);
  return loadChatLines(id as ChatLineBankId);
}

export interface LocaleBankStats {
  readonly locale: TranslatedLocale;
  readonly bank: PromptBankId;
  readonly written: number;
  readonly leftOut: number;
  readonly own: number;
}

/** Per language and bank: prompts written from English, left out with a reason, and its own. */
export async function computeLocaleStats(): Promise<LocaleBankStats[]> {
  const rows = (await loadLocaleFilesToCheck()).filter((file) => file.id in PROMPT_BANKS);
  return rows.map(({ locale, id, content }) => {
    const file = content as LocalePromptFile;
    return {
      locale,
      bank: id as PromptBankId,
      written: Object.keys(file.texts).length,
      leftOut: Object.keys(file.leftOut).length,
      own: file.own.length,
    };
  });
}
