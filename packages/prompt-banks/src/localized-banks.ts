import {
  loadChatLines,
  loadPromptBank,
  loadQuickPlayNames,
  loadSpinnerDefaults,
  type ChatLineBankId,
  type PromptBankId,
} from './bank-registry';
import { loadLocaleFile, type LocaleChatLineFile, type LocalePromptFile, type LocaleSpinnerFile } from './locale-files';
import { hasLocaleFile } from './locale-file-list';
import type { Locale } from './locales';
import type { PromptEntry, QuickPlayNames, TextLine } from './prompt-types';

/** A bank as a game in `locale` deals it; `locale` is "en" when that language has no version yet. */
export interface LocalizedLines<T> {
  readonly locale: Locale;
  readonly entries: readonly T[];
}

/**
 * The bank in a language: every English id it wrote (same id, so a mixed room can show one prompt
 * in each player's language), without the ones it left out, plus its own prompts. English when the
 * language has no version of the bank yet.
 */
export async function loadPromptBankIn(id: PromptBankId, locale: Locale): Promise<LocalizedLines<PromptEntry>> {
  const english = await loadPromptBank(id);
  if (!hasLocaleFile(locale, id)) return { locale: 'en', entries: english };
  const file = (await loadLocaleFile(locale, id)) as LocalePromptFile;
  return { locale, entries: [...withLocaleTexts(english, file.texts), ...file.own] };
}

export async function loadChatLinesIn(id: ChatLineBankId, locale: Locale): Promise<LocalizedLines<TextLine>> {
  const english = await loadChatLines(id);
  if (!hasLocaleFile(locale, id)) return { locale: 'en', entries: english };
  const file = (await loadLocaleFile(locale, id)) as LocaleChatLineFile;
  return { locale, entries: [...withLocaleTexts(english, file.texts), ...file.own] };
}

export async function loadSpinnerDefaultsIn(locale: Locale): Promise<LocalizedLines<TextLine>> {
  const english = await loadSpinnerDefaults();
  if (!hasLocaleFile(locale, 'spinner/default-challenges')) return { locale: 'en', entries: english };
  const file = (await loadLocaleFile(locale, 'spinner/default-challenges')) as LocaleSpinnerFile;
  return { locale, entries: withLocaleTexts(english, file.texts) };
}

export async function loadQuickPlayNamesIn(locale: Locale): Promise<QuickPlayNames> {
  if (!hasLocaleFile(locale, 'quickplay/names')) return loadQuickPlayNames();
  return (await loadLocaleFile(locale, 'quickplay/names')) as QuickPlayNames;
}

function withLocaleTexts<T extends { readonly id: string; readonly text: string }>(
  english: readonly T[],
  texts: Readonly<Record<string, string>>,
): T[] {
  return english.flatMap((entry) => {
    const text = texts[entry.id];
    return text === undefined ? [] : [{ ...entry, text }];
  });
}
