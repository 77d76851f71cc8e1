import { describe, expect, it } from 'vitest';
import { loadPromptBankIn, loadQuickPlayNamesIn, loadSpinnerDefaultsIn } from './localized-banks';

describe('banks in a language', () => {
  it('give a language its own texts under the English ids', async () => {
    const spanish = await loadSpinnerDefaultsIn('es');
    expect(spanish.locale).toBe('es');
    expect(spanish.entries[0]).toEqual({ id: 'spinner-default-01', text: 'Haz 10 flexiones' });
    expect((await loadQuickPlayNamesIn('ar')).botNamesFemale).toContain('ليلى');
  });

  it('fall back to English, and say so, where a language has no version yet', async () => {
    const french = await loadSpinnerDefaultsIn('fr');
    expect(french.locale).toBe('en');
    expect(french.entries[0]?.text).toBe('Do 10 pushups');
    const polishDares = await loadPromptBankIn('quickplay/dares', 'pl');
    expect(polishDares.locale).toBe('en');
    expect(polishDares.entries).toHaveLength(25);
  });
});
