import {
  MEMORIZE_MS,
  QUEEN_CUP_ID,
  REDUCED_MOTION_SHUFFLE_MS,
  SHUFFLE_MS,
  SWAP_INTERVAL_MS,
} from '@truth-or-dare/draw-cards-engine';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type NewPageOptions, useE2E } from './harness';

// Draw cards (/draw-cards) played through in Chromium against the production build, with
// Playwright's clock standing in for the 3 s memorize and 3 s shuffle.

const TEST_TIMEOUT = 90_000;
const DESKTOP = { width: 1280, height: 800 } as const;
const MOBILE = { width: 390, height: 844 } as const;

const FIND_THE_QUEEN = 'Find the Queen!';
const correct = (player: string) => `🎉 Correct! ${player} found the Queen!`;
const wrong = (player: string) => `❌ Wrong Guess! ${player}, choose:`;

const e2e = useE2E();

/** Opens the game with Playwright's clock installed before any script of the page runs. */
async function openDrawCards(options: NewPageOptions): Promise<Page> {
  const page = await e2e.newPage(options);
  await page.clock.install();
  await page.goto(new URL('/draw-cards', e2e.baseUrl).toString());
  await page.getByLabel('Player name').waitFor();
  return page;
}

async function addPlayers(page: Page, names: readonly string[]): Promise<void> {
  const field = page.getByLabel('Player name');
  for (const [index, name] of names.entries()) {
    await field.fill(name);
    // Both ways of adding: Enter in the field, and the Add button.
    if (index % 2 === 0) await field.press('Enter');
    else await page.getByRole('button', { name: 'Add', exact: true }).click();
  }
}

/** Stops the page's clock so only the test moves it: the round's delays then run exactly. */
async function freezeClock(page: Page): Promise<void> {
  // pauseAt needs a moment still ahead of the page's running clock; retry if it slipped by.
  for (let attempt = 0; ; attempt += 1) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + 50);
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

/**
 * axe schedules its own work with timers, so the page's clock runs while it checks, then stops
 * again. Done mid-memorize or mid-shuffle, this moves the round on by the check's duration.
 */
async function expectAccessible(page: Page): Promise<void> {
  await page.clock.resume();
  await e2e.expectNoA11yViolations(page);
  await freezeClock(page);
}

async function statusText(page: Page): Promise<string> {
  return ((await page.getByRole('status').textContent()) ?? '').trim();
}

/** Moves the clock in 10 ms steps until the status reads `text`, within `budgetMs`. */
async function runUntilStatus(page: Page, text: string, budgetMs: number): Promise<void> {
  for (let elapsed = 0; elapsed <= budgetMs && (await statusText(page)) !== text; elapsed += 10) {
    await page.clock.runFor(10);
  }
  expect(await statusText(page)).toBe(text);
}

