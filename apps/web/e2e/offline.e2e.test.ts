import { QUEEN_CUP_ID } from '@truth-or-dare/draw-cards-engine';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './harness';

// Airplane mode: one visit online installs the service worker; then, with the browser context
// offline, every local game's page is reloaded and a turn is played, and the online rooms say
// they need a connection. Real time runs here (countdowns and spins take their few seconds).

const TEST_TIMEOUT = 180_000;
const WAIT = { timeout: 15_000 } as const;

const e2e = useE2E();

/** Visits / online and waits until the service worker has kept the app and controls the page. */
async function visitOnceOnline(): Promise<Page> {
  const page = await e2e.newPage();
  await page.goto(new URL('/', e2e.baseUrl).toString());
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, WAIT);
  return page;
}

/** Loads `path` with no network: the page must come from the service worker. */
async function reloadOffline(page: Page, path: string): Promise<string> {
  const response = await page.goto(new URL(path, e2e.baseUrl).toString());
  expect(response?.fromServiceWorker()).toBe(true);
  return (await response?.text()) ?? '';
}

async function spinTheWheel(page: Page): Promise<void> {
  const spinner = page.getByRole('region', { name: 'Challenge Spinner' });
  await spinner.getByRole('list', { name: 'Challenges (8/10)' }).waitFor(WAIT);
  await spinner.getByRole('button', { name: 'Spin the Wheel' }).click();
  const result = spinner.locator('.spin-result__item');
  await result.waitFor(WAIT);
  expect(await spinner.locator('.challenge-list__text').allTextContents()).toContain(await result.textContent());
}

async function playOfflineGame(page: Page): Promise<void> {
  const nameField = page.getByPlaceholder('Enter player name');
  await nameField.waitFor(WAIT);
  for (const name of ['Ana', 'Ben']) {
    await nameField.fill(name);
    await nameField.press('Enter');
  }
  await page
    .getByRole('group', { name: 'Select a Mode to Kick Off the Fun!' })
    .getByRole('button', { name: 'Funny Laugh-out-loud awkwardness', exact: true })
    .click();
  await page.getByRole('button', { name: 'Start Game' }).click();
  await page.getByRole('heading', { level: 1, name: "Ana's Turn" }).waitFor(WAIT);
  await page.getByRole('button', { name: 'Truth', exact: true }).click();
  const card = page.getByRole('article', { name: 'Truth' });
  await card.waitFor(WAIT);
  expect(((await card.locator('p').textContent()) ?? '').length).toBeGreaterThan(10);
}

async function playDuel(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Truth or Dare (Horror Mode)' }).waitFor(WAIT);
  await page.getByLabel('Player 1 name').fill('Alice');
  await page.getByLabel('Player 2 name').fill('Bob');
  await page.getByRole('button', { name: 'Start Game' }).click();
  await page.getByRole('heading', { level: 2, name: "Alice's Turn", exact: true }).waitFor(WAIT);
  await page.getByRole('button', { name: 'Dare', exact: true }).click();
  const prompt = page.getByRole('region', { name: 'Prompt' });
  await prompt.getByRole('button', { name: 'Done' }).waitFor(WAIT);
  expect(await prompt.locator('.duel-prompt__type').textContent()).toBe('Dare');
  expect(((await prompt.locator('.duel-prompt__text').textContent()) ?? '').length).toBeGreaterThan(10);
}

async function playDrawCards(page: Page): Promise<void> {
  const field = page.getByLabel('Player name');
  await field.waitFor(WAIT);
  for (const name of ['Ann', 'Bo']) {
    await field.fill(name);
    await field.press('Enter');
  }
  await page.getByRole('button', { name: 'Start Game' }).click();
  // Memorize and shuffle take their 3 s each; then a wrong guess earns a truth.
  const cups = page.getByRole('group', { name: 'Cups' });
  await expect.poll(() => page.getByRole('status').textContent(), WAIT).toBe('Find the Queen!');
  const queen = Number(await page.locator(`.cup[data-cup-id="${QUEEN_CUP_ID}"]`).getAttribute('data-slot'));
  await cups.getByRole('button', { name: new RegExp(`^Cup ${((queen + 1) % 3) + 1}\\b`) }).click();
  await page.getByRole('button', { name: 'Truth', exact: true }).click();
  await page.getByRole('group', { name: 'Pick a truth category' }).getByRole('button', { name: 'Party' }).click();
  const card = page.getByRole('article', { name: 'Truth' });
  await card.waitFor(WAIT);
  expect(((await card.locator('.draw-prompt__text').textContent()) ?? '').trim().length).toBeGreaterThan(10);
}

