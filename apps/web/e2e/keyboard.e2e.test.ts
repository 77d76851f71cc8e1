import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { measureFocusRing } from './focus-ring';
import { useE2E } from './harness';

// Playing without a mouse: only page.keyboard moves focus and presses buttons (no clicks, no
// focus() calls), and after every key the focused element must show a ring at least 2 px wide
// whose colour stands 3:1 against the background next to it (WCAG 2.2, 1.4.11 and 2.4.7).

const TEST_TIMEOUT = 120_000;
const MIN_RING_WIDTH = 2;
const MIN_RING_CONTRAST = 3;
/** Enough presses to cross any page of the site from the top. */
const MAX_TABS = 60;

const e2e = useE2E();

async function open(path: string): Promise<Page> {
  // Reduced motion: the page settles at once after each key, so focus is measured on still frames.
  const page = await e2e.newPage({ reducedMotion: 'reduce' });
  await page.goto(new URL(path, e2e.baseUrl).toString());
  return page;
}

function main(page: Page): Locator {
  return page.getByRole('main');
}

async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/** Fails unless the focused element shows a wide enough ring with enough contrast. */
async function expectVisibleFocus(page: Page): Promise<void> {
  const ring = await measureFocusRing(page);
  expect(ring, 'something has focus').not.toBeNull();
  if (!ring) return;
  expect(ring.width, `focus ring width of ${ring.element}`).toBeGreaterThanOrEqual(MIN_RING_WIDTH);
  expect(ring.contrast, `focus ring contrast of ${ring.element}`).toBeGreaterThanOrEqual(MIN_RING_CONTRAST);
}

/** Presses a key, then checks the focus ring wherever focus now is. */
async function press(page: Page, key: string): Promise<void> {
  await page.keyboard.press(key);
  await expectVisibleFocus(page);
}

/**
 * Tabs (forwards, or backwards with Shift) until `target` has focus, checking the ring at each
 * stop on the way. Past the end of the page focus leaves for the browser for one press, with
 * nothing in the page focused; that stop has no ring to check.
 */
async function tabTo(page: Page, target: Locator, direction: 'forwards' | 'backwards' = 'forwards'): Promise<void> {
  await target.waitFor();
  const key = direction === 'forwards' ? 'Tab' : 'Shift+Tab';
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    await page.keyboard.press(key);
    const focusedSomething = await page.evaluate(
      () => document.activeElement !== null && document.activeElement !== document.body,
    );
    if (focusedSomething) await expectVisibleFocus(page);
    if (await isFocused(target)) return;
  }
  throw new Error(`${MAX_TABS} presses of ${key} never reached ${target.toString()}`);
}

/** Waits until `target` has focus (the app moves it there), then checks its ring. */
async function expectFocusOn(page: Page, target: Locator): Promise<void> {
  await expect.poll(() => isFocused(target), { timeout: 10_000 }).toBe(true);
  await expectVisibleFocus(page);
}

/** The nearest live region around `locator`'s element, as "role/aria-live". */
async function liveRegionAround(locator: Locator): Promise<string | null> {
  return locator.evaluate((element) => {
    const region = element.closest('[aria-live], [role="status"], [role="log"], [role="alert"]');
    if (!region) return null;
    return `${region.getAttribute('role') ?? ''}/${region.getAttribute('aria-live') ?? ''}`;
  });
}

