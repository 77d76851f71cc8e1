import { screen, within } from '../../testing/render';
import {
  CONFETTI_PIECES,
  MEMORIZE_MS,
  REDUCED_MOTION_SHUFFLE_MS,
  SHUFFLE_MS,
  SWAP_INTERVAL_MS,
} from '@truth-or-dare/draw-cards-engine';
import { loadPromptBank } from '@truth-or-dare/prompt-banks';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireConfetti } from '../../components/confetti/fire-confetti';
import { liveRegionAround } from '../../testing/live-regions';
import { normalisedText } from '../../testing/render-app';
import {
  GUESS_OPENS_MS,
  advance,
  cupButtons,
  cupSlots,
  findPromptCard,
  guessRight,
  guessWrong,
  openDrawCards,
  promptText,
  startGame,
  statusText,
} from './draw-cards-test-helpers';

// Confetti is decoration drawn on a canvas jsdom lacks; the test only checks it is asked for.
vi.mock('../../components/confetti/fire-confetti', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../components/confetti/fire-confetti')>()),
  fireConfetti: vi.fn(() => Promise.resolve()),
}));

// From Start Game on the clock is exact (see startGame): 1 ms either side of each bound.
const MARGIN_MS = 1;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.mocked(fireConfetti).mockClear();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function turnHeading(): string {
  return screen.getByRole('heading', { level: 2, name: /’s turn|'s turn/ }).textContent ?? '';
}

function cupNames(): string[] {
  return cupButtons().map((button) => button.getAttribute('aria-label') ?? '');
}

/** What each cup shows: the crown (drawn as an icon), a suit, or '?'. */
function cupFaces(container: HTMLElement): string[] {
  return Array.from(container.querySelectorAll('.cup')).map((cup) =>
    cup.querySelector('.cup__crown') ? '👑' : normalisedText(cup).replace('Your pick', '').trim(),
  );
}

async function bankTexts(id: Parameters<typeof loadPromptBank>[0]): Promise<string[]> {
  return (await loadPromptBank(id)).map((entry) => entry.text);
}

describe('draw cards: a round', () => {
  it('shows the Queen for 3 s, then shuffles with the cups face down', async () => {
    const { user, container } = await openDrawCards();
    await startGame(user, ['Ann', 'Bo']);

    expect(turnHeading()).toBe("Ann's turn");
    expect(statusText()).toBe('Memorize where the Queen is…');
    expect(cupFaces(container).sort()).toEqual(['♠', '♥', '👑'].sort());
    expect(cupNames().filter((name) => name.includes('Queen'))).toHaveLength(1);
    expect(cupButtons().every((cup) => cup.disabled)).toBe(true);

    await advance(MEMORIZE_MS - MARGIN_MS);
    expect(cupFaces(container)).toContain('👑');

    await advance(MARGIN_MS);
    expect(statusText()).toBe('Shuffling… keep your eye on the Queen!');
    expect(cupFaces(container)).toEqual(['?', '?', '?']);
    expect(cupNames()).toEqual(['Cup 1', 'Cup 2', 'Cup 3']);
  });

  it('moves the cups themselves while shuffling (each swap changes their positions)', async () => {
    const { user, container } = await openDrawCards();
    await startGame(user, ['Ann', 'Bo']);
    await advance(MEMORIZE_MS);

    const seen = new Set<string>([cupSlots(container).join()]);
    for (let swap = 0; swap < 6; swap += 1) {
      const before = cupSlots(container).join();
      await advance(SWAP_INTERVAL_MS);
      const after = cupSlots(container).join();
      // Every swap exchanges two cups: the pictures keep their identity and change slot.
      expect(after).not.toBe(before);
      seen.add(after);
    }
    expect(seen.size).toBeGreaterThan(1);
    // eslint-disable-next-line testing-library/no-node-access -- the calm table is a visual style only: its class is all there is to see.
    expect(container.querySelector('.cup-table--calm')).toBeNull();
  });

  it('refuses a guess until the shuffle has ended, then asks to find the Queen', async () => {
    const { user, container } = await openDrawCards();
    await startGame(user, ['Ann', 'Bo']);
    await advance(GUESS_OPENS_MS - MARGIN_MS);

    expect(cupButtons().every((cup) => cup.disabled)).toBe(true);
    await user.click(cupButtons()[0] as HTMLButtonElement);
    expect(statusText()).toBe('Shuffling… keep your eye on the Queen!');

    await advance(MARGIN_MS);
    expect(statusText()).toBe('Find the Queen!');
    expect(cupFaces(container)).toEqual(['?', '?', '?']);
    expect(cupButtons().every((cup) => !cup.disabled)).toBe(true);
  });

  it('celebrates a right guess, counts the win and allows one guess only', async () => {
    const { user, container } = await openDrawCards();
    await startGame(user, ['Ann', 'Bo']);
    await guessRight(user, container);

    expect(statusText()).toBe('🎉 Correct! Ann found the Queen!');
    expect(fireConfetti).toHaveBeenCalledWith(expect.objectContaining({ particleCount: CONFETTI_PIECES }));
    expect(cupButtons().every((cup) => cup.disabled)).toBe(true);
    expect(cupNames().find((name) => name.includes('your pick'))).toMatch(/Queen, your pick$/);

    const scoreboard = screen.getByRole('region', { name: 'Scoreboard' });
    expect(within(scoreboard).getAllByRole('listitem').map(normalisedText)).toEqual(['Ann 1 win', 'Bo 0 wins']);
    expect(screen.queryByRole('button', { name: 'Truth' })).toBeNull();
    // The focus follows the game: the clicked cup was disabled, Next Player is next.
    expect(screen.getByRole('button', { name: 'Next Player' })).toHaveFocus();
  });

  it('after a wrong guess offers Truth, then a category, then shows a truth from it', async () => {
    const { user, container } = await openDrawCards();
    await startGame(user, ['Ann', 'Bo']);
    await guessWrong(user, container);

    expect(statusText()).toBe('❌ Wrong Guess! Ann, choose:');
    expect(fireConfetti).not.toHaveBeenCalled();
    expect(cupFaces(container)).toContain('👑');
    expect(screen.queryByRole('button', { name: 'Next Player' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Truth' }));
    const categories = screen.getByRole('group', { name: 'Pick a truth category' });
    expect(
      within(categories)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Normal', 'Party', 'Funny', 'Spicy', '18+']);
    expect(screen.queryByRole('button', { name: 'Dare' })).toBeNull();

    await user.click(within(categories).getByRole('button', { name: 'Funny' }));
    const card = await findPromptCard('Truth');
    expect(await bankTexts('shared/funny')).toContain(promptText(card));
    const live = liveRegionAround(card);
    expect(live).toHaveAttribute('aria-live', 'polite');
    expect(live).toHaveAttribute('aria-atomic', 'true');
    expect(screen.getByRole('button', { name: 'Next Player' })).toBeTruthy();
  });

  it('after a wrong guess, Dare shows a dare at once', async () => {
    const { user, container } = await openDrawCards();
    await startGame(user, ['Ann', 'Bo']);
    await guessWrong(user, container);

    await user.click(screen.getByRole('button', { name: 'Dare' }));
    const card = await findPromptCard('Dare');
    expect(await bankTexts('shared/dares')).toContain(promptText(card));
    expect(screen.queryByRole('group', { name: 'Pick a truth category' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Next Player' })).toBeTruthy();
  });

  it('asks for the age confirmation before the 18+ category; Cancel keeps the choice open', async () => {
    const { user, container } = await openDrawCards();
    await startGame(user, ['Ann', 'Bo']);
    await guessWrong(user, container);
    await user.click(screen.getByRole('button', { name: 'Truth' }));

    await user.click(screen.getByRole('button', { name: '18+' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.getByRole('group', { name: 'Pick a truth category' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: '18+' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Confirm, we are 18+' }));
    const card = await findPromptCard('Truth');
    expect(await bankTexts('shared/18-plus')).toContain(promptText(card));
  });

  it('Next Player passes the turn on in a cycle and starts a fresh round', async () => {
    const { user, container } = await openDrawCards();
    await startGame(user, ['Ann', 'Bo', 'Cy']);
    const current = () =>
      within(screen.getByRole('region', { name: 'Scoreboard' })).getByRole('listitem', { current: true });

    const turns: string[] = [];
    for (let round = 0; round < 4; round += 1) {
      turns.push(turnHeading());
      expect(normalisedText(current())).toMatch(new RegExp(`^${turns[round]?.replace("'s turn", '')}`));
      await guessRight(user, container);
      await user.click(screen.getByRole('button', { name: 'Next Player' }));
      // A fresh round: the Queen is shown again, nothing is picked, no message.
      expect(statusText()).toBe('Memorize where the Queen is…');
      expect(cupNames().some((name) => name.includes('your pick'))).toBe(false);
      expect(screen.getByRole('heading', { level: 2, name: turnHeading() })).toHaveFocus();
    }
    expect(turns).toEqual(["Ann's turn", "Bo's turn", "Cy's turn", "Ann's turn"]);
  });

  it('End Game goes back to adding players with the names kept and the wins cleared', async () => {
    const { user, container } = await openDrawCards();
    await startGame(user, ['Ann', 'Bo']);
    await guessRight(user, container);
    await user.click(screen.getByRole('button', { name: 'End Game' }));

    expect(screen.getByRole('list', { name: 'Players' }).textContent).toMatch(/Ann.*Bo/);
    expect(screen.getByLabelText('Player name')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Start Game' }));
    const scoreboard = screen.getByRole('region', { name: 'Scoreboard' });
    expect(within(scoreboard).getAllByRole('listitem').map(normalisedText)).toEqual(['Ann 0 wins', 'Bo 0 wins']);
    expect(turnHeading()).toBe("Ann's turn");
  });

  it('gives players who prefer reduced motion a shorter, calmer shuffle', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('prefers-reduced-motion'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const { user, container } = await openDrawCards();
    await startGame(user, ['Ann', 'Bo']);
    // eslint-disable-next-line testing-library/no-node-access -- the calm table is a visual style only: its class is all there is to see.
    expect(container.querySelector('.cup-table--calm')).not.toBeNull();

    await advance(MEMORIZE_MS + REDUCED_MOTION_SHUFFLE_MS - MARGIN_MS);
    expect(cupButtons().every((cup) => cup.disabled)).toBe(true);
    await advance(MARGIN_MS);
    expect(statusText()).toBe('Find the Queen!');
    expect(REDUCED_MOTION_SHUFFLE_MS).toBeLessThan(SHUFFLE_MS);
  });
});
