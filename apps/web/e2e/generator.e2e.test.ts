import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type NewPageOptions, useE2E } from './harness';

// The Truth or Dare Generator as a person uses it, at desktop and phone sizes: truths, dares,
// no repeats over many draws, the 18+ age gate (Cancel and Confirm), and copying a prompt.

const TEST_TIMEOUT = 60_000;
const DESKTOP = { width: 1280, height: 800 } as const;
const MOBILE = { width: 390, height: 844 } as const;
const PATH = '/truth-or-dare-generator/';

const e2e = useE2E();

/**
 * Opens the generator with Playwright's clock installed and paused, so toasts close only when the
 * test moves time on. Waits until both prompt banks have loaded (Truth and Dare enabled).
 */
async function openGenerator(options: NewPageOptions = {}): Promise<Page> {
  const page = await e2e.newPage(options);
  // Keep the app-wide subscribe popup (5 s after load) out of the way of these tests.
  await page.addInitScript(() => window.localStorage.setItem('sub_popup_seen', 'true'));
  await page.clock.install();
  await page.goto(new URL(PATH, e2e.baseUrl).toString());
  await page.getByRole('heading', { level: 1, name: 'Truth or Dare Generator', exact: true }).waitFor();
  await expect.poll(() => choice(page, 'Truth').isEnabled()).toBe(true);
  await expect.poll(() => choice(page, 'Dare').isEnabled()).toBe(true);
  await pauseClock(page);
  return page;
}

async function pauseClock(page: Page): Promise<void> {
  // A little ahead of "now", which keeps moving while the call travels.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
}

/** axe schedules its work on timers, so the clock runs while it checks. */
async function expectAccessible(page: Page): Promise<void> {
  await page.clock.resume();
  await e2e.expectNoA11yViolations(page);
  await pauseClock(page);
}

function choice(page: Page, name: 'Truth' | 'Dare' | 'Copy'): Locator {
  return page.getByRole('main').getByRole('button', { name, exact: true });
}

function categorySelect(page: Page): Locator {
  return page.getByRole('combobox', { name: 'Category' });
}

function card(page: Page): Locator {
  return page.locator('.generator-card');
}

/** Presses Truth or Dare and returns the prompt shown, checking its label. */
async function draw(page: Page, type: 'Truth' | 'Dare'): Promise<string> {
  await choice(page, type).click();
  await expect.poll(() => card(page).locator('.generator-card__type').textContent()).toBe(type);
  const text = (await card(page).locator('.generator-card__text').textContent()) ?? '';
  expect(text.length).toBeGreaterThan(10);
  return text;
}

function toast(page: Page, title: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ has: page.getByText(title, { exact: true }) });
}

const VIEWS = [
  { name: 'desktop', viewport: DESKTOP },
  { name: '390×844', viewport: MOBILE },
] as const;

describe('Generator', () => {
  for (const view of VIEWS) {
    it(
      `at ${view.name}: deals truths and dares without repeating`,
      async () => {
        const page = await openGenerator({ viewport: view.viewport });
        expect(await page.title()).toBe('Truth or Dare Generator · Truth or Dare');
        expect(await categorySelect(page).locator('option').allTextContents()).toEqual([
          'Normal',
          'Funny',
          'Spicy',
          '18+',
        ]);
        expect(await categorySelect(page).inputValue()).toBe('normal');
        expect(await card(page).getAttribute('aria-live')).toBe('polite');
        expect(await choice(page, 'Copy').isDisabled()).toBe(true);
        await expectAccessible(page);

        const truths: string[] = [];
        for (let i = 0; i < 8; i++) truths.push(await draw(page, 'Truth'));
        expect(new Set(truths).size).toBe(truths.length);
        await expectAccessible(page);

        const dares: string[] = [];
        for (let i = 0; i < 8; i++) dares.push(await draw(page, 'Dare'));
        expect(new Set(dares).size).toBe(dares.length);
        // One prompt on show at a time.
        expect(await card(page).locator('.generator-card__text').count()).toBe(1);

        await categorySelect(page).selectOption({ label: 'Spicy' });
        expect(await categorySelect(page).inputValue()).toBe('spicy');
        await expect.poll(() => choice(page, 'Truth').isEnabled()).toBe(true);
        const spicy = await draw(page, 'Truth');
        expect(truths).not.toContain(spicy);
        await expectAccessible(page);
      },
      TEST_TIMEOUT,
    );
  }

  it(
    'asks before 18+: Cancel keeps the category, Confirm switches and is remembered',
    async () => {
      const page = await openGenerator({ viewport: MOBILE });
      await categorySelect(page).selectOption({ label: 'Funny' });
      await draw(page, 'Truth');

      await categorySelect(page).selectOption({ label: '18+' });
      const dialog = page.getByRole('alertdialog', { name: 'Adults only' });
      await dialog.waitFor();
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await categorySelect(page).inputValue()).toBe('funny');

      await categorySelect(page).selectOption({ label: '18+' });
      await dialog.getByRole('button', { name: 'Confirm, we are 18+' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await categorySelect(page).inputValue()).toBe('18+');
      await expect.poll(() => choice(page, 'Truth').isEnabled()).toBe(true);
      await draw(page, 'Truth');
      await draw(page, 'Dare');

      // Confirmed once per browser session.
      await categorySelect(page).selectOption({ label: 'Normal' });
      await categorySelect(page).selectOption({ label: '18+' });
      expect(await categorySelect(page).inputValue()).toBe('18+');
      expect(await dialog.count()).toBe(0);
    },
    TEST_TIMEOUT,
  );

  it(
    'copies the prompt to the clipboard',
    async () => {
      const page = await openGenerator({ viewport: DESKTOP });
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.baseUrl });
      const text = await draw(page, 'Dare');
      await choice(page, 'Copy').click();
      // The clipboard answers asynchronously, then the toast library adds the toast on its next
      // timer tick: keep the paused clock moving until it shows.
      await expect
        .poll(async () => {
          await page.clock.runFor(1);
          return toast(page, 'Copied to clipboard!').count();
        })
        .toBe(1);
      expect(await toast(page, 'Copied to clipboard!').getAttribute('data-type')).toBe('success');
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
    },
    TEST_TIMEOUT,
  );
});

// Last on purpose: covers every page opened above.
describe('page health', () => {
  it('no page reported an uncaught error or a console error', () => {
    expect(e2e.pageErrors()).toEqual([]);
  });
});
