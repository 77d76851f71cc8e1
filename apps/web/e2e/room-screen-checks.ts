import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { E2EFile } from './harness';
import { closeRoomSheets, main, text, type Player } from './room-pages';

/** How the room screen is checked to fit a screen, shared by the layout tests with and without a call. */

export const PHONE = { width: 390, height: 844 } as const;
export const SMALL_PHONE = { width: 360, height: 640 } as const;
export const DESKTOP = { width: 1280, height: 800 } as const;

/** A private room made through the API; returns its id. */
export async function createRoom(e2e: E2EFile, name: string): Promise<string> {
  const response = await fetch(e2e.url('/api/createRoom'), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ roomName: `${name} ${Date.now()}`, roomType: 'private' }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { room: { _id: string } }).room._id;
}

/** Joins from the name screen and waits for the game; on a phone the invite is then open, as before any prompt. */
export async function enterRoom(e2e: E2EFile, page: Page, roomId: string, name: string, locale = ''): Promise<void> {
  await page.goto(e2e.url(`${locale}/online/${roomId}`));
  await main(page).getByRole('textbox').first().fill(name);
  await main(page).locator('button[type="submit"]').first().click();
  await page.waitForURL((current) => current.pathname === `${locale}/rooms/${roomId}/game`);
  await main(page).locator('.room-you').waitFor({ state: 'attached' });
}

/** Counts every scroll of the page from now on (a scroll inside the chat or a sheet does not count). */
export async function countPageScrolls(page: Page): Promise<void> {
  await page.evaluate(() => {
    const counted = window as unknown as { __pageScrolls: number };
    counted.__pageScrolls = 0;
    window.addEventListener('scroll', () => {
      counted.__pageScrolls += 1;
    });
  });
}

export async function pageScrolls(page: Page): Promise<number> {
  return page.evaluate(() => (window as unknown as { __pageScrolls: number }).__pageScrolls);
}

export interface Placement {
  readonly top: number;
  readonly bottom: number;
  readonly left: number;
  readonly right: number;
  /** Wholly inside the window, with the page scrolled to the top. */
  readonly inView: boolean;
}

/** Where an element's box is, against the window, and whether all of it is in view without scrolling the page. */
export async function placement(locator: Locator): Promise<Placement> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const inView =
      window.scrollY === 0 &&
      box.width > 0 &&
      box.height > 0 &&
      box.top >= 0 &&
      box.left >= 0 &&
      box.bottom <= window.innerHeight &&
      box.right <= window.innerWidth;
    return { top: box.top, bottom: box.bottom, left: box.left, right: box.right, inView };
  });
}

export async function expectInView(locator: Locator, what: string): Promise<void> {
  const found = await placement(locator);
  expect(found.inView, `${what} in view, at ${JSON.stringify(found)}`).toBe(true);
}

export function turnButton(page: Page, name: 'Truth' | 'Dare'): Locator {
  return main(page).getByRole('button', { name, exact: true });
}

export function chatInput(page: Page): Locator {
  return main(page).getByRole('textbox', { name: 'Message' });
}

/** What play needs in view on every screen of the room: the prompt, the turn line and the chat's field and newest message. */
export async function expectPlayInView(page: Page, { myTurn }: { myTurn: boolean }): Promise<void> {
  await expectInView(main(page).locator('.prompt-panel'), 'the prompt');
  await expectInView(main(page).locator('.room-turn'), 'whose turn it is');
  if (myTurn) {
    await expectInView(turnButton(page, 'Truth'), 'Truth');
    await expectInView(turnButton(page, 'Dare'), 'Dare');
  }
  const pass = main(page).getByRole('button', { name: 'Pass', exact: true });
  if ((await pass.count()) > 0) await expectInView(pass, 'Pass');
  await expectInView(chatInput(page), 'the message field');
  const newest = main(page).locator('.room-chat__messages > li').last();
  if ((await newest.count()) > 0) await expectInView(newest, 'the newest message');
}

/**
 * A host and a guest take `turns` turns between them, the one waiting sending a message each
 * turn, and `check` runs on both pages after every turn; nothing may scroll either page.
 */
export async function playTurns(
  host: Player,
  guest: Player,
  turns: number,
  check: (page: Page, myTurn: boolean) => Promise<void> = (page, myTurn) => expectPlayInView(page, { myTurn }),
): Promise<void> {
  for (const { page } of [host, guest]) {
    await closeRoomSheets(page);
    // From the top: an accessibility check run before (axe) may have scrolled the page to look.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await countPageScrolls(page);
  }
  for (let turn = 0; turn < turns; turn += 1) {
    const [picker, waiter] = turn % 2 === 0 ? [host, guest] : [guest, host];
    await expect.poll(() => text(main(picker.page).locator('.room-turn'))).toBe('Your turn');
    await check(picker.page, true);
    await check(waiter.page, false);
    await turnButton(picker.page, turn % 3 === 0 ? 'Dare' : 'Truth').click();
    await expect.poll(() => text(main(waiter.page).locator('.room-turn'))).toBe('Your turn');
    const line = `turn ${turn + 1}: nice one`;
    await chatInput(waiter.page).fill(line);
    await chatInput(waiter.page).press('Enter');
    await expect.poll(() => text(main(picker.page).locator('.room-chat__messages > li').last())).toContain(line);
  }
  for (const { page } of [host, guest]) {
    await check(page, await turnButton(page, 'Truth').evaluate((button) => button.ariaDisabled !== 'true'));
    expect(await pageScrolls(page), 'scrolls of the page').toBe(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  }
}

/** Waits for the page's short animations (a sheet sliding in) to end, so boxes are where they rest. */
export async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
