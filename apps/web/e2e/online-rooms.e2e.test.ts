import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E, waitForHydration } from './harness';
import {
  chatLines,
  closeRoomSheets,
  joinAs as join,
  main,
  newPlayer as newPlayerOn,
  pathOf,
  players,
  sendChat as send,
  text,
  toast,
  type Player,
} from './room-pages';
import { expectPlayInView } from './room-screen-checks';
import { MIN_TARGET_PX, targetSize } from './target-size';

// Two people play an online room against the real API: one creates a room and joins, the other
// finds it in the public list and joins; they take a turn, chat (with an emoji and with markup
// that must stay text), share the link, reload and leave.

const TEST_TIMEOUT = 120_000;
const DESKTOP = { width: 1280, height: 800 } as const;
const MOBILE = { width: 390, height: 844 } as const;
const XSS = '<img src=x onerror=alert(1)>';

const e2e = useE2E();
const { url } = e2e;
const newPlayer = (viewport: { width: number; height: number }): Promise<Player> => newPlayerOn(e2e, viewport);

async function expectText(locator: Locator, expected: string): Promise<void> {
  await expect.poll(() => text(locator)).toBe(expected);
}

async function noSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/** Creates a public room from /create-room and returns its id (the page is then on /online/{id}). */
async function createRoom(page: Page, roomName: string): Promise<string> {
  await page.goto(url('/create-room'));
  const form = main(page);
  await form.getByRole('heading', { level: 1, name: 'Create a Room' }).waitFor();
  expect(await page.title()).toBe('Create a Room · Truth or Dare');
  await form.getByRole('button', { name: 'Create Room' }).click();
  await expectText(form.getByRole('alert'), 'Please fill in all fields');
  await e2e.expectNoA11yViolations(page);

  await form.getByRole('textbox', { name: 'Room name' }).fill(roomName);
  await form.getByRole('combobox', { name: 'Room type' }).selectOption('public');
  await form.getByRole('button', { name: 'Create Room' }).click();
  await page.waitForURL((current) => current.pathname.startsWith('/online/'));
  return decodeURIComponent(pathOf(page).split('/')[2] ?? '');
}

async function playerWithTurn(page: Page): Promise<string> {
  return text(main(page).locator('.room-player[aria-current="true"] .room-player__name'));
}

function turnButton(page: Page, name: 'Truth' | 'Dare'): Locator {
  return main(page).getByRole('button', { name, exact: true });
}

async function expectTurnButtons(page: Page, enabled: boolean): Promise<void> {
  for (const name of ['Truth', 'Dare'] as const) {
    await expect.poll(() => turnButton(page, name).getAttribute('aria-disabled')).toBe(String(!enabled));
    expect(await turnButton(page, name).isDisabled()).toBe(!enabled);
  }
}

