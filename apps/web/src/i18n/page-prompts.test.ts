import { loadPromptBank } from '@truth-or-dare/prompt-banks';
import { describe, expect, it } from 'vitest';
import { promptTextFor } from '@truth-or-dare/prompt-banks/address-forms';
import { loadPromptsToDeal } from './page-prompts';
import { loadChatLinesWithForms, loadPromptsWithForms } from './prompts-with-forms';

describe('prompts a game deals', () => {
  it('are in the page language, every address form read in its neutral form', async () => {
    const [spanish, english] = await Promise.all([
      loadPromptsToDeal('shared/dares', 'es'),
      loadPromptBank('shared/dares'),
    ]);
    expect(spanish.length).toBeGreaterThanOrEqual(english.length);
    expect(spanish.find((entry) => entry.id === english[0]?.id)?.text).not.toBe(english[0]?.text);
    expect(spanish.filter((entry) => entry.text.includes('{'))).toEqual([]);
  });

  it('keep every address form for the games that read each prompt for its player', async () => {
    const [raw, neutral] = await Promise.all([
      loadPromptsWithForms('offline/dares', 'es'),
      loadPromptsToDeal('offline/dares', 'es'),
    ]);
    const withForms = raw.filter((entry) => entry.text.includes('{address, select,'));
    expect(withForms.length).toBeGreaterThan(0);
    expect(raw.map((entry) => promptTextFor(entry.text, 'neutral'))).toEqual(neutral.map((entry) => entry.text));
    const arabicLines = await loadChatLinesWithForms('quickplay/bot-lines-female', 'ar');
    expect(arabicLines.some((line) => line.text.includes('{address, select,'))).toBe(true);
  });

  it('are English where the language has no bank yet', async () => {
    const [french, english] = await Promise.all([
      loadPromptsToDeal('shared/normal', 'fr'),
      loadPromptBank('shared/normal'),
    ]);
    expect(french.map((entry) => entry.text)).toEqual(english.map((entry) => entry.text));
  });
});
