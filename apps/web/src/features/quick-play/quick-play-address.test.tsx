import { screen, within } from '../../testing/render';
import { SITE_PATHS } from '@truth-or-dare/room-protocol/site-content';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { speakInThisFile } from '../../testing/page-language';
import { shownPrompt } from '../../testing/prompt-panel';
import { loadPages } from '../../testing/render-app';
import { advance, button, chatMessages, openQuickPlay, promptCard } from './quick-play-test-helpers';

// How prompts speak to the player (docs/decisions/0023-languages.md), on a Spanish page: its
// prompts have address forms. Every text of the mocked banks has them, so each reading shows.
vi.mock('../../i18n/prompts-with-forms', async (importOriginal) => {
  const { addressedBank, addressedLines } = await import('../../testing/addressed-prompts');
  return {
    ...(await importOriginal<typeof import('../../i18n/prompts-with-forms')>()),
    loadPromptsWithForms: vi.fn(() => Promise.resolve(addressedBank())),
    loadChatLinesWithForms: vi.fn(() => Promise.resolve(addressedLines())),
  };
});

speakInThisFile('es');
beforeAll(() => loadPages(SITE_PATHS.quickPlay));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const QUESTION = '¿Cómo quieres que te hablen los retos?';

function addressRadio(name: 'Femenino' | 'Masculino' | 'Neutro'): HTMLInputElement {
  return within(screen.getByRole('group', { name: QUESTION })).getByRole<HTMLInputElement>('radio', { name });
}

describe('quick play: how prompts speak to the player', () => {
  it('is neutral on a first visit, and the choice is remembered on this device for the next one', async () => {
    const { user, unmount } = await openQuickPlay(1, 'Elige tu jugador');
    expect(addressRadio('Neutro').checked).toBe(true);
    await user.click(addressRadio('Femenino'));
    expect(addressRadio('Femenino').checked).toBe(true);
    expect(window.localStorage.getItem('quick_play_address')).toBe('female');
    unmount();
    vi.useRealTimers();

    await openQuickPlay(2, 'Elige tu jugador');
    expect(addressRadio('Femenino').checked).toBe(true);
  });

  it("reads the player's prompts and the bot's lines in the player's form, the bot's prompts in its own", async () => {
    const { user } = await openQuickPlay(11, 'Elige tu jugador');
    await user.click(addressRadio('Femenino'));
    await user.click(screen.getByRole('radio', { name: 'PandaPixel' }));
    await user.click(screen.getByRole('radio', { name: 'Chico' }));
    await user.click(screen.getByRole('button', { name: 'Buscar rival' }));
    await advance(6_000);

    await user.click(button('Verdad'));
    expect(shownPrompt(promptCard())?.text).toBe('Verdad 1 para ella');
    await user.type(screen.getByRole('textbox'), 'hola{Enter}');
    await user.click(button('Listo'));
    // The bot's turn starts 1 s after Done and it shows its pick 4 s in: its own prompt, read as him.
    await advance(5_000);
    expect(shownPrompt(promptCard())?.text).toMatch(/ para él$/);
    // Its reply to the chat, 8 s after it, speaks to the player.
    await advance(3_000);
    expect(chatMessages('Mensajes del chat').at(-1)).toEqual({
      from: 'bot',
      text: expect.stringMatching(/^Frase \d para ella$/),
    });
  });
});
