import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './harness';
import { closeRoomSheets, main, newPlayer, openRoomSheet, roomSheet, text, toast } from './room-pages';
import {
  animationsSettled,
  chatInput,
  createRoom,
  DESKTOP,
  enterRoom,
  expectInView,
  expectPlayInView,
  PHONE,
  placement,
  playTurns,
  SMALL_PHONE,
  turnButton,
} from './room-screen-checks';

// The room screen at the sizes people hold (docs/decisions/0026-room-screen-on-a-phone.md): on a
// 390×844 and a 360×640 phone the prompt, the moves and the chat's field stay in view without the
// page scrolling, with the invite and the room's tools in sheets that open and close by keyboard
// and by touch; at 1280×800 the call, the game and the chat sit side by side with nothing behind a
// tap. The same checks in a call run in the call tests' network namespace (room-call-layout).

const TEST_TIMEOUT = 150_000;

const e2e = useE2E();

async function seatedPair(size: { width: number; height: number }, name: string) {
  const roomId = await createRoom(e2e, name);
  const host = await newPlayer(e2e, size);
  const guest = await newPlayer(e2e, size);
  await enterRoom(e2e, host.page, roomId, 'Hana');
  await enterRoom(e2e, guest.page, roomId, 'Ben');
  return { roomId, host, guest };
}

async function focusedInside(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element.contains(document.activeElement));
}

async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

function sheetControl(page: Page, name: 'Invite' | 'Room'): Locator {
  return main(page).getByRole('button', { name, exact: true });
}

/**
 * A finger's drag down the screen from (x, y), `distance` px in `steps` moves, held still a
 * moment before it lifts (a finger flung off the glass would start a fling the next tap stops).
 */
async function swipeDown(page: Page, x: number, y: number, distance: number, steps = 6): Promise<void> {
  const session = await page.context().newCDPSession(page);
  await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
  for (let step = 1; step <= steps; step += 1)
    await session.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x, y: y + (distance * step) / steps }],
    });
  await page.waitForTimeout(150);
  await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await session.detach();
}