describe('keyboard only', () => {
  it(
    'plays a whole offline game: players, mode, start, truth, dare, pass and a full round',
    async () => {
      const page = await open('/offline');
      const game = main(page);
      await game.getByRole('heading', { level: 1, name: 'Truth or Dare', exact: true }).waitFor();

      // Two players, each added with Enter in the name field.
      const nameField = game.getByRole('textbox', { name: 'Player name', exact: true });
      await tabTo(page, nameField);
      for (const name of ['Ana', 'Ben']) {
        await page.keyboard.type(name);
        await press(page, 'Enter');
        expect(await isFocused(nameField)).toBe(true);
      }
      await expect
        .poll(() => game.getByRole('list', { name: 'Players' }).locator('.player-chip__name').allTextContents())
        .toEqual(['Ana', 'Ben']);

      // The mode buttons come before the form: back up to Normal and press it with Space.
      const normal = game.getByRole('button', { name: /^Normal\b/ });
      await tabTo(page, normal, 'backwards');
      await press(page, 'Space');
      await expect.poll(() => normal.getAttribute('aria-pressed')).toBe('true');

      const start = game.getByRole('button', { name: 'Start Game', exact: true });
      await expect.poll(() => start.isEnabled(), { timeout: 15_000 }).toBe(true);
      await tabTo(page, start);
      await page.keyboard.press('Enter');

      // The turn heading takes focus, and is itself a live region.
      const turnHeading = game.getByRole('heading', { level: 1, name: "Ana's Turn", exact: true });
      await expectFocusOn(page, turnHeading);
      expect(await liveRegionAround(turnHeading)).toBe('/polite');

      // Truth: "Get Ready!" is announced, then the truth; focus comes back to the Truth button.
      const truth = game.getByRole('button', { name: 'Truth', exact: true });
      await tabTo(page, truth);
      await page.keyboard.press('Enter');
      const countdown = game.getByRole('status').filter({ hasText: 'Get Ready!' });
      await countdown.waitFor();
      const truthCard = game.getByRole('article', { name: 'Truth', exact: true });
      await truthCard.waitFor({ timeout: 10_000 });
      expect(await liveRegionAround(truthCard)).toBe('/polite');
      await expectFocusOn(page, truth);

      // Next Turn is Ben's: a dare, which he passes once for another.
      const nextTurn = game.getByRole('button', { name: 'Next Turn', exact: true });
      await tabTo(page, nextTurn);
      await press(page, 'Enter');
      await game.getByRole('heading', { level: 1, name: "Ben's Turn", exact: true }).waitFor();
      const dare = game.getByRole('button', { name: 'Dare', exact: true });
      await tabTo(page, dare, 'backwards');
      await page.keyboard.press('Space');
      const dareCard = game.getByRole('article', { name: 'Dare', exact: true });
      await dareCard.waitFor({ timeout: 10_000 });
      await expectFocusOn(page, dare);
      const firstDare = await dareCard.locator('p').textContent();
      const pass = game.getByRole('button', { name: 'Pass (once per game)', exact: true });
      await tabTo(page, pass);
      await page.keyboard.press('Enter');
      await expect.poll(() => dareCard.locator('p').textContent()).not.toBe(firstDare);
      // Pass is spent (disabled), so focus moves on to Next Turn.
      await expectFocusOn(page, nextTurn);

      // Back to Ana: the round is complete, and says so in a status region.
      await press(page, 'Enter');
      await game.getByRole('heading', { level: 1, name: "Ana's Turn", exact: true }).waitFor();
      const roundComplete = game.getByRole('status').filter({ hasText: 'Round complete' });
      await roundComplete.waitFor();
      expect(await roundComplete.textContent()).toContain('1 round played');
      expect(await isFocused(nextTurn)).toBe(true);
      await expectVisibleFocus(page);
    },
    TEST_TIMEOUT,
  );

  it(
    'spins the Challenge Spinner and hears the result',
    async () => {
      const page = await open('/truth-or-dare-wheel');
      const spinner = page.getByRole('region', { name: 'Challenge Spinner', exact: true });
      const spin = spinner.getByRole('button', { name: 'Spin the Wheel', exact: true });
      await tabTo(page, spin);
      await page.keyboard.press('Space');
      // Reduced motion: the wheel jumps to where it stops instead of turning for 4 s.
      const wheel = spinner.getByRole('img', { name: /^Challenge wheel/ });
      await expect.poll(() => spin.isDisabled()).toBe(true);
      expect(await wheel.evaluate((canvas) => canvas.getAnimations().length)).toBe(0);

      // The result panel is a polite, atomic live region: the whole sentence is read when it fills.
      const result = spinner.locator('.spin-result');
      await result.getByText('Your challenge is:', { exact: true }).waitFor({ timeout: 15_000 });
      expect(await result.getAttribute('aria-live')).toBe('polite');
      expect(await result.getAttribute('aria-atomic')).toBe('true');
      const chosen = ((await result.locator('.spin-result__item').textContent()) ?? '').trim();
      expect(await spinner.locator('.challenge-list__text').allTextContents()).toContain(chosen);

      // Focus is back on the Spin button, ready for another spin; no confetti was drawn.
      await expectFocusOn(page, spin);
      expect(await page.locator('canvas.confetti-canvas').count()).toBe(0);
    },
    TEST_TIMEOUT,
  );

  it(
    'creates an online room, sits down and sends a chat message',
    async () => {
      const page = await open('/create-room');
      const form = main(page);
      await form.getByRole('heading', { level: 1, name: 'Create a Room', exact: true }).waitFor();

      await tabTo(page, form.getByRole('textbox', { name: 'Room name', exact: true }));
      await page.keyboard.type(`Keys Only ${Date.now()}`);
      const roomType = form.getByRole('combobox', { name: 'Room type', exact: true });
      await tabTo(page, roomType);
      // A closed select steps through its options with the arrow keys: "-- Select Type --", Public.
      await press(page, 'ArrowDown');
      await expect.poll(() => roomType.inputValue()).toBe('public');
      await tabTo(page, form.getByRole('button', { name: 'Create Room', exact: true }));
      await page.keyboard.press('Enter');

      await page.waitForURL((current) => current.pathname.startsWith('/online/'));
      const nameField = form.getByRole('textbox', { name: 'Your name', exact: true });
      await tabTo(page, nameField);
      await page.keyboard.type('Ana');
      await page.keyboard.press('Enter');

      await page.waitForURL((current) => /^\/rooms\/[^/]+\/game$/.test(current.pathname));
      await form.getByText('You are Ana', { exact: true }).waitFor();
      const message = form.getByRole('textbox', { name: 'Message', exact: true });
      await tabTo(page, message);
      await page.keyboard.type('Hello from the keyboard');
      await press(page, 'Enter');
      await expect.poll(() => message.inputValue()).toBe('');

      // The message arrives in the chat log, a live region of role log.
      const log = form.getByRole('log', { name: 'Chat messages', exact: true });
      await log.getByText('Hello from the keyboard', { exact: true }).waitFor();
      expect(await log.getAttribute('aria-live')).toBe('polite');
      expect(await log.locator('.room-message__name').allTextContents()).toEqual(['Ana']);
      expect(await isFocused(message)).toBe(true);
    },
    TEST_TIMEOUT,
  );
});
