import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type NewPageOptions, useE2E } from './harness';

// The two-player Horror Mode game (/ultimatetruthordare) and its landing page (/ultimate), played
// in Chromium against the production build. Playwright's clock stands in for the two 60 s turns.

// Axe runs are slow when the machine is busy; a full game with its checks needs headroom.
const TEST_TIMEOUT = 90_000;
const DESKTOP = { width: 1280, height: 800 } as const;
const MOBILE = { width: 390, height: 844 } as const;
const TURN_MS = 60_000;
/** Halloween night; the game never shows the date, the clock just needs a fixed start. */
const CLOCK_START = new Date('2030-10-31T21:00:00Z').getTime();

const e2e = useE2E();

/** Errors the pages reported since `since` (an index into e2e.pageErrors()). */
function errorsSince(since: number): string[] {
  return e2e.pageErrors().slice(since);
}

interface OpenedPage {
  page: Page;
  /** Native dialogs (window.alert and friends) the page opened; the game must use none. */
  nativeDialogs: string[];
}

async function open(path: string, options?: NewPageOptions): Promise<OpenedPage> {
  const page = await e2e.newPage(options);
  const nativeDialogs: string[] = [];
  page.on('dialog', (dialog) => {
    nativeDialogs.push(dialog.message());
    void dialog.dismiss();
  });
  // The app-wide subscribe popup would cover the game once the clock runs; mark it as seen.
  await page.addInitScript(() => window.localStorage.setItem('sub_popup_seen', 'true'));
  await page.clock.install({ time: CLOCK_START });
  await page.goto(new URL(path, e2e.baseUrl).toString());
  return { page, nativeDialogs };
}

/**
 * Opens the game. With `paused`, time only moves when the test says so (exact turn timing); axe
 * cannot run then (it waits on timers), so the accessibility checks run on pages whose clock flows.
 */
async function openGame(options?: NewPageOptions & { paused?: boolean }): Promise<OpenedPage> {
  const { paused = false, ...pageOptions } = options ?? {};
  const opened = await open('/ultimatetruthordare', pageOptions);
  await opened.page.getByRole('heading', { level: 1, name: 'Truth or Dare (Horror Mode)' }).waitFor();
  if (paused) await opened.page.clock.pauseAt(CLOCK_START + 30_000);
  return opened;
}

async function enterNames(page: Page, player1: string, player2: string): Promise<void> {
  await page.getByLabel('Player 1 name').fill(player1);
  await page.getByLabel('Player 2 name').fill(player2);
}

function turnHeading(page: Page, name: string) {
  return page.getByRole('heading', { level: 2, name: `${name}'s Turn`, exact: true });
}

async function scoreText(page: Page, listName: string, player: string): Promise<string> {
  const card = page
    .getByRole('list', { name: listName, exact: true })
    .getByRole('listitem')
    .filter({ hasText: player });
  return ((await card.textContent()) ?? '').replace(/\s+/g, ' ');
}

async function expectScore(page: Page, listName: string, player: string, points: number): Promise<void> {
  await expect.poll(() => scoreText(page, listName, player)).toContain(`${points} points`);
}

/** Draws a truth or a dare and, unless told otherwise, completes it. */
async function takePrompt(page: Page, choice: 'Truth' | 'Dare', markDone = true): Promise<void> {
  await page.getByRole('button', { name: choice, exact: true }).click();
  const prompt = page.getByRole('region', { name: 'Prompt' });
  await prompt.getByRole('button', { name: 'Done' }).waitFor();
  expect(await prompt.locator('.duel-prompt__type').textContent()).toBe(choice);
  expect(((await prompt.locator('.duel-prompt__text').textContent()) ?? '').length).toBeGreaterThan(10);
  if (markDone) {
    await prompt.getByRole('button', { name: 'Done' }).click();
    await prompt.getByRole('button', { name: 'Done' }).waitFor({ state: 'detached' });
  }
}

async function timerLabel(page: Page): Promise<string | null> {
  return page.getByRole('timer').getAttribute('aria-label');
}

async function expectNoHorizontalScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

