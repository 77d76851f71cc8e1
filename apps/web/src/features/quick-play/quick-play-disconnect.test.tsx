import { screen } from '../../testing/render';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { shownPrompt } from '../../testing/prompt-panel';
import {
  advance,
  botNameShown,
  button,
  chatMessages,
  chooseAndStart,
  loadQuickPlay,
  MATCH_STEP_MS,
  openQuickPlay,
  stepUntilMatched,
  promptCard,
  turnLine,
  typingLine,
  versusHeading,
} from './quick-play-test-helpers';

beforeAll(loadQuickPlay);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function notice(): HTMLElement | null {
  return document.querySelector('.qp-notice');
}

/** Steps (coarser than the match start, to stay quick) until the disconnect notice shows. */
const NOTICE_STEP_MS = 100;

/** Returns the time taken; the disconnect fell in the last step. */
async function stepUntilNotice(limitMs: number): Promise<number> {
  let elapsed = 0;
  while (notice() === null && elapsed <= limitMs) {
    await advance(NOTICE_STEP_MS);
    elapsed += NOTICE_STEP_MS;
  }
  return elapsed;
}

describe('quick play disconnect and rematch', () => {
  for (const seed of [31, 32]) {
    it(`the bot leaves 60 to 100 s into the match, with a 10 s red notice (seed ${seed})`, async () => {
      const { user } = await openQuickPlay(seed);
      await chooseAndStart(user, 'ZigZagZebra', 'Female');
      // The match started within the last step, so each bound below is exact to MATCH_STEP_MS.
      await stepUntilMatched();
      const bot = botNameShown();

      await advance(60_000 - MATCH_STEP_MS - 1);
      expect(notice()).toBeNull();
      expect(turnLine()).toBe('Your turn');
      expect((screen.getByRole('textbox', { name: `Message to ${bot}` }) as HTMLInputElement).disabled).toBe(false);

      // Started at most MATCH_STEP_MS before the step ended: the notice is due within 40 s + that.
      const waited = await stepUntilNotice(40_000 + MATCH_STEP_MS);
      expect(waited).toBeLessThanOrEqual(40_000 + MATCH_STEP_MS + NOTICE_STEP_MS);
      const alert = screen.getByRole('alert');
      expect(alert).toBe(notice());
      expect(alert.textContent).toBe(`${bot} disconnected.`);
      expect(turnLine()).toBe(`${bot} has disconnected. You can't play now.`);

      // Everything stops: moves, chat; ReMatch is offered.
      for (const name of ['Truth', 'Dare', 'Done']) expect(button(name).getAttribute('aria-disabled')).toBe('true');
      expect((screen.getByRole('textbox', { name: `Message to ${bot}` }) as HTMLInputElement).disabled).toBe(true);
      expect((button('Send') as HTMLButtonElement).disabled).toBe(true);
      expect(button('ReMatch')).toBeTruthy();
      await user.click(button('Truth'));
      expect(shownPrompt(promptCard())).toBeNull();

      // The notice shows for 10 s (the disconnect fell in the last step), the status stays.
      await advance(10_000 - NOTICE_STEP_MS - 1);
      expect(notice()?.textContent).toBe(`${bot} disconnected.`);
      await advance(NOTICE_STEP_MS + 1);
      expect(notice()).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(turnLine()).toBe(`${bot} has disconnected. You can't play now.`);
      await advance(60_000);
      expect(turnLine()).toBe(`${bot} has disconnected. You can't play now.`);
    });
  }

  it('stops the chat at the disconnect: no bot message or typing after it', async () => {
    const { user } = await openQuickPlay(33);
    await chooseAndStart(user, 'PixelPanda', 'Male');
    await advance(6_000);
    const bot = botNameShown();
    // Idle until just before the earliest disconnect, then send a message whose reply would come after it.
    await advance(59_000 - 6_000 + 3_500);
    await user.type(screen.getByRole('textbox', { name: `Message to ${bot}` }), 'still there?{Enter}');
    const before = chatMessages();
    await advance(100_000);
    // The notice may have gone by now; the status line stays.
    expect(screen.getByText(`${bot} has disconnected. You can't play now.`)).toBeInTheDocument();
    const after = chatMessages();
    // A reply may have arrived before the disconnect, never after it.
    expect(after.length - before.length).toBeLessThanOrEqual(1);
    await advance(20_000);
    expect(chatMessages()).toEqual(after);
    expect(typingLine()).toBe('');
  });

  it('ReMatch goes back to an empty selection, and a new match can start', async () => {
    const { user } = await openQuickPlay(34);
    await chooseAndStart(user, 'LuckyLlama', 'Male');
    await advance(6_000 + 100_000);
    expect(screen.getByText(/has disconnected\. You can't play now\.$/)).toBeTruthy();
    expect(button('ReMatch')).toHaveFocus();

    await user.click(button('ReMatch'));
    const heading = screen.getByRole('heading', { level: 2, name: 'Pick your player' });
    expect(heading).toHaveFocus();
    expect(screen.getAllByRole('radio').every((radio) => !(radio as HTMLInputElement).checked)).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(versusHeading()).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Start Matching' }));
    expect(screen.getByRole('alert').textContent).toBe('Please select your name to start.');
    await chooseAndStart(user, 'TurboTaco', 'Female');
    expect(screen.getByRole('heading', { level: 2, name: 'Matching...' })).toBeTruthy();
    await advance(6_000);
    expect(versusHeading()?.textContent).toMatch(/^TurboTaco vs /);
    const bot = botNameShown();
    expect(chatMessages()).toEqual([{ from: 'bot', text: `Hey TurboTaco! I'm ${bot}. Let's play.` }]);
    expect(turnLine()).toBe('Your turn');
    expect(screen.queryByRole('button', { name: 'ReMatch' })).toBeNull();
  });
});
