import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { loadPromptBankIn, type Locale } from '@truth-or-dare/prompt-banks';
import { promptTextFor } from '@truth-or-dare/prompt-banks/address-forms';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { renderHook, waitFor } from '../../../testing/render';
import { makeRoom } from '../shared/online-rooms-test-helpers';
import { useViewerPrompt } from './use-viewer-prompt';
import { loadViewerTexts, viewerPromptText } from './viewer-prompt';

// One dealt prompt, read on pages in different languages (docs/api.md#the-room-object).
const DEALT_ID = 'shared-normal-t062';

function onPageIn(locale: Locale) {
  const i18n = setupI18n({ locale, messages: { [locale]: {} } });
  return function Page({ children }: { children: ReactNode }) {
    return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
  };
}

async function textIn(locale: Locale, id: string, address: 'female' | 'male' | 'neutral'): Promise<string> {
  const bank = await loadPromptBankIn(id.startsWith('shared-spicy') ? 'shared/spicy' : 'shared/normal', locale);
  const entry = bank.entries.find((candidate) => candidate.id === id);
  if (!entry) throw new Error(`${id} is not in the ${locale} bank`);
  return promptTextFor(entry.text, address);
}

describe('useViewerPrompt', () => {
  const room = makeRoom({
    language: 'en',
    currentType: 'truth',
    currentPromptId: DEALT_ID,
    currentPromptAddress: 'female',
    currentPrompt: 'When did you last feel proud of yourself and tell nobody?',
  });

  it('shows Spanish and Arabic viewers the same prompt id in their own language, in the dealt address', async () => {
    const spanish = await textIn('es', DEALT_ID, 'female');
    const arabic = await textIn('ar', DEALT_ID, 'female');
    // The Spanish text changes with the address: the female form is the one shown.
    expect(spanish).not.toBe(await textIn('es', DEALT_ID, 'male'));

    const { result: spanishViewer } = renderHook(() => useViewerPrompt(room), { wrapper: onPageIn('es') });
    const { result: arabicViewer } = renderHook(() => useViewerPrompt(room), { wrapper: onPageIn('ar') });
    await waitFor(() => expect(spanishViewer.current).toBe(spanish));
    await waitFor(() => expect(arabicViewer.current).toBe(arabic));
    expect(spanish).toContain('orgullosa de ti misma');
    expect(arabic).not.toBe(room.currentPrompt);
  });

  it("shows the room's own text to a viewer reading the room's language", () => {
    const { result } = renderHook(() => useViewerPrompt({ ...room, language: 'es', currentPrompt: 'texto' }), {
      wrapper: onPageIn('es'),
    });
    expect(result.current).toBe('texto');
  });

  it("keeps the room's text when the viewer's language left the prompt out, has no bank yet, or it is the group's own", async () => {
    const arabic = await loadViewerTexts(['shared/spicy'], 'ar');
    expect(arabic.size).toBeGreaterThan(0);
    expect(viewerPromptText({ ...room, currentPromptId: 'shared-spicy-t046' }, 'ar', arabic)).toBe(room.currentPrompt);
    // French has no shared banks yet: its viewers read the room's text, not English from the fallback.
    expect((await loadViewerTexts(['shared/normal'], 'fr')).size).toBe(0);
    const own = { ...room, currentPromptId: '', currentPrompt: 'Our own' };
    expect(viewerPromptText(own, 'es', await loadViewerTexts(['shared/normal'], 'es'))).toBe('Our own');
  });
});