describe('the /ultimate landing page', () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    it(
      `offers one link into Horror Mode and passes axe (${viewport.width}×${viewport.height})`,
      async () => {
        const errorsBefore = e2e.pageErrors().length;
        const { page } = await open('/ultimate', { viewport });
        await page.getByRole('heading', { level: 1, name: 'Ultimate Truth or Dare' }).waitFor();
        expect(await page.title()).toBe('Ultimate Truth or Dare · Truth or Dare');
        const landing = page.getByRole('region', { name: 'Ultimate Truth or Dare' });
        expect(await landing.getByRole('link').count()).toBe(1);
        expect(await landing.getByRole('button').count()).toBe(0);
        await e2e.expectNoA11yViolations(page);
        await expectNoHorizontalScroll(page);

        await landing.getByRole('link', { name: 'Truth or Dare (Horror Mode)', exact: true }).click();
        await page.waitForURL((current) => current.pathname === '/ultimatetruthordare');
        await page.getByRole('heading', { level: 1, name: 'Truth or Dare (Horror Mode)' }).waitFor();
        expect(errorsSince(errorsBefore)).toEqual([]);
      },
      TEST_TIMEOUT,
    );
  }
});

describe('setup', () => {
  it(
    "shows 'Enter both names!' as an alert by the form, never a native dialog",
    async () => {
      const errorsBefore = e2e.pageErrors().length;
      const { page, nativeDialogs } = await openGame();
      expect(await page.getByLabel('Player 1 name').getAttribute('placeholder')).toBe('Player 1');
      expect(await page.getByLabel('Player 2 name').getAttribute('placeholder')).toBe('Player 2');
      await e2e.expectNoA11yViolations(page);

      await page.getByRole('button', { name: 'Start Game' }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'Enter both names!' });
      await alert.waitFor();
      await e2e.expectNoA11yViolations(page);
      await page.getByRole('button', { name: 'Dismiss' }).click();
      await alert.waitFor({ state: 'detached' });

      await page.getByLabel('Player 1 name').fill('Alice');
      await page.getByLabel('Player 1 name').press('Enter');
      await alert.waitFor();
      expect(await turnHeading(page, 'Alice').count()).toBe(0);
      expect(nativeDialogs).toEqual([]);
      expect(errorsSince(errorsBefore)).toEqual([]);
    },
    TEST_TIMEOUT,
  );

  it(
    'asks for the age confirmation for 18+; Cancel keeps the previous category',
    async () => {
      const errorsBefore = e2e.pageErrors().length;
      const { page } = await openGame();
      const category = page.getByLabel('Category');
      expect(await category.locator('option').allTextContents()).toEqual(['Normal', 'Teens', '18+']);

      await category.selectOption('18+');
      const gate = page.getByRole('alertdialog', { name: 'Adults only' });
      await gate.waitFor();
      await e2e.expectNoA11yViolations(page);
      await gate.getByRole('button', { name: 'Cancel' }).click();
      await gate.waitFor({ state: 'detached' });
      expect(await category.inputValue()).toBe('normal');

      await category.selectOption('18+');
      await gate.getByRole('button', { name: 'Confirm, we are 18+' }).click();
      await gate.waitFor({ state: 'detached' });
      expect(await category.inputValue()).toBe('18+');

      await enterNames(page, 'Alice', 'Bob');
      await page.getByRole('button', { name: 'Start Game' }).click();
      await turnHeading(page, 'Alice').waitFor();
      await takePrompt(page, 'Truth');
      await expectScore(page, 'Scores', 'Alice', 10);
      expect(errorsSince(errorsBefore)).toEqual([]);
    },
    TEST_TIMEOUT,
  );
});