describe('online rooms', () => {
  it(
    'two players create, find, join, play a turn, chat, share, reload and leave (1280×800)',
    async () => {
      const alice = await newPlayer(DESKTOP);
      const bob = await newPlayer(DESKTOP);
      await alice.page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.baseUrl });
      const roomName = `Desk Dares ${Date.now()}`;

      // Alice creates a public room and joins it.
      const roomId = await createRoom(alice.page, roomName);
      await main(alice.page).getByRole('heading', { level: 1, name: 'Enter Your Name' }).waitFor();
      await expectText(main(alice.page).getByRole('heading', { level: 2 }), roomName);
      await main(alice.page).getByText('None yet', { exact: true }).waitFor();
      await e2e.expectNoA11yViolations(alice.page);
      await join(alice.page, roomId, 'Alice');
      expect(await players(alice.page)).toEqual(['Alice']);

      // Bob finds it in the public list with one player online, opens it and is asked for a name.
      await bob.page.goto(url('/rooms'));
      await main(bob.page).getByRole('heading', { level: 1, name: 'Join or Create a Room' }).waitFor();
      const entry = main(bob.page).getByRole('link', { name: new RegExp(roomName) });
      await expectText(entry.locator('.room-list__count'), '1 Online');
      expect(await entry.getAttribute('href')).toBe(`/rooms/${roomId}/game`);
      await e2e.expectNoA11yViolations(bob.page);
      await entry.click();
      await bob.page.waitForURL((current) => current.pathname === `/online/${roomId}`);
      await expect.poll(() => main(bob.page).locator('.rooms-chip').allTextContents()).toEqual(['Alice']);
      await join(bob.page, roomId, 'Bob');

      // Both see each other; Alice joined first, so the first turn is hers.
      await expect.poll(() => players(alice.page)).toEqual(['Alice', 'Bob']);
      await expect.poll(() => players(bob.page)).toEqual(['Alice', 'Bob']);
      await expectText(main(alice.page).locator('.room-turn'), 'Your turn');
      await expectText(main(bob.page).locator('.room-turn'), "Alice's turn");
      expect(await playerWithTurn(bob.page)).toBe('Alice');
      await expectTurnButtons(alice.page, true);
      await expectTurnButtons(bob.page, false);
      expect(await alice.page.title()).toBe(`${roomName} · Online Room · Truth or Dare`);
      await e2e.expectNoA11yViolations(alice.page);

      // Alice takes Truth: both see the same prompt, and that it is Bob's turn.
      await turnButton(alice.page, 'Truth').click();
      for (const { page } of [alice, bob]) {
        await expectText(main(page).locator('.prompt-panel__type'), 'Truth');
        await expect
          .poll(async () => (await text(main(page).locator('.prompt-panel__text'))).length)
          .toBeGreaterThan(5);
        await expect.poll(() => playerWithTurn(page)).toBe('Bob');
      }
      expect(await text(main(bob.page).locator('.prompt-panel__text'))).toBe(
        await text(main(alice.page).locator('.prompt-panel__text')),
      );
      await expectText(main(alice.page).locator('.room-turn'), "Bob's turn");
      await expectText(main(bob.page).locator('.room-turn'), 'Your turn');
      await expectTurnButtons(alice.page, false);
      await expectTurnButtons(bob.page, true);

      // Chat both ways: plain text, an emoji from the picker, and markup that stays text.
      await send(alice.page, 'Hi Bob!');
      await expect.poll(() => chatLines(bob.page)).toEqual(['Alice: Hi Bob!']);
      const emojiToggle = main(bob.page).getByRole('button', { name: 'Emoji' });
      await emojiToggle.click();
      expect(await emojiToggle.getAttribute('aria-expanded')).toBe('true');
      // The picker's run-time CSS applies, as a constructed stylesheet (a style element would be refused by the CSP).
      const pickerRoot = main(bob.page).locator('aside.epr-structural-root');
      expect(
        await pickerRoot.evaluate((root) => [getComputedStyle(root).display, getComputedStyle(root).position]),
      ).toEqual(['flex', 'relative']);
      await main(bob.page).getByRole('button', { name: 'grinning face', exact: true }).click();
      const bobInput = main(bob.page).getByRole('textbox', { name: 'Message' });
      expect(await bobInput.inputValue()).toBe('😀');
      expect(await emojiToggle.getAttribute('aria-expanded')).toBe('false');
      await bobInput.pressSequentially(' hello Alice');
      await main(bob.page).getByRole('button', { name: 'Send' }).click();
      await expect.poll(() => chatLines(alice.page)).toEqual(['Alice: Hi Bob!', 'Bob: 😀 hello Alice']);
      await send(alice.page, XSS);
      await expect.poll(() => chatLines(bob.page)).toEqual(['Alice: Hi Bob!', 'Bob: 😀 hello Alice', `Alice: ${XSS}`]);
      expect(await main(bob.page).locator('.room-chat img').count()).toBe(0);
      expect([...alice.dialogs, ...bob.dialogs]).toEqual([]);
      // The picker open is part of the page too.
      await emojiToggle.click();
      // (Now twice: the picker also lists it under recently used.)
      await main(bob.page).getByRole('button', { name: 'grinning face', exact: true }).first().waitFor();
      await e2e.expectNoA11yViolations(bob.page);
      await emojiToggle.click();

      // Share: the game link is on the clipboard, with the toast.
      await main(alice.page).getByRole('button', { name: 'Share Room Link' }).click();
      await toast(alice.page, 'Link copied to clipboard!').waitFor();
      // Sonner's styles come from the toaster chunk's stylesheet (its run-time style element is built out).
      expect(
        await alice.page.locator('[data-sonner-toaster]').evaluate((toaster) => getComputedStyle(toaster).position),
      ).toBe('fixed');
      await e2e.expectNoA11yViolations(alice.page);
      expect(await alice.page.evaluate(() => navigator.clipboard.readText())).toBe(
        `${e2e.baseUrl}/rooms/${roomId}/game`,
      );

      // Bob reloads: he sits down again under the same name, with the chat history. The service
      // worker controls his page by then, and the keepalive leave sent on unload still gets out.
      await bob.page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      await bob.page.reload();
      const reloadLeft = toast(alice.page, 'Left');
      await reloadLeft.waitFor();
      await expectText(main(bob.page).locator('.room-you'), 'You are Bob');
      expect(pathOf(bob.page)).toBe(`/rooms/${roomId}/game`);
      await expect.poll(() => players(bob.page)).toEqual(['Alice', 'Bob']);
      await expect.poll(() => players(alice.page)).toEqual(['Alice', 'Bob']);
      await expect.poll(() => chatLines(bob.page)).toEqual(['Alice: Hi Bob!', 'Bob: 😀 hello Alice', `Alice: ${XSS}`]);
      expect(bob.dialogs).toEqual([]);
      // The reload left and came back: let that 'Left' toast go before the real departure.
      await reloadLeft.waitFor({ state: 'detached', timeout: 15_000 });

      // Bob presses Back: he is back on the room list, and Alice is told he left.
      await main(bob.page).getByRole('button', { name: 'Back' }).click();
      await bob.page.waitForURL((current) => current.pathname === '/rooms');
      const left = toast(alice.page, 'Left');
      await left.waitFor();
      expect(await text(left)).toContain('Bob');
      await expect.poll(() => players(alice.page)).toEqual(['Alice']);
      expect([...alice.dialogs, ...bob.dialogs]).toEqual([]);
      expect(e2e.pageErrors()).toEqual([]);
    },
    TEST_TIMEOUT,
  );

  it(
    'plays on a 390×844 phone: a shared game link leads to the name screen, and everything fits',
    async () => {
      const alice = await newPlayer(MOBILE);
      const bob = await newPlayer(MOBILE);
      const roomId = await createRoom(alice.page, `Phone Dares ${Date.now()}`);
      expect(await noSidewaysScroll(alice.page)).toBe(true);
      await join(alice.page, roomId, 'Alice');

      // Bob opens the game link without a name: the name screen asks for one.
      await bob.page.goto(url(`/rooms/${roomId}/game`));
      await bob.page.waitForURL((current) => current.pathname === `/online/${roomId}`);
      await main(bob.page).getByRole('textbox', { name: 'Your name' }).waitFor();
      expect(await noSidewaysScroll(bob.page)).toBe(true);
      await e2e.expectNoA11yViolations(bob.page);
      await main(bob.page).getByRole('button', { name: 'Join Room' }).click();
      await expectText(main(bob.page).getByRole('alert'), '⚠️ Username is required');
      await main(bob.page).getByRole('textbox', { name: 'Your name' }).fill('alice');
      await main(bob.page).getByRole('button', { name: 'Join Room' }).click();
      await expectText(main(bob.page).getByRole('alert'), '⚠️ Username already exists. Choose a different one.');
      await join(bob.page, roomId, 'Bob');

      // Before the first prompt a phone shows the invite; closed, the game is under it.
      for (const { page } of [alice, bob]) await closeRoomSheets(page);
      await turnButton(alice.page, 'Dare').click();
      await expectText(main(bob.page).locator('.prompt-panel__type'), 'Dare');
      await expectText(main(bob.page).locator('.room-turn'), 'Your turn');
      await send(bob.page, 'On it!');
      await expect.poll(() => chatLines(alice.page)).toEqual(['Bob: On it!']);

      for (const [{ page }, myTurn] of [
        [alice, false],
        [bob, true],
      ] as const) {
        expect(await noSidewaysScroll(page)).toBe(true);
        await expectPlayInView(page, { myTurn });
        expect((await targetSize(turnButton(page, 'Truth'))).height).toBeGreaterThanOrEqual(MIN_TARGET_PX);
      }
      await e2e.expectNoA11yViolations(alice.page);

      await bob.page.goto(url('/rooms'));
      await main(bob.page).getByRole('heading', { level: 1, name: 'Join or Create a Room' }).waitFor();
      expect(await noSidewaysScroll(bob.page)).toBe(true);
      await e2e.expectNoA11yViolations(bob.page);
      // Opening another page left the room.
      await toast(alice.page, 'Left').waitFor();
      await expect.poll(() => players(alice.page)).toEqual(['Alice']);
      expect([...alice.dialogs, ...bob.dialogs]).toEqual([]);
      // Chromium logs every 4xx answer; the taken name's 409 above is the one this test asked for.
      const takenName = (error: string) =>
        error.includes(`/online/${roomId}: Failed to load resource`) && error.includes('status of 409');
      expect(e2e.pageErrors().filter((error) => !takenName(error))).toEqual([]);
      expect(e2e.pageErrors().filter(takenName)).toHaveLength(1);
    },
    TEST_TIMEOUT,
  );

  it(
    "goes one step back in the tab's history from a freshly loaded room list, and home when there is none",
    async () => {
      const { page } = await newPlayer(DESKTOP);
      await page.goto(url('/about'));
      // Typed into the address bar: a new page load, with /about still behind it in the tab.
      await page.goto(url('/rooms'));
      // The server-rendered Back button does nothing until the page has hydrated.
      await waitForHydration(page);
      await main(page).getByRole('button', { name: 'Back' }).click();
      await page.waitForURL((current) => current.pathname === '/about');
      expect(new URL(page.url()).pathname).toBe('/about');

      const fresh = await newPlayer(DESKTOP);
      await fresh.page.goto(url('/rooms'));
      await waitForHydration(fresh.page);
      await main(fresh.page).getByRole('button', { name: 'Back' }).click();
      await fresh.page.waitForURL((current) => current.pathname === '/');
      expect(new URL(fresh.page.url()).pathname).toBe('/');
    },
    TEST_TIMEOUT,
  );
});