async function turnHeading(page: Page): Promise<string> {
  return ((await page.getByRole('heading', { level: 2, name: /'s turn$/ }).textContent()) ?? '').trim();
}

function cup(page: Page, position: number) {
  return page.getByRole('group', { name: 'Cups' }).getByRole('button', { name: new RegExp(`^Cup ${position + 1}\\b`) });
}

async function cupsEnabled(page: Page): Promise<boolean[]> {
  return Promise.all([0, 1, 2].map((position) => cup(page, position).isEnabled()));
}

/** Where the Queen's cup stands, read from the moving pictures, as a sighted player follows it. */
async function queenPosition(page: Page): Promise<number> {
  return Number(await page.locator(`.cup[data-cup-id="${QUEEN_CUP_ID}"]`).getAttribute('data-slot'));
}

async function cupTransforms(page: Page): Promise<string[]> {
  return page.locator('.cup').evaluateAll((cups) => cups.map((element) => getComputedStyle(element).transform));
}

/** Memorize (the Queen shown, cups closed), then the shuffle (cups moving), then the guess. */
async function playToTheGuess(page: Page, player: string, shuffleMs = SHUFFLE_MS): Promise<void> {
  expect(await turnHeading(page)).toBe(`${player}'s turn`);
  expect(await statusText(page)).toBe('Memorize where the Queen is…');
  expect(await page.getByRole('group', { name: 'Cups' }).getByRole('button', { name: /Queen/ }).count()).toBe(1);
  expect(await cupsEnabled(page)).toEqual([false, false, false]);

  await page.clock.runFor(MEMORIZE_MS - 1);
  expect(await statusText(page)).toBe('Memorize where the Queen is…');
  await page.clock.runFor(1);
  await expect.poll(() => statusText(page)).toBe('Shuffling… keep your eye on the Queen!');
  expect(await page.locator('.cup__shell').allTextContents()).toEqual(['?', '?', '?']);

  await page.clock.runFor(shuffleMs - 1);
  expect(await cupsEnabled(page)).toEqual([false, false, false]);
  await page.clock.runFor(1);
  await expect.poll(() => statusText(page)).toBe(FIND_THE_QUEEN);
  expect(await cupsEnabled(page)).toEqual([true, true, true]);
}

async function promptText(page: Page, type: 'Truth' | 'Dare'): Promise<string> {
  const card = page.getByRole('article', { name: type });
  await card.waitFor();
  return ((await card.locator('.draw-prompt__text').textContent()) ?? '').trim();
}

describe('draw cards at desktop size', () => {
  it(
    'adds players, plays a wrong guess with a truth, then a right guess, with axe on each view',
    async () => {
      const page = await openDrawCards({ viewport: DESKTOP });
      expect(await page.title()).toBe('Draw Cards · Truth or Dare');
      expect(await page.getByRole('region', { name: 'How to Play' }).getByRole('listitem').count()).toBe(4);

      await addPlayers(page, ['  Ann  ']);
      await page.getByLabel('Player name').press('Enter'); // empty: ignored
      expect(await page.getByRole('button', { name: 'Start Game' }).count()).toBe(0);
      await addPlayers(page, ['Bo', 'Cy']);
      expect(await page.getByRole('list', { name: 'Players' }).getByRole('listitem').allTextContents()).toEqual([
        '1Ann',
        '2Bo',
        '3Cy',
      ]);
      await expectAccessible(page);

      await freezeClock(page);
      await page.getByRole('button', { name: 'Start Game' }).click();
      expect(await statusText(page)).toBe('Memorize where the Queen is…');
      await expectAccessible(page);

      // The shuffle is motion: the cups' own positions change with each swap, gliding ~140 ms.
      // (The axe check above let the clock run for a while, so step up to the shuffle's start.)
      await runUntilStatus(page, 'Shuffling… keep your eye on the Queen!', MEMORIZE_MS);
      expect(
        await page
          .locator('.cup')
          .first()
          .evaluate((element) => getComputedStyle(element).transitionDuration),
      ).toBe('0.14s');
      const before = await cupTransforms(page);
      await page.clock.runFor(SWAP_INTERVAL_MS);
      // The glide itself runs on real time (CSS), not the page clock: let it finish, then the
      // cups' rendered positions differ.
      await expect.poll(() => cupTransforms(page)).not.toEqual(before);
      await expectAccessible(page);
      await page.clock.runFor(SHUFFLE_MS);
      await expect.poll(() => statusText(page)).toBe(FIND_THE_QUEEN);
      await expectAccessible(page);

      // Round 1: Ann misses, picks Truth, then a category.
      const queen = await queenPosition(page);
      await cup(page, (queen + 1) % 3).click();
      await expect.poll(() => statusText(page)).toBe(wrong('Ann'));
      expect(await cupsEnabled(page)).toEqual([false, false, false]);
      await expectAccessible(page);
      await page.getByRole('button', { name: 'Truth', exact: true }).click();
      const categories = page.getByRole('group', { name: 'Pick a truth category' });
      expect(await categories.getByRole('button').allTextContents()).toEqual([
        'Normal',
        'Party',
        'Funny',
        'Spicy',
        '18+',
      ]);
      await expectAccessible(page);
      await categories.getByRole('button', { name: 'Party' }).click();
      expect((await promptText(page, 'Truth')).length).toBeGreaterThan(10);
      await expectAccessible(page);

      // Round 2: Bo finds the Queen and scores.
      await page.getByRole('button', { name: 'Next Player' }).click();
      await playToTheGuess(page, 'Bo');
      await cup(page, await queenPosition(page)).click();
      await expect.poll(() => statusText(page)).toBe(correct('Bo'));
      const scoreboard = page.getByRole('region', { name: 'Scoreboard' });
      expect(await scoreboard.getByRole('listitem').allTextContents()).toEqual(['Ann 0 wins', 'Bo 1 win', 'Cy 0 wins']);
      await expectAccessible(page);

      await page.getByRole('button', { name: 'Next Player' }).click();
      expect(await turnHeading(page)).toBe("Cy's turn");

      await page.getByRole('button', { name: 'End Game' }).click();
      await page.getByRole('button', { name: 'Start Game' }).waitFor();
      expect(await page.getByRole('list', { name: 'Players' }).getByRole('listitem').count()).toBe(3);
    },
    TEST_TIMEOUT,
  );
});

describe('draw cards on a phone (390×844)', () => {
  it(
    'plays rounds whichever cup is picked, following the result shown',
    async () => {
      const page = await openDrawCards({ viewport: MOBILE });
      await addPlayers(page, ['Mia', 'Noor']);
      await freezeClock(page);
      await page.getByRole('button', { name: 'Start Game' }).click();

      // The cups fit side by side on the phone's screen.
      const boxes = await Promise.all([0, 1, 2].map((position) => cup(page, position).boundingBox()));
      for (const box of boxes)
        expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= MOBILE.width).toBe(true);

      const seen = new Set<string>();
      const prompts: { type: 'Truth' | 'Dare'; text: string }[] = [];
      const players = ['Mia', 'Noor'];
      // Up to eight rounds, picking the middle cup blind: both outcomes turn up on the way.
      for (let round = 0; round < 8 && seen.size < 3; round += 1) {
        const player = players[round % 2] ?? '';
        await playToTheGuess(page, player);
        await cup(page, 1).click();
        await expect.poll(() => statusText(page)).not.toBe(FIND_THE_QUEEN);
        const result = await statusText(page);
        expect([correct(player), wrong(player)]).toContain(result);

        if (result === wrong(player)) {
          // Alternate between Dare and Truth on the misses.
          const type = seen.has('dare') ? 'Truth' : 'Dare';
          seen.add(type.toLowerCase());
          await page.getByRole('button', { name: type, exact: true }).click();
          if (type === 'Truth') await page.getByRole('button', { name: 'Normal', exact: true }).click();
          prompts.push({ type, text: await promptText(page, type) });
        } else {
          seen.add('correct');
        }
        await expectAccessible(page);
        await page.getByRole('button', { name: 'Next Player' }).click();
        expect(await turnHeading(page)).toBe(`${players[(round + 1) % 2]}'s turn`);
      }
      expect(seen.has('dare') || seen.has('correct')).toBe(true);
      for (const { type, text } of prompts) expect(text.length, type).toBeGreaterThan(type === 'Dare' ? 5 : 10);
    },
    TEST_TIMEOUT,
  );

  it(
    'asks for the age confirmation before 18+ truths',
    async () => {
      const page = await openDrawCards({ viewport: MOBILE });
      await addPlayers(page, ['Mia', 'Noor']);
      await freezeClock(page);
      await page.getByRole('button', { name: 'Start Game' }).click();
      await playToTheGuess(page, 'Mia');
      await cup(page, ((await queenPosition(page)) + 2) % 3).click();
      await expect.poll(() => statusText(page)).toBe(wrong('Mia'));
      await page.getByRole('button', { name: 'Truth', exact: true }).click();

      const gate = page.getByRole('alertdialog', { name: 'Adults only' });
      await page.getByRole('button', { name: '18+', exact: true }).click();
      await gate.waitFor();
      await expectAccessible(page);
      await gate.getByRole('button', { name: 'Cancel' }).click();
      await gate.waitFor({ state: 'hidden' });
      expect(await page.getByRole('article').count()).toBe(0);

      await page.getByRole('button', { name: '18+', exact: true }).click();
      await gate.getByRole('button', { name: 'Confirm, we are 18+' }).click();
      expect((await promptText(page, 'Truth')).length).toBeGreaterThan(10);
      await expectAccessible(page);
    },
    TEST_TIMEOUT,
  );
});

describe('draw cards with reduced motion', () => {
  it(
    'shuffles for a shorter time with calm glides, under the same rules',
    async () => {
      const page = await openDrawCards({ viewport: MOBILE, reducedMotion: 'reduce' });
      await addPlayers(page, ['Mia', 'Noor']);
      await freezeClock(page);
      await page.getByRole('button', { name: 'Start Game' }).click();
      expect(
        await page
          .locator('.cup')
          .first()
          .evaluate((element) => getComputedStyle(element).transitionDuration),
      ).toBe('0.25s');
      await playToTheGuess(page, 'Mia', REDUCED_MOTION_SHUFFLE_MS);
      await cup(page, await queenPosition(page)).click();
      await expect.poll(() => statusText(page)).toBe(correct('Mia'));
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
