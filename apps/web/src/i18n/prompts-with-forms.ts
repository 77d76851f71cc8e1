import {
  loadChatLinesIn,
  loadPromptBankIn,
  type ChatLineBankId,
  type Locale,
  type PromptBankId,
  type PromptEntry,
  type TextLine,
} from '@truth-or-dare/prompt-banks';

// The games that ask each player how prompts speak to them (the offline game, quick play, the
// two-player game) take every text with its address forms, and their engines read each one for
// its player (docs/decisions/0023-languages.md). A module apart from page-prompts.ts, which the
// first visit loads: only these games need it.

/** A bank in the page's language (or English where it has none yet), every address form kept. */
export async function loadPromptsWithForms(id: PromptBankId, locale: Locale): Promise<readonly PromptEntry[]> {
  return (await loadPromptBankIn(id, locale)).entries;
}

/** Chat lines with every address form kept: quick play's bot speaks to the player in their form. */
export async function loadChatLinesWithForms(id: ChatLineBankId, locale: Locale): Promise<readonly TextLine[]> {
  return (await loadChatLinesIn(id, locale)).entries;
}
