import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type NewPageOptions, useE2E } from './harness';

// A group plays the offline game on one device, as people would: setup, turns, a full round,
// a pass, a player leaving, ending the game, and the 18+ check. Playwright's clock skips the
// 2.5 s countdowns and lets us look at both sides of the bound.

const TEST_TIMEOUT = 90_000;
const DESKTOP = { width: 1280, height: 800 } as const;
const MOBILE = { width: 390, height: 844 } as const;
const COUNTDOWN_MS = 2_500;

const e2e = useE2E();

async function openOffline(options?: NewPageOptions): Promise<Page> {
  const page = await e2e.newPage(options);
  await page.clock.install();
  await page.goto(new URL('/offline', e2e.baseUrl).toString());
  await heading(page).waitFor();
  expect(await heading(page).textContent()).toBe('Truth or Dare');
  return page;
}

function heading(page: Page): Locator {
  return page.getByRole('heading', { level: 1 });
}

function modeButton(page: Page, name: string): Locator {
  return page
    .getByRole('group', { name: 'Select a Mode to Kick Off the Fun!' })
    .getByRole('button', { name, exact: true });
}

function promptCard(page: Page): Locator {
  return page.getByRole('main').getByRole('article');
}

async function playerNames(page: Page): Promise<string[]> {
  return page.getByRole('list', { name: 'Players' }).locator('.player-chip__name').allTextContents();
}

async function expectHeading(page: Page, text: string): Promise<void> {
  await expect.poll(() => heading(page).textContent()).toBe(text);
}

/** Freezes the page's clock: from here on only runFor moves time. */
async function pauseClock(page: Page): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + 1_000);
}

/**
 * axe itself waits on timers, which a paused clock never fires: nudge the clock 1 ms at a time
 * until the check is done (a few ms of game time, far from any bound being tested).
 */
async function expectAccessibleWhilePaused(page: Page): Promise<void> {
  let done = false;
  // Settled at once (never an unhandled rejection); the outcome is rethrown after the loop.
  const outcome = e2e.expectNoA11yViolations(page).then(
    () => null,
    (error: unknown) => error,
  );
  void outcome.then(() => {
    done = true;
  });
  while (!done) {
    await page.clock.runFor(1);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const error = await outcome;
  if (error) throw error;
}

async function noHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

for (const [label, viewport] of [
  ['desktop', DESKTOP],
  ['390×844', MOBILE],
] as const) {
  describe(`a whole offline game (${label})`, () => {
    it(
      'sets up, plays a full round with truth, dare and pass, removes a player and ends the game',
      async () => {
        const page = await openOffline({ viewport });
        const startButton = page.getByRole('button', { name: 'Start Game' });
        expect(await page.getByText('Select a Mode to Kick Off the Fun!').isVisible()).toBe(true);
        expect(await page.title()).toBe('Play Offline · Truth or Dare');
        expect(await startButton.isDisabled()).toBe(true);
        await e2e.expectNoA11yViolations(page);

        // Three players: Enter adds, and so does the button; names are trimmed.
        const nameField = page.getByPlaceholder('Enter player name');
        expect(await page.getByLabel('Player name').getAttribute('placeholder')).toBe('Enter player name');
        await nameField.fill('  Ana ');
        await nameField.press('Enter');
        await nameField.fill('Ben');
        await page.getByRole('button', { name: 'Add Player' }).click();
        await nameField.fill('Cy');
        await nameField.press('Enter');
        expect(await playerNames(page)).toEqual(['Ana', 'Ben', 'Cy']);
        expect(await startButton.isDisabled()).toBe(true);

        await modeButton(page, 'Funny Laugh-out-loud awkwardness').click();
        await expect
          .poll(() => modeButton(page, 'Funny Laugh-out-loud awkwardness').getAttribute('aria-pressed'))
          .toBe('true');
        await expect.poll(() => startButton.isEnabled()).toBe(true);
        expect(await noHorizontalScroll(page)).toBe(true);
        await startButton.click();
        await expectHeading(page, "Ana's Turn");
        expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');

        // Truth: Get Ready! for exactly 2.5 s, every turn button disabled, then the card.
        await pauseClock(page);
        const truthButton = page.getByRole('button', { name: 'Truth', exact: true });
        await truthButton.click();
        await page.getByText('Get Ready!').waitFor();
        for (const name of ['Truth', 'Dare', 'Next Turn']) {
          expect(await page.getByRole('button', { name, exact: true }).isDisabled()).toBe(true);
        }
        await page.clock.runFor(COUNTDOWN_MS - 1);
        expect(await promptCard(page).count()).toBe(0);
        expect(await page.getByText('Get Ready!').isVisible()).toBe(true);
        await page.clock.runFor(1);
        await page.getByRole('article', { name: 'Truth' }).waitFor();
        expect(await page.getByText('Get Ready!').count()).toBe(0);
        expect(await truthButton.isEnabled()).toBe(true);
        // Keyboard users get their focus back on the button they pressed.
        await expect.poll(() => truthButton.evaluate((element) => element === document.activeElement)).toBe(true);
        await expectAccessibleWhilePaused(page);

        // Ben dares, then uses his one pass: a new dare, and Pass is spent.
        await page.getByRole('button', { name: 'Next Turn' }).click();
        await expectHeading(page, "Ben's Turn");
        expect(await promptCard(page).count()).toBe(0);
        await page.getByRole('button', { name: 'Dare', exact: true }).click();
        await page.getByText('Get Ready!').waitFor();
        await expectAccessibleWhilePaused(page);
        expect(await page.getByText('Get Ready!').isVisible()).toBe(true);
        await page.clock.runFor(COUNTDOWN_MS);
        const dareCard = page.getByRole('article', { name: 'Dare' });
        await dareCard.waitFor();
        const firstDare = await dareCard.locator('p').textContent();
        const passButton = page.getByRole('button', { name: 'Pass (once per game)' });
        await passButton.click();
        await expect.poll(() => dareCard.locator('p').textContent()).not.toBe(firstDare);
        expect(await passButton.isDisabled()).toBe(true);

        // Cy, then back to Ana: the round is complete.
        await page.getByRole('button', { name: 'Next Turn' }).click();
        await expectHeading(page, "Cy's Turn");
        expect(await page.getByText('Round complete').count()).toBe(0);
        await page.getByRole('button', { name: 'Next Turn' }).click();
        await expectHeading(page, "Ana's Turn");
        await page.getByText('Round complete').waitFor();
        expect(await page.getByText('1 round played').isVisible()).toBe(true);
        await expectAccessibleWhilePaused(page);
        expect(await page.locator('.player-chip[aria-current="true"] .player-chip__name').textContent()).toBe('Ana');
        expect(await noHorizontalScroll(page)).toBe(true);

        // Ben leaves; it is still Ana's turn and the rotation is Ana, Cy.
        await page.getByRole('button', { name: 'Remove Ben' }).click();
        await expect.poll(() => playerNames(page)).toEqual(['Ana', 'Cy']);
        await expectHeading(page, "Ana's Turn");
        await page.getByRole('button', { name: 'Next Turn' }).click();
        await expectHeading(page, "Cy's Turn");

        // End game: back to setup with the players kept.
        await page.getByRole('button', { name: 'End game' }).click();
        await expectHeading(page, 'Truth or Dare');
        expect(await playerNames(page)).toEqual(['Ana', 'Cy']);
        expect(await startButton.isEnabled()).toBe(true);
      },
      TEST_TIMEOUT,
    );
  });
}

describe('the 18+ mode', () => {
  it(
    'asks first: Cancel keeps the previous mode, Confirm selects 18+ for the session',
    async () => {
      const page = await openOffline({ viewport: MOBILE });
      const normal = modeButton(page, 'Normal Family-friendly fun');
      const adult = modeButton(page, '18+ Adults only');
      const dialog = page.getByRole('alertdialog', { name: 'Adults only' });

      await normal.click();
      await expect.poll(() => normal.getAttribute('aria-pressed')).toBe('true');
      await adult.click();
      await dialog.waitFor();
      await e2e.expectNoA11yViolations(page);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'hidden' });
      expect(await normal.getAttribute('aria-pressed')).toBe('true');
      expect(await adult.getAttribute('aria-pressed')).toBe('false');

      await adult.click();
      await dialog.getByRole('button', { name: 'Confirm, we are 18+' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => adult.getAttribute('aria-pressed')).toBe('true');
      expect(await normal.getAttribute('aria-pressed')).toBe('false');

      // Remembered for the session: no second question.
      await normal.click();
      await adult.click();
      await expect.poll(() => adult.getAttribute('aria-pressed')).toBe('true');
      expect(await dialog.count()).toBe(0);

      await page.getByPlaceholder('Enter player name').fill('Ana');
      await page.getByPlaceholder('Enter player name').press('Enter');
      const startButton = page.getByRole('button', { name: 'Start Game' });
      await expect.poll(() => startButton.isEnabled()).toBe(true);
      await startButton.click();
      await expectHeading(page, "Ana's Turn");
      expect(await page.getByText('18+ mode').isVisible()).toBe(true);
    },
    TEST_TIMEOUT,
  );
});