async function playGenerator(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Truth or Dare Generator', exact: true }).waitFor(WAIT);
  const truth = page.getByRole('main').getByRole('button', { name: 'Truth', exact: true });
  await expect.poll(() => truth.isEnabled(), WAIT).toBe(true);
  await truth.click();
  const card = page.locator('.generator-card');
  await expect.poll(() => card.locator('.generator-card__type').textContent(), WAIT).toBe('Truth');
  expect(((await card.locator('.generator-card__text').textContent()) ?? '').length).toBeGreaterThan(10);
}

async function playQuickPlay(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await main.getByRole('heading', { level: 2, name: 'Pick your player' }).waitFor(WAIT);
  await main.getByRole('radio', { name: 'PixelPanda' }).click();
  await main.getByRole('radio', { name: 'Female' }).click();
  await main.getByRole('button', { name: 'Start Matching' }).click();
  // Matching the computer player takes a few seconds.
  await main.getByRole('heading', { level: 2, name: /^PixelPanda vs / }).waitFor(WAIT);
  await expect.poll(() => main.locator('.qp-turn').textContent(), WAIT).toBe('Your turn');
  await main.getByRole('button', { name: 'Truth', exact: true }).click();
  await expect.poll(() => main.locator('.prompt-panel__meta').textContent(), WAIT).toBe('Truth for you');
  expect(((await main.locator('.prompt-panel__text').textContent()) ?? '').trim().length).toBeGreaterThan(10);
}

const LOCAL_GAMES: readonly { path: string; play: (page: Page) => Promise<void> }[] = [
  { path: '/', play: spinTheWheel },
  { path: '/offline', play: playOfflineGame },
  { path: '/ultimatetruthordare', play: playDuel },
  { path: '/draw-cards', play: playDrawCards },
  { path: '/truth-or-dare-generator/', play: playGenerator },
  { path: '/truth-or-dare-wheel', play: spinTheWheel },
  { path: '/quick-play', play: playQuickPlay },
];

describe('with no network after one visit', () => {
  it(
    'reloads every local game from the service worker and plays a turn in each',
    async () => {
      const errorsBefore = e2e.pageErrors().length;
      const page = await visitOnceOnline();
      await page.context().setOffline(true);
      // The page really has no network: the health check (never handled by the worker) fails.
      expect(
        await page.evaluate(() =>
          fetch('/healthz').then(
            () => 'answered',
            () => 'failed',
          ),
        ),
      ).toBe('failed');

      const served = new Map<string, string>();
      for (const { path, play } of LOCAL_GAMES) {
        served.set(path, await reloadOffline(page, path));
        await play(page);
      }
      // Online, / is rendered on the server; here it is the kept app shell, rendered in the browser.
      expect(served.get('/')).toContain('<div id="root"></div>');
      // Offline, the blog posts on / cannot load, and the site says so: those are the only errors.
      const unexpected = e2e
        .pageErrors()
        .slice(errorsBefore)
        .filter((error) => !/Failed to load resource|ERR_INTERNET_DISCONNECTED/.test(error));
      expect(unexpected).toEqual([]);
    },
    TEST_TIMEOUT,
  );

  it(
    'says online rooms need a connection instead of failing silently',
    async () => {
      const page = await visitOnceOnline();
      await page.context().setOffline(true);
      for (const path of ['/rooms', '/create-room', '/rooms/abc123/game']) {
        await reloadOffline(page, path);
        const notice = page.getByRole('main').getByRole('status');
        await notice.waitFor(WAIT);
        expect(await notice.textContent()).toBe(
          'Online rooms need an internet connection. Reconnect to play, or try a local game.',
        );
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('You are offline');
      }
      await e2e.expectNoA11yViolations(page);

      // A local game is one link away, and plays offline.
      await page.getByRole('main').getByRole('link', { name: 'Play offline' }).click();
      await page.waitForURL((url) => url.pathname === '/offline');
      await playOfflineGame(page);

      // Back online, the room list loads as usual.
      await page.context().setOffline(false);
      await page.goto(new URL('/rooms', e2e.baseUrl).toString());
      await page.getByRole('heading', { level: 1, name: 'Join or Create a Room' }).waitFor(WAIT);
    },
    TEST_TIMEOUT,
  );
});
