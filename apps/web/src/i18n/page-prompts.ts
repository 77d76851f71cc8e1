export { usePageLocale } from './page-locale';
import {
  DEFAULT_ADDRESS,
  loadPromptBankIn,
  loadQuickPlayNamesIn,
  loadSpinnerDefaultsIn,
  type Locale,
  type PromptBankId,
  type PromptEntry,
  type QuickPlayNames,
  type TextLine,
} from '@truth-or-dare/prompt-banks';
import { promptTextFor } from '@truth-or-dare/prompt-banks/address-forms';

/**
 * Games deal prompts in the page's language (decision 0023): the language's bank, or English where
 * it has none yet. Address forms read in their neutral form, for the games that do not ask the
 * players theirs (the others load with prompts-with-forms.ts).
 */
export async function loadPromptsToDeal(id: PromptBankId, locale: Locale): Promise<readonly PromptEntry[]> {
  const bank = await loadPromptBankIn(id, locale);
  return bank.entries.map((entry) => ({ ...entry, text: promptTextFor(entry.text, DEFAULT_ADDRESS) }));
}

export async function loadWheelLabels(locale: Locale): Promise<readonly TextLine[]> {
  return (await loadSpinnerDefaultsIn(locale)).entries;
}

export function loadBotNames(locale: Locale): Promise<QuickPlayNames> {
  return loadQuickPlayNamesIn(locale);
}