describe('motion', () => {
  async function startOnePlayerGame(page: Page): Promise<void> {
    await page.getByPlaceholder('Enter player name').fill('Ana');
    await page.getByPlaceholder('Enter player name').press('Enter');
    await modeButton(page, 'Normal Family-friendly fun').click();
    const startButton = page.getByRole('button', { name: 'Start Game' });
    await expect.poll(() => startButton.isEnabled()).toBe(true);
    await startButton.click();
    await expectHeading(page, "Ana's Turn");
    await pauseClock(page);
    await page.getByRole('button', { name: 'Truth', exact: true }).click();
    await page.getByText('Get Ready!').waitFor();
  }

  it(
    'bursts confetti and pulses Get Ready! by default',
    async () => {
      const page = await openOffline();
      await startOnePlayerGame(page);
      await expect.poll(() => page.locator('canvas').count()).toBeGreaterThan(0);
      expect(await page.getByText('Get Ready!').evaluate((element) => getComputedStyle(element).animationName)).toBe(
        'countdown-pulse',
      );
    },
    TEST_TIMEOUT,
  );

  it(
    'skips the confetti and the pulse under reduced motion',
    async () => {
      const page = await openOffline({ reducedMotion: 'reduce' });
      await startOnePlayerGame(page);
      expect(await page.getByText('Get Ready!').evaluate((element) => getComputedStyle(element).animationName)).toBe(
        'none',
      );
      await page.clock.runFor(COUNTDOWN_MS);
      await page.getByRole('article', { name: 'Truth' }).waitFor();
      expect(await page.locator('canvas').count()).toBe(0);
    },
    TEST_TIMEOUT,
  );
});

// Last on purpose: covers every page the tests above opened.
describe('page health', () => {
  it('no page reported an uncaught error or a console error', () => {
    expect(e2e.pageErrors()).toEqual([]);
  });
});
