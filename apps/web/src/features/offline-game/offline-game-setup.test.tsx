import { OFFLINE_MODES } from '@truth-or-dare/offline-engine';
import { render, screen, waitFor, within } from '../../testing/render';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SharedUsernameProvider, useSharedUsername } from '../../app/shared-username';
import { loadPages, metaDescription, renderApp } from '../../testing/render-app';
import {
  addPlayers,
  button,
  modeButton,
  playerNames,
  startGame,
  waitForStartEnabled,
} from './offline-game-test-helpers';
import { OfflineGamePage } from './offline-game-page';

vi.mock('../../components/confetti/fire-confetti', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../components/confetti/fire-confetti')>()),
  fireConfetti: vi.fn(() => Promise.resolve()),
}));

beforeAll(() => loadPages('/offline'));

async function openSetup() {
  const view = renderApp('/offline');
  await screen.findByRole('heading', { level: 1, name: 'Truth or Dare' });
  return view;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('offline game setup', () => {
  it('shows the heading, the mode line, the six modes and the player field', async () => {
    await openSetup();
    expect(screen.getByText('Select a Mode to Kick Off the Fun!')).toBeTruthy();
    expect(document.title).toBe('Play Offline · Truth or Dare');
    expect(metaDescription()).toMatch(/offline/);

    const group = screen.getByRole('group', { name: 'Select a Mode to Kick Off the Fun!' });
    const modes = within(group).getAllByRole('button');
    expect(modes.map((mode) => mode.textContent)).toEqual([
      'Normal Family-friendly fun',
      'Party Spicy and daring',
      'Funny Laugh-out-loud awkwardness',
      'Spicy Bold, flirty, and fiery',
      'Dare Dare to do it!',
      '18+ Adults only',
    ]);
    expect(modes.every((mode) => mode.getAttribute('aria-pressed') === 'false')).toBe(true);

    const input = screen.getByLabelText('Player name');
    expect(input.getAttribute('placeholder')).toBe('Enter player name');
    expect(button('Add Player')).toBeTruthy();
    expect(button('Start Game').disabled).toBe(true);
  });

  it('adds trimmed names with Enter or the button, ignores blank ones and allows duplicates', async () => {
    const { user } = await openSetup();
    const input = screen.getByPlaceholderText<HTMLInputElement>('Enter player name');

    await user.type(input, '  Ana  {Enter}');
    expect(playerNames()).toEqual(['Ana']);
    expect(input.value).toBe('');

    await user.type(input, 'Ben');
    await user.click(button('Add Player'));
    await user.type(input, '   {Enter}');
    await user.click(button('Add Player'));
    await user.type(input, 'Ana{Enter}');
    expect(playerNames()).toEqual(['Ana', 'Ben', 'Ana']);
    expect(input.value).toBe('');
  });

  it('keeps Start Game disabled until there is a player and a mode', async () => {
    const { user } = await openSetup();
    await user.click(modeButton('party'));
    expect(modeButton('party').getAttribute('aria-pressed')).toBe('true');
    expect(modeButton('normal').getAttribute('aria-pressed')).toBe('false');
    // A mode but no player: once the prompts are loaded, only the missing player can be the reason.
    await waitFor(() => expect(screen.queryByText('Loading prompts…')).toBeNull());
    expect(button('Start Game').disabled).toBe(true);

    await addPlayers(user, ['Ana']);
    await waitForStartEnabled();

    await user.click(button('Remove Ana'));
    expect(playerNames()).toEqual([]);
    expect(button('Start Game').disabled).toBe(true);
  });

  it('does not ask how prompts speak to each player: English prompts have no address forms', async () => {
    const { user } = await openSetup();
    await addPlayers(user, ['Ana']);
    expect(playerNames()).toEqual(['Ana']);
    expect(screen.queryByRole('combobox', { name: /prompts speak/ })).toBeNull();
    expect(within(screen.getByRole('list', { name: 'Players' })).queryByRole('combobox')).toBeNull();
  });

  it('needs a mode even with players', async () => {
    const { user } = await openSetup();
    await addPlayers(user, ['Ana', 'Ben']);
    expect(button('Start Game').disabled).toBe(true);
  });

  it('removes the chosen chip and moves focus to the chip that took its place', async () => {
    const { user } = await openSetup();
    await addPlayers(user, ['Ana', 'Ben', 'Cy']);
    await user.click(button('Remove Ben'));
    expect(playerNames()).toEqual(['Ana', 'Cy']);
    expect(button('Remove Cy')).toHaveFocus();
  });

  it('asks for the age check before the 18+ mode; Cancel keeps the previous mode', async () => {
    const { user } = await openSetup();
    await user.click(modeButton('funny'));

    await user.click(modeButton('18+'));
    const dialog = screen.getByRole('alertdialog', { name: 'Adults only' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(modeButton('funny').getAttribute('aria-pressed')).toBe('true');
    expect(modeButton('18+').getAttribute('aria-pressed')).toBe('false');

    await user.click(modeButton('18+'));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirm, we are 18+' }));
    expect(modeButton('18+').getAttribute('aria-pressed')).toBe('true');
    expect(modeButton('funny').getAttribute('aria-pressed')).toBe('false');

    // Confirmed once for the session: switching back and forth does not ask again.
    await user.click(modeButton('normal'));
    await user.click(modeButton('18+'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(modeButton('18+').getAttribute('aria-pressed')).toBe('true');
  });

  it('does not ask for the age check for the other five modes', async () => {
    const { user } = await openSetup();
    for (const mode of OFFLINE_MODES.filter((m) => !m.adultsOnly)) {
      await user.click(modeButton(mode.id));
      expect(screen.queryByRole('alertdialog')).toBeNull();
      expect(modeButton(mode.id).getAttribute('aria-pressed')).toBe('true');
    }
  });

  it("starts the game: first player's turn, scrolled to the top, focus on the heading", async () => {
    const { user } = await openSetup();
    await startGame(user, ['Ana', 'Ben']);
    const heading = screen.getByRole('heading', { level: 1, name: "Ana's Turn" });
    expect(heading).toHaveFocus();
    expect(button('Truth')).toBeTruthy();
    expect(button('Dare')).toBeTruthy();
    expect(button('Next Turn').disabled).toBe(false);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('scrolls without the smooth animation under reduced motion', async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) => ({ matches: query.includes('reduce'), media: query }) as MediaQueryList,
    );
    const { user } = await openSetup();
    await startGame(user, ['Ana']);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });

  it("sets the shared username to the first player's name on start", async () => {
    function UsernameProbe() {
      return <output aria-label="shared username">{useSharedUsername().username}</output>;
    }
    const user = userEvent.setup();
    render(
      <SharedUsernameProvider initialUsername="someone">
        <MemoryRouter>
          <OfflineGamePage />
          <UsernameProbe />
        </MemoryRouter>
      </SharedUsernameProvider>,
    );
    expect(screen.getByLabelText('shared username').textContent).toBe('someone');
    await startGame(user, ['Zoe', 'Ana']);
    expect(screen.getByLabelText('shared username').textContent).toBe('Zoe');
  });
});
