import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type NewPageOptions, useE2E } from './harness';
import { MIN_TARGET_PX, targetSize } from './target-size';

// A person plays quick play through against the computer player, with Playwright's clock
// skipping the waits: selection, matching, a turn each, chat, the disconnect and ReMatch.

const TEST_TIMEOUT = 120_000;
const DESKTOP = { width: 1280, height: 800 } as const;
const MOBILE = { width: 390, height: 844 } as const;

const e2e = useE2E();
const { url } = e2e;

async function text(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

async function expectText(locator: Locator, expected: string | RegExp): Promise<void> {
  await expect
    .poll(() => text(locator))
    .toMatch(expected instanceof RegExp ? expected : new RegExp(`^${escapeRegExp(expected)}$`));
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function bubbles(page: Page): Promise<{ from: string; text: string }[]> {
  return page.locator('.qp-chat__messages > li').evaluateAll((items) =>
    items.map((item) => ({
      from: item.classList.contains('qp-bubble--user') ? 'user' : 'bot',
      text: item.querySelector('.qp-bubble__text')?.textContent ?? '',
    })),
  );
}

async function expectPlaysThrough(
  options: NewPageOptions & { viewport: { width: number; height: number } },
): Promise<void> {
  const page = await e2e.newPage(options);
  // Before the app loads, so every timer the game sets runs on this clock.
  await page.clock.install();
  await page.goto(url('/quick-play'));

  // Selection
  const main = page.getByRole('main');
  await main.getByRole('heading', { level: 2, name: 'Pick your player' }).waitFor();
  expect(await page.title()).toBe('Quick Play · Truth or Dare');
  expect(await main.getByText("You'll play against a friendly computer player.", { exact: false }).isVisible()).toBe(
    true,
  );
  expect(await main.getByRole('group', { name: 'Your name' }).getByRole('radio').count()).toBe(6);
  await e2e.expectNoA11yViolations(page);

  const start = main.getByRole('button', { name: 'Start Matching' });
  await start.click();
  await expectText(main.getByRole('alert'), 'Please select your name to start.');
  await main.getByRole('radio', { name: 'PixelPanda' }).click();
  // A real radio group: arrow keys move the choice.
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => main.getByRole('radio', { name: 'TurboTaco' }).isChecked()).toBe(true);
  await start.click();
  await expectText(main.getByRole('alert'), 'Select your name and gender.');
  await e2e.expectNoA11yViolations(page);
  await main.getByRole('radio', { name: 'Female' }).click();
  await start.click();

  // Matching
  const matching = main.getByRole('heading', { level: 2, name: 'Matching...' });
  await matching.waitFor();
  const dotAnimation = await main
    .locator('.qp-dots > span')
    .first()
    .evaluate((dot) => getComputedStyle(dot).animationName);
  expect(dotAnimation).toBe(options.reducedMotion === 'reduce' ? 'none' : 'qp-dot-fade');
  await e2e.expectNoA11yViolations(page);

  await page.clock.runFor(6_000);
  const versus = main.getByRole('heading', { level: 2, name: /^TurboTaco vs / });
  await versus.waitFor();
  const bot = (await text(versus)).replace('TurboTaco vs ', '');
  expect(await main.locator('.qp-versus .qp-bot-tag').isVisible()).toBe(true);
  expect(await text(main.locator('.qp-versus .qp-bot-tag'))).toBe('bot (computer player)');
  expect(await bubbles(page)).toEqual([{ from: 'bot', text: `Hey TurboTaco! I'm ${bot}. Let's play.` }]);
  const turn = main.locator('.qp-turn');
  await expectText(turn, 'Your turn');

  // The user's turn: Truth, then Done.
  const truth = main.getByRole('button', { name: 'Truth', exact: true });
  const dare = main.getByRole('button', { name: 'Dare', exact: true });
  const done = main.getByRole('button', { name: 'Done', exact: true });
  await truth.click();
  const meta = main.locator('.prompt-panel__meta');
  await expectText(meta, 'Truth for you');
  expect((await text(main.locator('.prompt-panel__text'))).length).toBeGreaterThan(10);
  expect(await truth.isDisabled()).toBe(true);
  await e2e.expectNoA11yViolations(page);
  await done.click();
  await page.clock.runFor(1_000);
  await expectText(turn, `${bot}'s turn`);

  // The bot's turn: it types, picks at 4 s, hands back within 10 s more.
  await page.clock.runFor(3_000);
  await expectText(main.locator('.qp-chat__typing'), `${bot} is typing…`);
  await page.clock.runFor(1_000);
  await expectText(meta, new RegExp(`^(Truth|Dare) for ${escapeRegExp(bot)}$`));
  await page.clock.runFor(10_000);
  await expectText(turn, 'Your turn');

  // Chat: Enter sends; the bot answers 8 s later.
  const input = main.getByRole('textbox', { name: `Message to ${bot}` });
  await input.fill('Hello there!');
  await input.press('Enter');
  await expect.poll(() => bubbles(page)).toHaveLength(2);
  expect((await bubbles(page))[1]).toEqual({ from: 'user', text: 'Hello there!' });
  expect(await input.inputValue()).toBe('');
  await page.clock.runFor(6_000);
  await expectText(main.locator('.qp-chat__typing'), `${bot} is typing…`);
  await page.clock.runFor(2_000);
  await expect.poll(() => bubbles(page)).toHaveLength(3);
  expect((await bubbles(page))[2]?.from).toBe('bot');

  // More messages than the box holds: the newest stays in view.
  for (const line of ['one', 'two', 'three', 'four', 'five', 'six']) {
    await input.fill(`Message ${line}`);
    await main.getByRole('button', { name: 'Send' }).click();
  }
  await expect.poll(() => bubbles(page)).toHaveLength(9);
  const list = main.locator('.qp-chat__list');
  await expect
    .poll(() =>
      list.evaluate(
        (element) =>
          element.scrollHeight > element.clientHeight &&
          element.scrollTop + element.clientHeight >= element.scrollHeight - 2,
      ),
    )
    .toBe(true);
  await e2e.expectNoA11yViolations(page);

  // The bot disconnects 60 to 100 s after the match started (about 25 s ago): step until it does.
  const notice = main.locator('.qp-notice');
  for (let second = 0; second < 100 && !(await notice.isVisible()); second += 1) await page.clock.runFor(1_000);
  expect(await notice.isVisible()).toBe(true);
  expect(await text(main.getByRole('alert'))).toBe(`${bot} disconnected.`);
  await expectText(turn, `${bot} has disconnected. You can't play now.`);
  for (const control of [truth, dare, done, input, main.getByRole('button', { name: 'Send' })]) {
    expect(await control.isDisabled()).toBe(true);
  }
  const rematch = main.getByRole('button', { name: 'ReMatch' });
  expect(await rematch.isVisible()).toBe(true);
  await e2e.expectNoA11yViolations(page);

  // The red notice goes after 10 s; the status stays.
  await page.clock.runFor(10_000);
  await notice.waitFor({ state: 'detached' });
  await expectText(turn, `${bot} has disconnected. You can't play now.`);
  await e2e.expectNoA11yViolations(page);

  // ReMatch: back to an empty selection.
  await rematch.click();
  await main.getByRole('heading', { level: 2, name: 'Pick your player' }).waitFor();
  for (const radio of await main.getByRole('radio').all()) expect(await radio.isChecked()).toBe(false);
  expect(await main.getByRole('alert').count()).toBe(0);

  expect(e2e.pageErrors()).toEqual([]);
}

describe('quick play', () => {
  it('plays through at desktop size', () => expectPlaysThrough({ viewport: DESKTOP }), TEST_TIMEOUT);

  it(
    'plays through on a 390×844 phone with reduced motion',
    () => expectPlaysThrough({ viewport: MOBILE, reducedMotion: 'reduce' }),
    TEST_TIMEOUT,
  );

  it(
    'fits the phone screen: no sideways scrolling in any view',
    async () => {
      const page = await e2e.newPage({ viewport: MOBILE });
      await page.clock.install();
      await page.goto(url('/quick-play'));
      const main = page.getByRole('main');
      const noOverflow = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      await main.getByRole('heading', { level: 2, name: 'Pick your player' }).waitFor();
      expect(await noOverflow()).toBe(true);
      await main.getByRole('radio', { name: 'ZigZagZebra' }).click();
      await main.getByRole('radio', { name: 'Male', exact: true }).click();
      await main.getByRole('button', { name: 'Start Matching' }).click();
      await main.getByRole('heading', { level: 2, name: 'Matching...' }).waitFor();
      expect(await noOverflow()).toBe(true);
      await page.clock.runFor(6_000);
      await main.getByRole('heading', { level: 2, name: /^ZigZagZebra vs / }).waitFor();
      await main.getByRole('button', { name: 'Dare', exact: true }).click();
      await main.locator('.prompt-panel__text').waitFor();
      expect(await noOverflow()).toBe(true);
      // The moves sit side by side and keep a comfortable touch size.
      expect((await targetSize(main.getByRole('button', { name: 'Done', exact: true }))).height).toBeGreaterThanOrEqual(
        MIN_TARGET_PX,
      );
      expect(e2e.pageErrors()).toEqual([]);
    },
    TEST_TIMEOUT,
  );
});
