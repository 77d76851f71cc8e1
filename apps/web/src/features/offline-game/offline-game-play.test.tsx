import { COUNTDOWN_CONFETTI, LAST_PLAYER_NOTICE } from '@truth-or-dare/offline-engine';
import { loadPromptBank } from '@truth-or-dare/prompt-banks';
import { act, fireEvent, screen, within } from '../../testing/render';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireConfetti } from '../../components/confetti/fire-confetti';
import { liveRegionAround } from '../../testing/live-regions';
import { loadPages, renderApp } from '../../testing/render-app';
import {
  button,
  modeButton,
  playerNames,
  promptCard,
  startGame,
  turnHeading,
  waitForStartEnabled,
} from './offline-game-test-helpers';

vi.mock('../../components/confetti/fire-confetti', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../components/confetti/fire-confetti')>()),
  fireConfetti: vi.fn(() => Promise.resolve()),
}));

const NORMAL_TRUTHS = new Set((await loadPromptBank('offline/normal')).map((entry) => entry.text));
const OFFLINE_DARES = new Set((await loadPromptBank('offline/dares')).map((entry) => entry.text));

async function openGame(names: readonly string[] = ['Ana', 'Ben', 'Cy']): Promise<UserEvent> {
  const { user } = renderApp('/offline');
  await screen.findByRole('heading', { level: 1, name: 'Truth or Dare' });
  await startGame(user, names);
  return user;
}

/**
 * From here on time is Vitest's fake clock, moved only by runClock, so 2,499 ms means exactly that.
 * Clicks go through fireEvent (wrapped in act): user-event and Testing Library's async wrapper
 * wait on real-looking timeouts that a frozen clock never fires.
 */
function startGameClock() {
  vi.useFakeTimers();
  return { click: (element: HTMLElement) => fireEvent.click(element) };
}

type GameClockUser = ReturnType<typeof startGameClock>;

