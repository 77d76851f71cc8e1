import { loadPromptBank } from '@truth-or-dare/prompt-banks';
import { act, screen, within } from '../../testing/render';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveRegionAround, liveRegions } from '../../testing/live-regions';
import { loadPages, normalisedText, renderApp } from '../../testing/render-app';

const confetti = vi.hoisted(() => ({ stop: vi.fn(), celebrateFor: vi.fn() }));
vi.mock('../../components/confetti/fire-confetti', () => ({
  celebrateFor: confetti.celebrateFor,
  fireConfetti: vi.fn(),
  prefersReducedMotion: () => false,
}));

// The page, and the Normal prompts that Start Game waits for.
beforeAll(() => Promise.all([loadPages('/ultimatetruthordare'), loadPromptBank('duel/normal')]));

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  confetti.celebrateFor.mockImplementation(() => confetti.stop);
});

afterEach(() => {
  vi.useRealTimers();
});

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

async function openSetup() {
  const view = renderApp('/ultimatetruthordare');
  await screen.findByRole('heading', { level: 1, name: 'Truth or Dare (Horror Mode)' });
  return view;
}

/** Start Game is offered once the category's prompts have loaded. */
async function startButton() {
  const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Start Game' });
  await vi.waitFor(() => expect(button.disabled).toBe(false));
  return button;
}

async function startGame(player1 = 'Alice', player2 = 'Bob') {
  const view = await openSetup();
  await view.user.type(screen.getByLabelText('Player 1 name'), player1);
  await view.user.type(screen.getByLabelText('Player 2 name'), player2);
  await view.user.click(await startButton());
  await screen.findByRole('heading', { level: 2, name: `${player1}'s Turn` });
  return view;
}

function scoreOf(name: string): string {
  const card = within(screen.getByRole('list', { name: /Scores/ }))
    .getAllByRole('listitem')
    .find((item) => within(item).queryByText(name) !== null);
  if (!card) throw new Error(`no score card for ${name}`);
  return normalisedText(card);
}

function secondsLeft(): number {
  return Number(
    screen
      .getByRole('timer')
      .getAttribute('aria-label')
      ?.match(/^(\d+) seconds left$/)?.[1],
  );
}

function promptRegion() {
  return screen.getByRole('region', { name: 'Prompt' });
}

describe('two-player game: setup', () => {
  it('has labelled name inputs with the spec placeholders, the three categories and Start Game', async () => {
    await openSetup();
    expect(screen.getByLabelText('Player 1 name').getAttribute('placeholder')).toBe('Player 1');
    expect(screen.getByLabelText('Player 2 name').getAttribute('placeholder')).toBe('Player 2');
    const select = screen.getByLabelText<HTMLSelectElement>('Category');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Normal', 'Teens', '18+']);
    expect(select.value).toBe('normal');
    // English prompts have no address forms: nothing to ask.
    expect(screen.queryByRole('combobox', { name: /prompts speak/ })).toBeNull();
    expect(await startButton()).toBeTruthy();
    expect(document.title).toBe('Truth or Dare (Horror Mode) · Truth or Dare');
  });

  it("alerts 'Enter both names!' near the form (no window.alert) until dismissed", async () => {
    const windowAlert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { user } = await openSetup();
    await user.click(await startButton());
    expect(screen.getByRole('alert').textContent).toContain('Enter both names!');

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText('Player 1 name')).toHaveFocus();

    // One name, or a name of spaces, is still missing a name.
    await user.type(screen.getByLabelText('Player 1 name'), 'Alice');
    await user.type(screen.getByLabelText('Player 2 name'), '   ');
    await user.click(screen.getByRole('button', { name: 'Start Game' }));
    expect(screen.getByRole('alert').textContent).toContain('Enter both names!');
    expect(screen.queryByRole('heading', { name: /Turn/ })).toBeNull();
    expect(windowAlert).not.toHaveBeenCalled();
  });

  it('asks for the age confirmation before 18+, and Cancel keeps the previous category', async () => {
    const { user } = await openSetup();
    const select = screen.getByLabelText<HTMLSelectElement>('Category');
    await user.selectOptions(select, 'teens');
    expect(select.value).toBe('teens');

    await user.selectOptions(select, '18+');
    const gate = screen.getByRole('alertdialog', { name: 'Adults only' });
    await user.click(within(gate).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(select.value).toBe('teens');

    await user.selectOptions(select, '18+');
    await user.click(screen.getByRole('button', { name: 'Confirm, we are 18+' }));
    expect(select.value).toBe('18+');

    await user.type(screen.getByLabelText('Player 1 name'), 'Alice');
    await user.type(screen.getByLabelText('Player 2 name'), 'Bob');
    await user.click(await startButton());
    await user.click(await screen.findByRole('button', { name: 'Dare' }));
    expect(within(promptRegion()).getByText('Dare')).toBeTruthy();
  });
});

