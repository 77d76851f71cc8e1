import { screen, within } from '../../testing/render';
import { loadQuickPlayNames } from '@truth-or-dare/prompt-banks';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { metaDescription } from '../../testing/render-app';
import {
  advance,
  chatMessages,
  chooseAndStart,
  loadQuickPlay,
  openQuickPlay,
  versusHeading,
} from './quick-play-test-helpers';

beforeAll(loadQuickPlay);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('quick play selection', () => {
  it('offers the six preset names, a Male/Female opponent and says the opponent is a computer', async () => {
    await openQuickPlay(1);
    const { userNames } = await loadQuickPlayNames();

    expect(document.title).toBe('Quick Play · Truth or Dare');
    expect(metaDescription()).toMatch(/computer player/);
    const names = within(screen.getByRole('group', { name: 'Your name' })).getAllByRole('radio');
    expect(names).toHaveLength(userNames.length);
    names.forEach((radio, index) => expect(radio).toHaveAccessibleName(userNames[index]));
    expect(userNames).toHaveLength(6);
    const opponent = within(screen.getByRole('group', { name: 'Computer opponent' })).getAllByRole('radio');
    expect(opponent).toHaveLength(2);
    expect(opponent[0]).toHaveAccessibleName('Male');
    expect(opponent[1]).toHaveAccessibleName('Female');
    expect([...names, ...opponent].every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
    expect(screen.getByText("You'll play against a friendly computer player.", { exact: false })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    // English prompts have no address forms: nothing to ask.
    expect(screen.queryByRole('group', { name: /prompts speak/ })).toBeNull();
  });

  it("refuses to start without a name, then without a gender, with the spec's messages", async () => {
    const { user } = await openQuickPlay(2);
    const start = screen.getByRole('button', { name: 'Start Matching' });

    await user.click(start);
    expect(screen.getByRole('alert').textContent).toBe('Please select your name to start.');

    // A gender alone is not enough; the name is asked for first.
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(start);
    expect(screen.getByRole('alert').textContent).toBe('Please select your name to start.');

    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await user.click(screen.getByRole('radio', { name: 'TurboTaco' }));
    expect((screen.getByRole('radio', { name: 'TurboTaco' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Start Matching' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Matching...' })).toBeNull();
  });

  it("asks for the gender with 'Select your name and gender.' when only a name is chosen", async () => {
    const { user } = await openQuickPlay(3);
    await user.click(screen.getByRole('radio', { name: 'SockNinja' }));
    await user.click(screen.getByRole('button', { name: 'Start Matching' }));
    expect(screen.getByRole('alert').textContent).toBe('Select your name and gender.');
    expect(screen.queryByRole('heading', { name: 'Matching...' })).toBeNull();

    // Choosing clears the message.
    await user.click(screen.getByRole('radio', { name: 'Male' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('can be used with the keyboard: Space chooses, Enter on Start Matching starts', async () => {
    const { user } = await openQuickPlay(4);
    screen.getByRole('radio', { name: 'ZigZagZebra' }).focus();
    await user.keyboard(' ');
    expect((screen.getByRole('radio', { name: 'ZigZagZebra' }) as HTMLInputElement).checked).toBe(true);
    screen.getByRole('radio', { name: 'Male' }).focus();
    await user.keyboard(' ');
    expect((screen.getByRole('radio', { name: 'Male' }) as HTMLInputElement).checked).toBe(true);
    screen.getByRole('button', { name: 'Start Matching' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { level: 2, name: 'Matching...' })).toBeTruthy();
  });

  for (const seed of [5, 77, 4242]) {
    it(`matches for 3.5 to 6 s, then a bot of the chosen gender greets by name (seed ${seed})`, async () => {
      const { user } = await openQuickPlay(seed);
      const { botNamesFemale, botNamesMale } = await loadQuickPlayNames();
      const opponent = seed % 2 === 0 ? 'Male' : 'Female';
      await chooseAndStart(user, 'LuckyLlama', opponent);

      const matching = screen.getByRole('heading', { level: 2, name: 'Matching...' });
      expect(matching).toHaveFocus();
      await advance(3_499);
      expect(screen.getByRole('heading', { level: 2, name: 'Matching...' })).toBeTruthy();
      expect(versusHeading()).toBeNull();

      await advance(6_000 - 3_499);
      const heading = versusHeading();
      expect(heading).not.toBeNull();
      expect(heading).toHaveFocus();
      const text = heading?.textContent ?? '';
      const [you, bot] = text.split(' vs ');
      expect(you).toBe('LuckyLlama');
      expect(opponent === 'Male' ? botNamesMale : botNamesFemale).toContain(bot);
      // eslint-disable-next-line testing-library/no-node-access -- the tag sits beside the heading, not in it: only the layout ties them.
      expect(heading?.parentElement?.querySelector('.qp-bot-tag')?.textContent).toBe('bot (computer player)');
      expect(chatMessages()).toEqual([{ from: 'bot', text: `Hey LuckyLlama! I'm ${bot}. Let's play.` }]);
      expect(screen.getByText('Your turn')).toBeTruthy();
    });
  }
});
