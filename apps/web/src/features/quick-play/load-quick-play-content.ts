import type { Locale } from '@truth-or-dare/prompt-banks';
import type { QuickPlayInput } from '@truth-or-dare/quickplay-bot';
import { loadBotNames } from '../../i18n/page-prompts';
import { loadChatLinesWithForms, loadPromptsWithForms } from '../../i18n/prompts-with-forms';

/** Everything the quick-play machine needs except its seed. */
export type QuickPlayContent = Omit<QuickPlayInput, 'seed'>;

/**
 * Loads the names, prompts and bot chat lines in the page's language (each its own small chunk) in
 * the shape the machine takes, every address form kept: the machine reads each text for the one it
 * speaks to.
 */
export async function loadQuickPlayContent(locale: Locale): Promise<QuickPlayContent> {
  const [names, normal, dares, linesMale, linesFemale] = await Promise.all([
    loadBotNames(locale),
    loadPromptsWithForms('shared/normal', locale),
    loadPromptsWithForms('quickplay/dares', locale),
    loadChatLinesWithForms('quickplay/bot-lines-male', locale),
    loadChatLinesWithForms('quickplay/bot-lines-female', locale),
  ]);
  return {
    userNames: names.userNames,
    botNamesMale: names.botNamesMale,
    botNamesFemale: names.botNamesFemale,
    // The machine takes truths in the bank's order, so keep it.
    truths: normal.filter((entry) => entry.type === 'truth'),
    dares: dares.filter((entry) => entry.type === 'dare'),
    botLinesMale: linesMale.map((line) => line.text),
    botLinesFemale: linesFemale.map((line) => line.text),
  };
}