async function runClock(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

/** Presses Truth or Dare and lets the whole 2.5 s countdown run. */
async function reveal(table: GameClockUser, choice: 'Truth' | 'Dare'): Promise<HTMLElement> {
  table.click(button(choice));
  await runClock(2_500);
  const card = promptCard();
  if (!card) throw new Error('No prompt after the countdown');
  return card;
}

function promptText(card: HTMLElement): string {
  return card.querySelector('p')?.textContent ?? '';
}

beforeAll(() => loadPages('/offline'));

beforeEach(() => {
  vi.mocked(fireConfetti).mockClear();
});

/** Whether `text` shows inside a status region, so screen readers announce it. */
function announced(text: string): boolean {
  return screen.getAllByRole('status').some((status) => within(status).queryByText(text) !== null);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('offline game turns', () => {
  it('counts down 2.5 s with confetti and Get Ready!, then shows the truth in a labelled live card', async () => {
    await openGame();
    const table = startGameClock();
    expect(screen.getByText('Pick Truth or Dare.')).toBeTruthy();

    table.click(button('Truth'));
    expect(announced('Get Ready!')).toBe(true);
    expect(button('Truth').disabled).toBe(true);
    expect(button('Dare').disabled).toBe(true);
    expect(button('Next Turn').disabled).toBe(true);
    expect(fireConfetti).toHaveBeenCalledTimes(1);
    expect(fireConfetti).toHaveBeenCalledWith(COUNTDOWN_CONFETTI);
    expect(COUNTDOWN_CONFETTI).toMatchObject({ particleCount: 400, gravity: 0.4 });
    expect(COUNTDOWN_CONFETTI.colors).toHaveLength(3);

    await runClock(2_499);
    expect(promptCard()).toBeNull();
    expect(screen.getByText('Get Ready!')).toBeTruthy();
    expect(button('Truth').disabled).toBe(true);

    await runClock(1);
    expect(screen.queryByText('Get Ready!')).toBeNull();
    const card = screen.getByRole('article', { name: 'Truth' });
    expect(NORMAL_TRUTHS.has(promptText(card))).toBe(true);
    const live = liveRegionAround(card);
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toHaveAttribute('aria-atomic', 'true');
    expect(button('Truth').disabled).toBe(false);
    expect(button('Dare').disabled).toBe(false);
    expect(button('Next Turn').disabled).toBe(false);
  });

  it('deals dares from the offline dare list, without repeating', async () => {
    await openGame(['Ana']);
    const table = startGameClock();
    const seen: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const card = await reveal(table, 'Dare');
      expect(within(card).getByRole('heading').textContent).toBe('Dare');
      seen.push(promptText(card));
    }
    expect(seen.every((text) => OFFLINE_DARES.has(text))).toBe(true);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('moves on with Next Turn, wrapping to the first player, and shows Round complete', async () => {
    await openGame(['Ana', 'Ben', 'Cy']);
    const table = startGameClock();
    expect(screen.queryByText('Round complete')).toBeNull();

    await reveal(table, 'Truth');
    table.click(button('Next Turn'));
    expect(turnHeading()).toBe("Ben's Turn");
    expect(promptCard()).toBeNull();
    table.click(button('Next Turn'));
    expect(turnHeading()).toBe("Cy's Turn");
    expect(screen.queryByText('Round complete')).toBeNull();

    table.click(button('Next Turn'));
    expect(turnHeading()).toBe("Ana's Turn");
    expect(announced('Round complete')).toBe(true);
    expect(screen.getByText('1 round played')).toBeTruthy();
    expect(
      within(screen.getByRole('list', { name: 'Players' })).getByRole('listitem', { current: true }).textContent,
    ).toBe('Ana');

    table.click(button('Next Turn'));
    expect(turnHeading()).toBe("Ben's Turn");
    expect(screen.queryByText('Round complete')).toBeNull();
    expect(screen.getByText('1 round played')).toBeTruthy();
  });

  it('refuses Next Turn during the countdown', async () => {
    await openGame(['Ana', 'Ben']);
    const table = startGameClock();
    table.click(button('Dare'));
    // A disabled button ignores the click; the turn stays with Ana.
    table.click(button('Next Turn'));
    expect(turnHeading()).toBe("Ana's Turn");
    await runClock(2_500);
    expect(screen.getByRole('article', { name: 'Dare' })).toBeTruthy();
  });

  it('lets each player pass once per game, dealing a new prompt of the same type', async () => {
    await openGame(['Ana', 'Ben']);
    const table = startGameClock();
    const pass = () => button('Pass (once per game)');
    expect(pass().disabled).toBe(true);

    const first = promptText(await reveal(table, 'Truth'));
    expect(pass().disabled).toBe(false);
    table.click(pass());
    const card = screen.getByRole('article', { name: 'Truth' });
    expect(promptText(card)).not.toBe(first);
    expect(NORMAL_TRUTHS.has(promptText(card))).toBe(true);
    expect(pass().disabled).toBe(true);
    expect(button('Next Turn')).toHaveFocus();

    table.click(button('Next Turn'));
    await reveal(table, 'Dare');
    expect(pass().disabled).toBe(false);
    table.click(pass());
    expect(screen.getByRole('article', { name: 'Dare' })).toBeTruthy();
    expect(pass().disabled).toBe(true);

    // Back to Ana: her pass is spent for this game.
    table.click(button('Next Turn'));
    await reveal(table, 'Truth');
    expect(pass().disabled).toBe(true);
  });

  it('removes players during the game, keeping the turn with the right person', async () => {
    await openGame(['Ana', 'Ben', 'Cy', 'Dee']);
    const table = startGameClock();
    table.click(button('Next Turn'));
    table.click(button('Next Turn'));
    expect(turnHeading()).toBe("Cy's Turn");
    await reveal(table, 'Truth');

    // Someone before the current player leaves: still Cy's turn, prompt kept.
    table.click(button('Remove Ana'));
    expect(playerNames()).toEqual(['Ben', 'Cy', 'Dee']);
    expect(turnHeading()).toBe("Cy's Turn");
    expect(promptCard()).not.toBeNull();

    // The current player leaves: the turn passes to the next one and the prompt goes with Cy.
    table.click(button('Remove Cy'));
    expect(turnHeading()).toBe("Dee's Turn");
    expect(promptCard()).toBeNull();

    // The last in the list leaves on their turn: wraps to the first.
    table.click(button('Remove Dee'));
    expect(turnHeading()).toBe("Ben's Turn");

    // The last player cannot be removed.
    table.click(button('Remove Ben'));
    expect(playerNames()).toEqual(['Ben']);
    expect(announced(LAST_PLAYER_NOTICE)).toBe(true);
  });

  it('keeps the last-player notice up until the next accepted move', async () => {
    const user = await openGame(['Ana']);
    const notice = () => screen.queryByText(LAST_PLAYER_NOTICE);
    await user.click(button('Remove Ana'));
    expect(notice()).not.toBeNull();
    // Refused moves leave it up: another try at removing, a blank name.
    await user.click(button('Remove Ana'));
    await user.type(screen.getByLabelText('Add a player'), '   {Enter}');
    expect(notice()).not.toBeNull();
    await user.click(button('Next Turn'));
    expect(notice()).toBeNull();
  });

  it('adds a player during the game, who joins the rotation', async () => {
    const user = await openGame(['Ana', 'Ben']);
    await user.type(screen.getByLabelText('Add a player'), 'Zed{Enter}');
    expect(playerNames()).toEqual(['Ana', 'Ben', 'Zed']);
    await user.click(button('Next Turn'));
    await user.click(button('Next Turn'));
    expect(turnHeading()).toBe("Zed's Turn");
  });

  it('ends the game back to setup, keeping the players and the mode', async () => {
    const user = await openGame(['Ana', 'Ben']);
    const clock = startGameClock();
    await reveal(clock, 'Truth');
    clock.click(button('End game'));
    vi.useRealTimers();

    const heading = screen.getByRole('heading', { level: 1, name: 'Truth or Dare' });
    expect(heading).toHaveFocus();
    expect(playerNames()).toEqual(['Ana', 'Ben']);
    expect(modeButton('normal').getAttribute('aria-pressed')).toBe('true');
    await waitForStartEnabled();

    // A new game starts from the first player again.
    await user.click(button('Start Game'));
    expect(turnHeading()).toBe("Ana's Turn");
    expect(screen.queryByText('Round complete')).toBeNull();
  });
});
