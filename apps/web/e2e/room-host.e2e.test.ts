import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './harness';
import {
  createPublicRoom,
  joinAs as join,
  main,
  newPlayer as newPlayerOn,
  openRoomSheet,
  pathOf,
  players,
  text,
  toast,
  type Player,
} from './room-pages';
import { placement } from './room-screen-checks';
import { MIN_TARGET_PX, targetSize } from './target-size';

// A room's host at work against the real API: players find the room by its code (typed on /rooms
// and as a /join link), the host skips a turn, locks the room against a newcomer, removes a player
// and hands the role on, and every page says what happened. The host plays on a phone.

const TEST_TIMEOUT = 150_000;
const DESKTOP = { width: 1280, height: 800 } as const;
const MOBILE = { width: 390, height: 844 } as const;

const e2e = useE2E();
const { url } = e2e;
const newPlayer = (viewport: { width: number; height: number }): Promise<Player> => newPlayerOn(e2e, viewport);

function hostControls(page: Page): Locator {
  return main(page).getByRole('region', { name: 'Host controls' });
}

/** A code of the alphabet that no live room has: the room's own with its first character changed. */
function anotherCode(code: string): string {
  return `${code.startsWith('Z') ? 'Y' : 'Z'}${code.slice(1)}`;
}

describe('room host and codes', () => {
  it(
    'players join by code; the host skips, locks, removes and hands over, and everyone is told',
    async () => {
      const hana = await newPlayer(MOBILE);
      const ben = await newPlayer(DESKTOP);
      const cy = await newPlayer(DESKTOP);
      const dee = await newPlayer(DESKTOP);
      await hana.page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.baseUrl });

      // Hana creates a public room and is first in, so she hosts it.
      const roomName = `Host Dares ${Date.now()}`;
      const roomId = await createPublicRoom(e2e, hana.page, roomName);
      await join(hana.page, roomId, 'Hana');
      // On her phone the code is in the invite, open before the first prompt.
      const invite = await openRoomSheet(hana.page, 'Invite');
      const code = await text(invite.locator('.room-code__value'));
      expect(code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{6}$/);
      expect(await text(invite.locator('.room-code__line'))).toBe(`Room code ${code}`);
      await invite.getByRole('button', { name: 'Copy code' }).click();
      await toast(hana.page, 'Room code copied to clipboard!').waitFor();
      expect(await hana.page.evaluate(() => navigator.clipboard.readText())).toBe(code);

      // Ben types codes on /rooms: one that cannot be a code is not sent, an unknown one is looked
      // up and refused, and the room's own, typed loosely, opens its join screen.
      await ben.page.goto(url('/rooms'));
      const codeForm = main(ben.page).getByRole('region', { name: 'Join with a code' });
      const codeField = codeForm.getByRole('textbox', { name: 'Room code' });
      const lookups: string[] = [];
      ben.page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/code/')) lookups.push(new URL(request.url()).pathname);
      });
      await codeField.fill('O0O0O0');
      await codeForm.getByRole('button', { name: 'Join' }).click();
      await expect.poll(() => text(codeForm.getByRole('alert'))).toBe('No room has that code.');
      await codeField.fill(anotherCode(code));
      await codeForm.getByRole('button', { name: 'Join' }).click();
      await expect.poll(() => lookups).toEqual([`/api/code/${anotherCode(code)}`]);
      await expect.poll(() => text(codeForm.getByRole('alert'))).toBe('No room has that code.');
      await e2e.expectNoA11yViolations(ben.page);
      await codeField.fill(`${code.slice(0, 3).toLowerCase()}-${code.slice(3)}`);
      await codeField.press('Enter');
      await ben.page.waitForURL((current) => current.pathname === `/rooms/${roomId}`);
      await join(ben.page, roomId, 'Ben');

      // Cy follows a /join link, which gives way to the join screen.
      await cy.page.goto(url(`/join/${code.toLowerCase()}`));
      await cy.page.waitForURL((current) => current.pathname === `/rooms/${roomId}`);
      await join(cy.page, roomId, 'Cy');

      // Everyone sees Hana's crown; only Hana has the controls.
      for (const { page } of [hana, ben, cy]) await expect.poll(() => players(page)).toEqual(['Hana', 'Ben', 'Cy']);
      expect(await text(main(ben.page).locator('.room-player').first())).toBe('Hana👑 (host)turn');
      expect(await hostControls(ben.page).count()).toBe(0);
      expect(await hostControls(cy.page).count()).toBe(0);
      // On Hana's phone the controls are in the Room sheet.
      const sheet = await openRoomSheet(hana.page, 'Room');
      const controls = hostControls(hana.page);
      await controls.getByRole('button', { name: 'Manage players' }).click();
      await controls.getByRole('button', { name: 'Remove Cy' }).waitFor();
      // On the phone the controls stay 44 px targets, nothing scrolls sideways and the sheet is all on screen.
      for (const button of await controls.getByRole('button').all()) {
        const size = await targetSize(button);
        expect(size.height).toBeGreaterThanOrEqual(MIN_TARGET_PX);
        expect(size.width).toBeGreaterThanOrEqual(MIN_TARGET_PX);
      }
      expect(await hana.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect((await placement(sheet)).inView).toBe(true);
      await e2e.expectNoA11yViolations(hana.page);

      // Skip: Hana's turn passes to Ben, and the others are told.
      await controls.getByRole('button', { name: 'Skip turn' }).click();
      for (const { page } of [ben, cy]) await toast(page, "Hana's turn was skipped.").waitFor();
      await expect.poll(() => text(main(ben.page).locator('.room-turn'))).toBe('Your turn');

      // Lock: the list marks the room, and a newcomer is turned away with the server's words.
      await controls.getByRole('button', { name: 'Lock room' }).click();
      await controls.getByRole('button', { name: 'Unlock room' }).waitFor();
      await main(ben.page).getByText('Locked: nobody new can join').waitFor();
      await dee.page.goto(url('/rooms'));
      const listed = main(dee.page).getByRole('link', { name: new RegExp(roomName) });
      await expect.poll(() => text(listed.locator('.room-list__locked'))).toBe('🔒 Locked');
      await dee.page.goto(url(`/rooms/${roomId}`));
      await main(dee.page).getByRole('textbox', { name: 'Your name' }).fill('Dee');
      await main(dee.page).getByRole('button', { name: 'Join Room' }).click();
      await expect.poll(() => text(main(dee.page).getByRole('alert'))).toBe('This room is locked.');
      expect(pathOf(dee.page)).toBe(`/rooms/${roomId}`);

      // Remove: Cy lands home with the message; the others see Cy leave.
      await controls.getByRole('button', { name: 'Remove Cy' }).click();
      await cy.page.waitForURL((current) => current.pathname === '/');
      await toast(cy.page, 'You were removed from the room by the host.').waitFor();
      await e2e.expectNoA11yViolations(cy.page);
      for (const { page } of [hana, ben]) {
        const left = toast(page, 'Left');
        await left.waitFor();
        expect(await text(left)).toContain('Cy');
        await expect.poll(() => players(page)).toEqual(['Hana', 'Ben']);
      }

      // Hand over: Ben hosts now, with the controls; Hana's go.
      await controls.getByRole('button', { name: 'Make Ben host' }).click();
      for (const { page } of [hana, ben]) await toast(page, 'Ben is now the host.').waitFor();
      await hostControls(ben.page).waitFor();
      await expect.poll(() => hostControls(hana.page).count()).toBe(0);
      // Ben kept the turn the skip gave him.
      expect(await text(main(hana.page).locator('.room-player').nth(1))).toBe('Ben👑 (host)turn');

      expect([...hana.dialogs, ...ben.dialogs, ...cy.dialogs, ...dee.dialogs]).toEqual([]);
      // Chromium logs every 4xx answer: the unknown code's 404 and the locked room's 403 are the ones asked for.
      const askedFor = (error: string) =>
        (error.startsWith(`console error on ${url('/rooms')}: Failed to load resource`) &&
          error.includes('status of 404')) ||
        (error.startsWith(`console error on ${url(`/rooms/${roomId}`)}: Failed to load resource`) &&
          error.includes('status of 403'));
      expect(e2e.pageErrors().filter((error) => !askedFor(error))).toEqual([]);
      expect(e2e.pageErrors().filter(askedFor)).toHaveLength(2);
    },
    TEST_TIMEOUT,
  );

  it(
    'a /join link with a code no room has says so, with the way to the rooms',
    async () => {
      const visitor = await newPlayer(DESKTOP);
      await visitor.page.goto(url('/join/not-a-code'));
      const notice = main(visitor.page).getByRole('alert');
      await notice.getByText('No room has that code.', { exact: true }).waitFor();
      expect(await notice.getByRole('link', { name: 'Find a room' }).getAttribute('href')).toBe('/rooms');
      await e2e.expectNoA11yViolations(visitor.page);
    },
    TEST_TIMEOUT,
  );
});
