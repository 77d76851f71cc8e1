import { screen, within } from '../../testing/render';
import { loadPromptBank } from '@truth-or-dare/prompt-banks';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { shownPrompt } from '../../testing/prompt-panel';
import {
  advance,
  botNameShown,
  button,
  chatMessages,
  chooseAndStart,
  loadQuickPlay,
  openQuickPlay,
  promptCard,
  turnLine,
  typingLine,
} from './quick-play-test-helpers';

beforeAll(loadQuickPlay);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function truthTexts(): Promise<string[]> {
  return (await loadPromptBank('shared/normal')).filter((entry) => entry.type === 'truth').map((entry) => entry.text);
}

async function startGame(seed: number) {
  const opened = await openQuickPlay(seed);
  await chooseAndStart(opened.user, 'PixelPanda', 'Male');
  await advance(6_000);
  return { ...opened, bot: botNameShown() };
}

describe('quick play turns', () => {
  it('starts with the user: Truth shows the first truth of the bank, for you', async () => {
    const { user } = await startGame(11);
    const truths = await truthTexts();

    expect(turnLine()).toBe('Your turn');
    expect(within(promptCard()).getByText('Choose Truth or Dare.')).toBeTruthy();
    expect(promptCard().getAttribute('aria-live')).toBe('polite');
    expect(button('Truth').getAttribute('aria-disabled')).toBe('false');
    expect(button('Done').getAttribute('aria-disabled')).toBe('true');

    await user.click(button('Truth'));
    expect(shownPrompt(promptCard())).toEqual({ meta: 'Truth for you', text: truths[0] });
    // One pick per turn; Done is now the move.
    expect(button('Truth').getAttribute('aria-disabled')).toBe('true');
    expect(button('Dare').getAttribute('aria-disabled')).toBe('true');
    expect(button('Done').getAttribute('aria-disabled')).toBe('false');
    await user.click(button('Dare'));
    expect(shownPrompt(promptCard())?.text).toBe(truths[0]);
  });

  it('Dare shows one of the 25 quick-play dares', async () => {
    const { user } = await startGame(12);
    const dares = (await loadPromptBank('quickplay/dares')).map((entry) => entry.text);
    expect(dares).toHaveLength(25);

    await user.click(button('Dare'));
    expect(shownPrompt(promptCard())?.meta).toBe('Dare for you');
    expect(dares).toContain(shownPrompt(promptCard())?.text);
  });

  it('Done passes the turn to the bot after exactly 1 s', async () => {
    const { user, bot } = await startGame(13);
    await user.click(button('Truth'));
    await user.click(button('Done'));
    expect(button('Done').getAttribute('aria-disabled')).toBe('true');

    await advance(999);
    expect(turnLine()).toBe('Your turn');
    await advance(1);
    expect(turnLine()).toBe(`${bot}'s turn`);
    expect(within(promptCard()).getByText(`Waiting for ${bot} to choose Truth or Dare.`)).toBeTruthy();
    expect(button('Truth').getAttribute('aria-disabled')).toBe('true');
  });

  // Seeds 14 to 17 make the bot pick a truth and seed 19 a dare, so every run checks both picks.
  for (const { seed, pick } of [
    { seed: 14, pick: 'Truth' },
    { seed: 15, pick: 'Truth' },
    { seed: 16, pick: 'Truth' },
    { seed: 17, pick: 'Truth' },
    { seed: 19, pick: 'Dare' },
  ] as const) {
    it(`the bot types, picks 4 s into its turn, then hands back 5 to 10 s later (seed ${seed})`, async () => {
      const { user, bot } = await startGame(seed);
      const truths = await truthTexts();
      const dares = (await loadPromptBank('quickplay/dares')).map((entry) => entry.text);
      await user.click(button('Truth'));
      await user.click(button('Done'));
      await advance(1_000);
      expect(turnLine()).toBe(`${bot}'s turn`);

      // The typing indicator runs inside the 4 s wait, never lengthening it.
      await advance(2_000);
      expect(typingLine()).toBe('');
      await advance(1_999);
      expect(typingLine()).toBe(`${bot} is typing…`);
      expect(shownPrompt(promptCard())).toBeNull();

      await advance(1);
      expect(typingLine()).toBe('');
      const { meta, text } = shownPrompt(promptCard()) ?? {};
      expect(meta).toBe(`${pick} for ${bot}`);
      // Truths continue in order: the user had the first, so the bot gets the second.
      expect(pick === 'Truth' ? [truths[1]] : dares).toContain(text);
      expect(turnLine()).toBe(`${bot}'s turn`);

      await advance(4_999);
      expect(turnLine()).toBe(`${bot}'s turn`);
      await advance(10_000 - 4_999);
      expect(turnLine()).toBe('Your turn');
      expect(within(promptCard()).getByText('Choose Truth or Dare.')).toBeTruthy();
      expect(button('Truth').getAttribute('aria-disabled')).toBe('false');
      // The bot never wrote in the chat for its turn: only the greeting is there.
      expect(chatMessages()).toHaveLength(1);
    });
  }

  it('shows the match as you vs the bot with a bot tag, and keeps the truth order across turns', async () => {
    const { user, bot } = await startGame(18);
    const truths = await truthTexts();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(`PixelPanda vs ${bot}`);
    const shown: string[] = [];
    for (let round = 0; round < 3; round += 1) {
      await user.click(button('Truth'));
      shown.push(shownPrompt(promptCard())?.text ?? '');
      await user.click(button('Done'));
      await advance(1_000 + 4_000);
      const botPrompt = shownPrompt(promptCard());
      if (botPrompt?.meta.startsWith('Truth')) shown.push(botPrompt.text);
      await advance(10_000);
      expect(turnLine()).toBe('Your turn');
    }
    expect(shown).toEqual(truths.slice(0, shown.length));
  });
});