describe('the room screen on a phone', () => {
  for (const size of [PHONE, SMALL_PHONE]) {
    it(
      `${size.width}×${size.height}: the invite opens first; then ten turns and the chat, all without scrolling the page`,
      async () => {
        const { host, guest } = await seatedPair(size, 'Phone Layout');
        // Before the first prompt the invite is open, with focus in it, on every phone.
        for (const { page } of [host, guest]) {
          const invite = roomSheet(page, 'Invite');
          await invite.waitFor();
          await animationsSettled(page);
          await expect.poll(() => focusedInside(invite)).toBe(true);
          await expectInView(invite.getByRole('button', { name: 'Share Room Link' }), 'Share Room Link');
        }
        await e2e.expectNoA11yViolations(host.page);
        await playTurns(host, guest, 10);
        await e2e.expectNoA11yViolations(guest.page);
        expect(e2e.pageErrors()).toEqual([]);
      },
      TEST_TIMEOUT,
    );
  }

  it(
    'the first prompt closes an invite that opened by itself, and not one the player opened',
    async () => {
      const { host, guest } = await seatedPair(PHONE, 'First Prompt');
      await closeRoomSheets(host.page);
      await turnButton(host.page, 'Truth').click();
      // Ben's invite opened by itself: the game has started, so it goes, and focus waits on Invite.
      await roomSheet(guest.page, 'Invite').waitFor({ state: 'hidden' });
      await expect.poll(() => isFocused(sheetControl(guest.page, 'Invite'))).toBe(true);
      await expectPlayInView(guest.page, { myTurn: true });

      // Opened by the player, it stays through the next prompt.
      await sheetControl(host.page, 'Invite').click();
      await turnButton(guest.page, 'Dare').click();
      await expect.poll(() => text(main(host.page).locator('.prompt-panel__type'))).toBe('Dare');
      expect(await roomSheet(host.page, 'Invite').isVisible()).toBe(true);
    },
    TEST_TIMEOUT,
  );

  it(
    'opens and closes the invite and the room by keyboard: focus moves in, stays in, and comes back',
    async () => {
      const { host } = await seatedPair(PHONE, 'Sheet Keys');
      const { page } = host;
      await closeRoomSheets(page);
      for (const [name, key] of [
        ['Invite', 'Enter'],
        ['Room', ' '],
      ] as const) {
        const control = sheetControl(page, name);
        await control.focus();
        await page.keyboard.press(key);
        const sheet = roomSheet(page, name);
        await sheet.waitFor();
        expect(await control.getAttribute('aria-expanded')).toBe('true');
        expect(await sheet.getAttribute('aria-modal')).toBe('true');
        await expect.poll(() => focusedInside(sheet)).toBe(true);
        // Tab and Shift+Tab go round inside the sheet.
        for (let press = 0; press < 12; press += 1) {
          await page.keyboard.press(press % 4 === 3 ? 'Shift+Tab' : 'Tab');
          expect(await focusedInside(sheet), `focus after ${press + 1} presses`).toBe(true);
        }
        await e2e.expectNoA11yViolations(page);
        await page.keyboard.press('Escape');
        await sheet.waitFor({ state: 'hidden' });
        expect(await isFocused(control)).toBe(true);
        expect(await control.getAttribute('aria-expanded')).toBe('false');
      }

      // The QR code full screen opens over the invite; Escape closes it alone, then the sheet.
      const invite = await openRoomSheet(page, 'Invite');
      await invite.getByRole('button', { name: 'Show QR code full screen' }).click();
      const full = page.getByRole('dialog', { name: 'Scan to join this room' });
      await full.waitFor();
      const code = await placement(full.getByRole('img', { name: 'QR code of the room link' }));
      expect(code.inView).toBe(true);
      expect(code.right - code.left).toBeGreaterThanOrEqual(PHONE.width * 0.75);
      await page.keyboard.press('Escape');
      await full.waitFor({ state: 'detached' });
      expect(await invite.isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await invite.waitFor({ state: 'hidden' });
    },
    TEST_TIMEOUT,
  );

  it(
    'opens by a tap, and closes by a swipe down its header or a tap beside it; a short drag lets it settle back',
    async () => {
      const roomId = await createRoom(e2e, 'Sheet Touch');
      const host = await newPlayer(e2e, PHONE, { hasTouch: true });
      await enterRoom(e2e, host.page, roomId, 'Hana');
      const { page } = host;
      // The invite that opened by itself closes with a swipe of its handle.
      const invite = roomSheet(page, 'Invite');
      await invite.waitFor();
      await animationsSettled(page);
      const head = await placement(invite.locator('.room-sheet__head'));
      await swipeDown(page, PHONE.width / 2, head.top + 10, 20, 4);
      await page.waitForTimeout(400);
      expect(await invite.isVisible(), 'still open after a short, slow drag').toBe(true);
      expect(await invite.evaluate((panel) => (panel as HTMLElement).style.translate)).toBe('');
      await swipeDown(page, PHONE.width / 2, head.top + 10, 240);
      await invite.waitFor({ state: 'hidden' });
      expect(await isFocused(sheetControl(page, 'Invite'))).toBe(true);

      // Room opens with a tap and closes with a tap on the page beside it.
      await sheetControl(page, 'Room').tap();
      const details = roomSheet(page, 'Room');
      await details.waitFor();
      await expect.poll(() => focusedInside(details)).toBe(true);
      expect((await placement(details)).top).toBeGreaterThan(30);
      await page.touchscreen.tap(PHONE.width / 2, 12);
      await details.waitFor({ state: 'hidden' });
      expect(await isFocused(sheetControl(page, 'Room'))).toBe(true);

      // Its Close button, tapped.
      await sheetControl(page, 'Room').tap();
      await details.getByRole('button', { name: 'Close' }).tap();
      await details.waitFor({ state: 'hidden' });
      expect(e2e.pageErrors()).toEqual([]);
    },
    TEST_TIMEOUT,
  );

  it(
    'slides a sheet in, or with reduced motion shows it at once',
    async () => {
      const roomId = await createRoom(e2e, 'Sheet Motion');
      const moving = await newPlayer(e2e, PHONE);
      const still = await newPlayer(e2e, PHONE, { reducedMotion: 'reduce' });
      await enterRoom(e2e, moving.page, roomId, 'Hana');
      await enterRoom(e2e, still.page, roomId, 'Ben');
      const animation = (page: Page) =>
        roomSheet(page, 'Room').evaluate((panel) => getComputedStyle(panel).animationName);
      for (const { page } of [moving, still]) await openRoomSheet(page, 'Room');
      expect(await animation(moving.page)).toBe('room-sheet-in');
      expect(await animation(still.page)).toBe('none');
      // Settling back after a short drag: a transition of its own, or the site's 1 ms one with reduced motion.
      const settling = (page: Page) =>
        roomSheet(page, 'Room').evaluate((panel) => parseFloat(getComputedStyle(panel).transitionDuration));
      expect(await settling(moving.page)).toBeGreaterThanOrEqual(0.1);
      expect(await settling(still.page)).toBeLessThanOrEqual(0.001);
    },
    TEST_TIMEOUT,
  );

  it(
    'keeps the prompt and the message field in view with the on-screen keyboard up',
    async () => {
      for (const [size, withKeyboard] of [
        [PHONE, { width: 390, height: 500 }],
        [SMALL_PHONE, { width: 360, height: 360 }],
      ] as const) {
        const { host } = await seatedPair(size, 'Keyboard');
        const { page } = host;
        await closeRoomSheets(page);
        await turnButton(page, 'Truth').click();
        await main(page).locator('.prompt-panel__text').waitFor();
        await chatInput(page).focus();
        // What a phone's keyboard does to the page: the visible height shrinks under it.
        await page.setViewportSize(withKeyboard);
        await expect.poll(async () => (await placement(chatInput(page))).inView).toBe(true);
        await expectInView(main(page).locator('.prompt-panel'), 'the prompt above the keyboard');
        await chatInput(page).fill('typing with the keyboard up');
        await chatInput(page).press('Enter');
        await expect
          .poll(() => text(main(page).locator('.room-chat__messages > li').last()))
          .toContain('typing with the keyboard up');
        await expectInView(chatInput(page), 'the message field after sending');
        // The keyboard goes: everything is back.
        await page.setViewportSize(size);
        await expect.poll(async () => (await placement(turnButton(page, 'Truth'))).inView).toBe(true);
        await page.context().close();
      }
    },
    TEST_TIMEOUT,
  );

  it(
    'badges Room for the host when someone leaves the locked room, until the host has looked',
    async () => {
      const { roomId, host, guest } = await seatedPair(PHONE, 'Badge');
      const extra = await newPlayer(e2e, DESKTOP);
      await enterRoom(e2e, extra.page, roomId, 'Cy');
      const room = await openRoomSheet(host.page, 'Room');
      await room.getByRole('button', { name: 'Lock room' }).click();
      await room.getByRole('button', { name: 'Unlock room' }).waitFor();
      await closeRoomSheets(host.page);
      const control = sheetControl(host.page, 'Room');
      const badge = control.locator('.room-bar__badge');
      expect(await badge.count()).toBe(0);

      // Ben leaves: the locked room will not let him back, which needs the host.
      await (await openRoomSheet(guest.page, 'Room')).getByRole('button', { name: 'Back' }).click();
      await toast(host.page, 'Left').waitFor();
      await badge.waitFor();
      const reason = 'Someone left while the room is locked: unlock it to let them back in.';
      // The badge's reason describes the control, in a status that screen readers announce.
      const described = main(host.page).locator(`[id="${await control.getAttribute('aria-describedby')}"]`);
      expect(await described.getAttribute('role')).toBe('status');
      expect(await text(described)).toBe(reason);
      await e2e.expectNoA11yViolations(host.page);

      // Looking: the sheet says why; once closed, the badge is gone.
      await openRoomSheet(host.page, 'Room');
      expect(await text(roomSheet(host.page, 'Room').locator('.room-attention'))).toBe(reason);
      await e2e.expectNoA11yViolations(host.page);
      await closeRoomSheets(host.page);
      expect(await badge.count()).toBe(0);

      // The host's own removal of a player needs no badge.
      const again = await openRoomSheet(host.page, 'Room');
      await again.getByRole('button', { name: 'Manage players' }).click();
      await again.getByRole('button', { name: 'Remove Cy' }).click();
      await toast(host.page, 'Left').filter({ hasText: 'Cy' }).waitFor();
      await closeRoomSheets(host.page);
      expect(await badge.count()).toBe(0);
    },
    TEST_TIMEOUT,
  );

  it(
    'mirrors the sheet in Arabic: its Close button at the other side, all of it on screen',
    async () => {
      const roomId = await createRoom(e2e, 'Sheet RTL');
      const english = await newPlayer(e2e, PHONE);
      const arabic = await newPlayer(e2e, PHONE);
      await enterRoom(e2e, english.page, roomId, 'Hana');
      await enterRoom(e2e, arabic.page, roomId, 'Ben', '/ar');
      expect(await arabic.page.evaluate(() => document.documentElement.dir)).toBe('rtl');
      const sides = async (page: Page) => {
        const sheet = page.locator('.room-sheet--sheet:not([hidden]) .room-sheet__panel');
        await sheet.waitFor();
        await animationsSettled(page);
        return {
          sheet: await placement(sheet),
          title: await placement(sheet.locator('.room-sheet__title')),
          close: await placement(sheet.locator('.room-sheet__close')),
        };
      };
      const ltr = await sides(english.page);
      const rtl = await sides(arabic.page);
      expect(ltr.close.left).toBeGreaterThan(ltr.title.left);
      expect(rtl.close.left).toBeLessThan(rtl.title.left);
      for (const layout of [ltr, rtl]) {
        expect(layout.sheet.inView).toBe(true);
        expect(layout.close.inView).toBe(true);
      }
      // Nothing of the room runs off either side of the screen.
      const outside = await arabic.page.evaluate(
        () =>
          [...document.querySelectorAll('main *')]
            .map((element) => element.getBoundingClientRect())
            .filter((box) => box.width > 1 && (box.left < -1 || box.right > window.innerWidth + 1)).length,
      );
      expect(outside).toBe(0);
      await e2e.expectNoA11yViolations(arabic.page);
      await arabic.page.keyboard.press('Escape');
      await arabic.page.locator('.room-sheet--sheet:not([hidden])').waitFor({ state: 'detached' });
      await expectInView(main(arabic.page).locator('.prompt-panel'), 'the prompt in Arabic');
    },
    TEST_TIMEOUT,
  );
});

describe('the room screen on a desktop', () => {
  it(
    '1280×800: the call, the game and the chat side by side, with the invite and the room shown, not behind a tap',
    async () => {
      const { host, guest } = await seatedPair(DESKTOP, 'Desk Layout');
      const { page } = host;
      expect(await sheetControl(page, 'Invite').count()).toBe(0);
      expect(await sheetControl(page, 'Room').count()).toBe(0);
      const call = await placement(main(page).getByRole('region', { name: 'Video call' }));
      const game = await placement(main(page).getByRole('region', { name: 'Game' }));
      const chat = await placement(main(page).getByRole('region', { name: 'Chat' }));
      expect(call.right).toBeLessThanOrEqual(game.left);
      expect(game.right).toBeLessThanOrEqual(chat.left);
      expect(Math.abs(call.top - game.top)).toBeLessThan(2);
      expect(Math.abs(game.top - chat.top)).toBeLessThan(2);
      for (const region of [call, game, chat]) expect(region.inView).toBe(true);
      for (const shown of [
        main(page).getByRole('region', { name: 'Invite friends' }).getByRole('button', { name: 'Share Room Link' }),
        main(page).getByRole('img', { name: 'QR code of the room link' }),
        main(page).getByRole('region', { name: 'Host controls' }),
        main(page).getByRole('region', { name: 'Room settings' }),
      ])
        expect(await shown.isVisible()).toBe(true);
      await playTurns(host, guest, 2);
      await e2e.expectNoA11yViolations(page);
    },
    TEST_TIMEOUT,
  );
});
