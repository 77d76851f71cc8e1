import { loadPromptBank } from '@truth-or-dare/prompt-banks';
import { describe, expect, it } from 'vitest';
import { loadChatLinesToSay, loadPromptsToDeal } from './page-prompts';

describe('prompts a game deals', () => {
  it('are in the page language, every address form read in its neutral form', async () => {
    const [spanish, english] = await Promise.all([
      loadPromptsToDeal('shared/dares', 'es'),
      loadPromptBank('shared/dares'),
    ]);
    expect(spanish.length).toBeGreaterThanOrEqual(english.length);
    expect(spanish.find((entry) => entry.id === english[0]?.id)?.text).not.toBe(english[0]?.text);
    expect(spanish.filter((entry) => entry.text.includes('{'))).toEqual([]);
    const arabicLines = await loadChatLinesToSay('quickplay/bot-lines-female', 'ar');
    expect(arabicLines.filter((line) => line.text.includes('{'))).toEqual([]);
  });

  it('are English where the language has no bank yet', async () => {
    const [french, english] = await Promise.all([
      loadPromptsToDeal('shared/normal', 'fr'),
      loadPromptBank('shared/normal'),
    ]);
    expect(french.map((entry) => entry.text)).toEqual(english.map((entry) => entry.text));
  });
});