describe('a full game', () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    it(
      `two players play it through, the winner is named and Play Again keeps the names (${viewport.width}×${viewport.height})`,
      async () => {
        const errorsBefore = e2e.pageErrors().length;
        const { page, nativeDialogs } = await openGame({ viewport, paused: true });
        await enterNames(page, 'Alice', 'Bob');
        await page.getByRole('button', { name: 'Start Game' }).click();

        // Alice: two prompts done, a third left undone when her time runs out.
        await turnHeading(page, 'Alice').waitFor();
        expect(await timerLabel(page)).toBe('60 seconds left');
        await expectScore(page, 'Scores', 'Alice', 0);
        await expectScore(page, 'Scores', 'Bob', 0);
        await takePrompt(page, 'Truth');
        await expectScore(page, 'Scores', 'Alice', 10);
        expect(await scoreText(page, 'Scores', 'Alice')).toContain('Leading');
        await takePrompt(page, 'Dare');
        await expectScore(page, 'Scores', 'Alice', 20);
        await takePrompt(page, 'Truth', false);
        await expectNoHorizontalScroll(page);

        await page.clock.runFor(TURN_MS - 1_000);
        await expect.poll(() => timerLabel(page)).toBe('1 second left');
        await page.clock.runFor(1_000);

        // Bob: his turn starts at 60 s with the undone prompt dropped and no points for it.
        await turnHeading(page, 'Bob').waitFor();
        expect(await timerLabel(page)).toBe('60 seconds left');
        expect(await page.getByRole('region', { name: 'Prompt' }).getByRole('button', { name: 'Done' }).count()).toBe(
          0,
        );
        await expectScore(page, 'Scores', 'Alice', 20);
        await takePrompt(page, 'Dare');
        await expectScore(page, 'Scores', 'Bob', 10);

        await page.clock.runFor(TURN_MS);
        const gameOver = page.getByRole('heading', { level: 2, name: 'Game Over' });
        await gameOver.waitFor();
        expect(await page.getByText('Alice wins with 20 points!', { exact: true }).isVisible()).toBe(true);
        await expectScore(page, 'Final scores', 'Alice', 20);
        await expectScore(page, 'Final scores', 'Bob', 10);
        expect(await scoreText(page, 'Final scores', 'Alice')).toContain('Leading');
        // Confetti is drawn on a canvas (the library arrives as its own chunk).
        await page.locator('canvas').first().waitFor({ state: 'attached' });
        await expectNoHorizontalScroll(page);
        await page.clock.runFor(5_000);

        await page.getByRole('button', { name: 'Play Again' }).click();
        await turnHeading(page, 'Alice').waitFor();
        expect(await timerLabel(page)).toBe('60 seconds left');
        await expectScore(page, 'Scores', 'Alice', 0);
        await expectScore(page, 'Scores', 'Bob', 0);

        await page.getByRole('button', { name: 'Quit to setup' }).click();
        expect(await page.getByLabel('Player 1 name').inputValue()).toBe('Alice');
        expect(await page.getByLabel('Player 2 name').inputValue()).toBe('Bob');
        expect(nativeDialogs).toEqual([]);
        expect(errorsSince(errorsBefore)).toEqual([]);
      },
      TEST_TIMEOUT,
    );
  }

  it(
    "ends in 'It’s a tie!' without confetti for players who prefer reduced motion",
    async () => {
      const errorsBefore = e2e.pageErrors().length;
      const { page } = await openGame({ viewport: MOBILE, reducedMotion: 'reduce', paused: true });
      await enterNames(page, 'Mira', 'Noor');
      await page.getByRole('button', { name: 'Start Game' }).click();
      await turnHeading(page, 'Mira').waitFor();
      await takePrompt(page, 'Dare');
      await page.clock.runFor(TURN_MS);
      await turnHeading(page, 'Noor').waitFor();
      await takePrompt(page, 'Truth');
      await page.clock.runFor(TURN_MS);

      await page.getByRole('heading', { level: 2, name: 'Game Over' }).waitFor();
      expect(await page.getByText('It’s a tie!', { exact: true }).isVisible()).toBe(true);
      await page.clock.runFor(1_000);
      expect(await page.locator('canvas').count()).toBe(0);

      await page.getByRole('button', { name: 'New players' }).click();
      expect(await page.getByLabel('Player 1 name').inputValue()).toBe('Mira');
      expect(errorsSince(errorsBefore)).toEqual([]);
    },
    TEST_TIMEOUT,
  );
});

describe('accessibility of each view', () => {
  for (const viewport of [DESKTOP, MOBILE]) {
    it(
      `setup, play (with a prompt) and game over have no axe violations (${viewport.width}×${viewport.height})`,
      async () => {
        const errorsBefore = e2e.pageErrors().length;
        const { page } = await openGame({ viewport });
        await enterNames(page, 'Alice', 'Bob');
        await e2e.expectNoA11yViolations(page);

        await page.getByRole('button', { name: 'Start Game' }).click();
        await turnHeading(page, 'Alice').waitFor();
        await e2e.expectNoA11yViolations(page);
        await takePrompt(page, 'Dare', false);
        await e2e.expectNoA11yViolations(page);
        await expectNoHorizontalScroll(page);

        await page.clock.runFor(2 * TURN_MS);
        await page.getByRole('heading', { level: 2, name: 'Game Over' }).waitFor();
        await e2e.expectNoA11yViolations(page);
        await expectNoHorizontalScroll(page);
        expect(errorsSince(errorsBefore)).toEqual([]);
      },
      TEST_TIMEOUT,
    );
  }
});
