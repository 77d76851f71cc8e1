import { act, fireEvent, screen, within } from '../../testing/render';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { speakInThisFile } from '../../testing/page-language';
import { loadPages, renderApp } from '../../testing/render-app';
import { promptCard } from './offline-game-test-helpers';

// How prompts speak to each player (docs/decisions/0023-languages.md), on a Spanish page: its
// prompts have address forms. Every prompt of the mocked banks has them, so each reading shows.
vi.mock('../../i18n/prompts-with-forms', async (importOriginal) => {
  const { addressedBank } = await import('../../testing/addressed-prompts');
  return {
    ...(await importOriginal<typeof import('../../i18n/prompts-with-forms')>()),
    loadPromptsWithForms: vi.fn(() => Promise.resolve(addressedBank())),
  };
});
vi.mock('../../components/confetti/fire-confetti', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../components/confetti/fire-confetti')>()),
  fireConfetti: vi.fn(() => Promise.resolve()),
}));

speakInThisFile('es');
beforeAll(() => loadPages('/offline'));
afterEach(() => {
  vi.useRealTimers();
});

function addressOf(name: string): HTMLSelectElement {
  return screen.getByRole<HTMLSelectElement>('combobox', { name: `¿Cómo quiere ${name} que le hablen los retos?` });
}

async function openSetup(names: readonly string[]) {
  const view = renderApp('/offline');
  await screen.findByRole('heading', { level: 1, name: 'Verdad o reto' });
  for (const name of names) await view.user.type(screen.getByPlaceholderText('Escribe un nombre'), `${name}{Enter}`);
  return view;
}

/** Normal mode, Start, then Vitest's fake clock for the countdowns (clicks through fireEvent). */
async function start(user: Awaited<ReturnType<typeof openSetup>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Normal Diversión para toda la familia' }));
  const startButton = screen.getByRole<HTMLButtonElement>('button', { name: 'Empezar partida' });
  await vi.waitFor(() => expect(startButton.disabled).toBe(false));
  await user.click(startButton);
  await screen.findByRole('heading', { level: 1, name: 'Turno de Ana' });
  vi.useFakeTimers();
}

async function reveal(choice: 'Verdad' | 'Reto'): Promise<string> {
  fireEvent.click(screen.getByRole('button', { name: choice }));
  await act(() => vi.advanceTimersByTimeAsync(2_500));
  return shownText();
}

function shownText(): string {
  const card = promptCard();
  return card ? (within(card).getByRole('paragraph').textContent ?? '') : '';
}

describe('offline game: how prompts speak to each player', () => {
  it('offers Feminine, Masculine and Neutral beside each name, neutral until chosen', async () => {
    const { user } = await openSetup(['Ana', 'Ben']);
    expect(Array.from(addressOf('Ana').options).map((option) => option.text)).toEqual([
      'Femenino',
      'Masculino',
      'Neutro',
    ]);
    expect([addressOf('Ana').value, addressOf('Ben').value]).toEqual(['neutral', 'neutral']);
    await user.selectOptions(addressOf('Ben'), 'Masculino');
    expect([addressOf('Ana').value, addressOf('Ben').value]).toEqual(['neutral', 'male']);
  });

  it('shows each dealt prompt in the form of the player whose turn it is, and rereads it when that changes', async () => {
    const { user } = await openSetup(['Ana', 'Ben', 'Cy']);
    await user.selectOptions(addressOf('Ana'), 'Femenino');
    await user.selectOptions(addressOf('Ben'), 'Masculino');
    await start(user);

    expect(await reveal('Verdad')).toMatch(/ para ella$/);
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente turno' }));
    expect(await reveal('Reto')).toMatch(/ para él$/);
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente turno' }));
    const neutral = await reveal('Reto');
    expect(neutral).toMatch(/ para ti$/);

    // Mid-game, in the Players panel, as the roster is edited.
    const players = screen.getByRole('list', { name: 'Jugadores' });
    fireEvent.change(within(players).getByRole('combobox', { name: /Cy/ }), { target: { value: 'female' } });
    expect(shownText()).toBe(neutral.replace(/ti$/, 'ella'));
  });
});
