import { loadChatLines, loadPromptBank, loadQuickPlayNames } from '@truth-or-dare/prompt-banks';
import type { QuickPlayInput } from '@truth-or-dare/quickplay-bot';

/** Everything the quick-play machine needs except its seed. */
export type QuickPlayContent = Omit<QuickPlayInput, 'seed'>;

/** Loads the names, prompts and bot chat lines (each its own small chunk) in the shape the machine takes. */
export async function loadQuickPlayContent(): Promise<QuickPlayContent> {
  const [names, normal, dares, linesMale, linesFemale] = await Promise.all([
    loadQuickPlayNames(),
    loadPromptBank('shared/normal'),
    loadPromptBank('quickplay/dares'),
    loadChatLines('quickplay/bot-lines-male'),
    loadChatLines('quickplay/bot-lines-female'),
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