describe('two-player game: play', () => {
  it('starts with player 1, 0/0 and 60 seconds', async () => {
    await startGame();
    expect(scoreOf('Alice')).toContain('0 points');
    expect(scoreOf('Alice')).toContain('Playing now');
    expect(scoreOf('Bob')).toContain('0 points');
    expect(secondsLeft()).toBeGreaterThanOrEqual(59);
    expect(screen.getByRole('button', { name: 'Truth' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dare' })).toBeTruthy();
  });

  it('shows a prompt card with Done; Done adds 10 points, clears the prompt and marks the leader', async () => {
    const { user } = await startGame();
    const truth = screen.getByRole<HTMLButtonElement>('button', { name: 'Truth' });
    await user.click(truth);

    const region = promptRegion();
    expect(within(region).getByText('Truth')).toBeTruthy();
    // The type and text sit in a polite, atomic live region; the Done button stays outside it.
    const [live] = liveRegions(region);
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toHaveAttribute('aria-atomic', 'true');
    const [type, text] = within(live as HTMLElement).getAllByRole('paragraph');
    expect(type).toHaveTextContent('Truth');
    expect(text?.textContent?.length).toBeGreaterThan(10);
    expect(live).not.toContainElement(within(region).getByRole('button', { name: 'Done' }));
    expect(truth.disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Dare' }).disabled).toBe(true);
    const done = within(region).getByRole('button', { name: 'Done' });
    expect(done).toHaveFocus();

    await user.click(done);
    expect(scoreOf('Alice')).toContain('10 points');
    expect(scoreOf('Alice')).toContain('Leading');
    expect(scoreOf('Bob')).not.toContain('Leading');
    expect(within(promptRegion()).queryByRole('button', { name: 'Done' })).toBeNull();
    expect(truth.disabled).toBe(false);
  });

  it('counts down each second and hands over to player 2 after 60 s, dropping an undone prompt', async () => {
    const { user } = await startGame();
    const start = secondsLeft();
    await advance(3_000);
    // Fake time also follows the real clock a little (shouldAdvanceTime), hence the one-second slack.
    expect(start - secondsLeft()).toBeGreaterThanOrEqual(3);
    expect(start - secondsLeft()).toBeLessThanOrEqual(4);

    await advance(50_000);
    expect(screen.getByRole('heading', { level: 2, name: "Alice's Turn" })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Dare' }));
    expect(within(promptRegion()).getByRole('button', { name: 'Done' })).toBeTruthy();

    await advance(8_000);
    expect(screen.getByRole('heading', { level: 2, name: "Bob's Turn" })).toBeTruthy();
    expect(secondsLeft()).toBeGreaterThanOrEqual(59);
    expect(within(promptRegion()).queryByRole('button', { name: 'Done' })).toBeNull();
    expect(scoreOf('Alice')).toContain('0 points');
    expect(scoreOf('Bob')).toContain('Playing now');
  });

  it('announces the turn and the last 10 seconds, not every second', async () => {
    await startGame();
    const announcer = liveRegionAround(screen.getByText("Alice's turn. Pick Truth or Dare."));
    expect(announcer).toHaveAttribute('aria-live', 'polite');
    await advance(30_000);
    expect(announcer?.textContent).toBe("Alice's turn. Pick Truth or Dare.");
    await advance(20_500);
    expect(announcer?.textContent).toBe('10 seconds left, Alice!');
    await advance(4_000);
    expect(announcer?.textContent).toBe('10 seconds left, Alice!');
    await advance(6_000);
    expect(announcer?.textContent).toBe("Bob's turn. Pick Truth or Dare.");
    expect(screen.getByRole('timer')).not.toHaveAttribute('aria-live');
  });
});

describe('two-player game: game over', () => {
  it('ends after player 2’s 60 s with both scores, the winner, 5 s of confetti and Play Again', async () => {
    const { user } = await startGame();
    await user.click(screen.getByRole('button', { name: 'Truth' }));
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await advance(58_000);
    await advance(2_000);
    expect(screen.getByRole('heading', { level: 2, name: "Bob's Turn" })).toBeTruthy();
    for (const choice of ['Dare', 'Truth']) {
      await user.click(screen.getByRole('button', { name: choice }));
      await user.click(screen.getByRole('button', { name: 'Done' }));
    }
    expect(scoreOf('Bob')).toContain('20 points');
    expect(confetti.celebrateFor).not.toHaveBeenCalled();

    await advance(58_000);
    await advance(2_000);
    const heading = screen.getByRole('heading', { level: 2, name: 'Game Over' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('Bob wins with 20 points!')).toBeTruthy();
    const finalScores = within(screen.getByRole('list', { name: 'Final scores' }))
      .getAllByRole('listitem')
      .map(normalisedText);
    expect(finalScores[0]).toContain('Alice');
    expect(finalScores[0]).toContain('10 points');
    expect(finalScores[1]).toContain('Bob');
    expect(finalScores[1]).toContain('20 points');
    expect(finalScores[1]).toContain('Leading');

    expect(confetti.celebrateFor).toHaveBeenCalledTimes(1);
    expect(confetti.celebrateFor.mock.calls[0]?.[0]).toBe(5_000);
    expect(confetti.stop).not.toHaveBeenCalled();
    await advance(5_000);
    expect(confetti.stop).toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Play Again' }));
    expect(screen.getByRole('heading', { level: 2, name: "Alice's Turn" })).toBeTruthy();
    expect(scoreOf('Alice')).toContain('0 points');
    expect(scoreOf('Bob')).toContain('0 points');
  });

  it("says 'It’s a tie!' on equal scores and goes back to setup with the names kept", async () => {
    const { user } = await startGame('Mira', 'Noor');
    await advance(60_000);
    expect(screen.getByRole('heading', { level: 2, name: "Noor's Turn" })).toBeTruthy();
    await advance(60_000);
    expect(screen.getByRole('heading', { level: 2, name: 'Game Over' })).toBeTruthy();
    expect(screen.getByText('It’s a tie!')).toBeTruthy();
    expect(screen.queryByText(/wins/)).toBeNull();
    expect(liveRegionAround(screen.getByText('Game Over. It’s a tie!'))).toHaveAttribute('aria-live', 'polite');

    // Leaving during the celebration stops the confetti at once.
    await user.click(screen.getByRole('button', { name: 'New players' }));
    expect(confetti.stop).toHaveBeenCalled();
    expect(screen.getByLabelText<HTMLInputElement>('Player 1 name').value).toBe('Mira');
    expect(screen.getByLabelText<HTMLInputElement>('Player 2 name').value).toBe('Noor');
    expect(screen.getByLabelText('Player 1 name')).toHaveFocus();
  });
});
