import { act, screen, within } from '../../testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { speakInThisFile } from '../../testing/page-language';
import { loadPages, renderApp } from '../../testing/render-app';

// How prompts speak to each player (docs/decisions/0023-languages.md), on a Spanish page: its
// prompts have address forms. Every prompt of the mocked bank has them, so each reading shows.
vi.mock('../../i18n/prompts-with-forms', async (importOriginal) => {
  const { addressedBank } = await import('../../testing/addressed-prompts');
  return {
    ...(await importOriginal<typeof import('../../i18n/prompts-with-forms')>()),
    loadPromptsWithForms: vi.fn(() => Promise.resolve(addressedBank())),
  };
});
vi.mock('../../components/confetti/fire-confetti', () => ({
  celebrateFor: vi.fn(() => () => undefined),
  fireConfetti: vi.fn(),
  prefersReducedMotion: () => false,
}));

speakInThisFile('es');
beforeAll(() => loadPages('/ultimatetruthordare'));
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

function addressOf(name: string): HTMLSelectElement {
  return screen.getByRole<HTMLSelectElement>('combobox', { name: `¿Cómo quiere ${name} que le hablen los retos?` });
}

function shownPrompt(): string {
  return (
    within(screen.getByRole('region', { name: 'Verdad o reto' }))
      .getAllByRole('paragraph')
      .at(-1)?.textContent ?? ''
  );
}

describe('two-player game: how prompts speak to each player', () => {
  it('asks for both players in setup and reads each prompt in its player’s form', async () => {
    const { user } = renderApp('/ultimatetruthordare');
    await screen.findByRole('heading', { level: 1, name: 'Verdad o reto (modo terror)' });
    // Named by the placeholder until a name is typed.
    expect(addressOf('Jugador 1').value).toBe('neutral');
    await user.type(screen.getByLabelText('Nombre del jugador 1'), 'Alice');
    await user.type(screen.getByLabelText('Nombre del jugador 2'), 'Bob');
    await user.selectOptions(addressOf('Alice'), 'Femenino');
    await user.selectOptions(addressOf('Bob'), 'Masculino');

    const start = screen.getByRole<HTMLButtonElement>('button', { name: 'Empezar partida' });
    await vi.waitFor(() => expect(start.disabled).toBe(false));
    await user.click(start);
    await screen.findByRole('heading', { level: 2, name: 'Turno de Alice' });
    await user.click(screen.getByRole('button', { name: 'Verdad' }));
    expect(shownPrompt()).toMatch(/^Verdad \d para ella$/);
    // The clock ticks on; the card stays as it is and so does the player's focus.
    const quit = screen.getByRole('button', { name: 'Volver a la configuración' });
    quit.focus();
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(quit).toHaveFocus();

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    await screen.findByRole('heading', { level: 2, name: 'Turno de Bob' });
    await user.click(screen.getByRole('button', { name: 'Reto' }));
    expect(shownPrompt()).toMatch(/^Reto \d para él$/);
  });
});
