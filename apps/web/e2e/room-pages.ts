import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { E2EFile, NewPageOptions } from './harness';

/** What the online-room browser tests read off a room page, shared so both files read it the same way. */

export interface Player {
  page: Page;
  /** Every alert the page raised (dismissed at once). */
  dialogs: string[];
}

/** A page of its own for one player, at the given size, recording (and dismissing) alerts. */
export async function newPlayer(
  e2e: E2EFile,
  viewport: { width: number; height: number },
  options: Omit<NewPageOptions, 'viewport'> = {},
): Promise<Player> {
  const page = await e2e.newPage({ viewport, ...options });
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return { page, dialogs };
}

export function main(page: Page): Locator {
  return page.getByRole('main');
}

/** The text of an element with its white space collapsed. */
export async function text(locator: Locator): Promise<string> {
  return ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();
}

export function pathOf(page: Page): string {
  return new URL(page.url()).pathname;
}

export function toast(page: Page, title: string): Locator {
  return page.locator('[data-sonner-toast]').filter({ has: page.getByText(title, { exact: true }) });
}

/** The names in the room's player list, in turn order (read even while a phone keeps it in the closed Room sheet). */
export async function players(page: Page): Promise<string[]> {
  return main(page)
    .getByRole('list', { name: /^Players/, includeHidden: true })
    .locator('.room-player__name')
    .allTextContents();
}

/** Creates a public room from /create-room as its first player will and returns its id (the page is then on its name screen). */
export async function createPublicRoom(e2e: E2EFile, page: Page, roomName: string): Promise<string> {
  await page.goto(e2e.url('/create-room'));
  await main(page).getByRole('textbox', { name: 'Room name' }).fill(roomName);
  await main(page).getByRole('combobox', { name: 'Room type' }).selectOption('public');
  await main(page).getByRole('button', { name: 'Create Room' }).click();
  await page.waitForURL((current) => current.pathname.startsWith('/online/'));
  return decodeURIComponent(pathOf(page).split('/')[2] ?? '');
}

/** On a name screen: joins as `name` and waits for the game. */
export async function joinAs(page: Page, roomId: string, name: string): Promise<void> {
  const screen = main(page);
  await screen.getByRole('textbox', { name: 'Your name' }).fill(name);
  await screen.getByRole('button', { name: 'Join Room' }).click();
  await page.waitForURL((current) => current.pathname === `/rooms/${roomId}/game`);
  await expect.poll(() => text(screen.locator('.room-you'))).toBe(`You are ${name}`);
}

/** The chat as `name: message` lines, oldest first. */
export async function chatLines(page: Page): Promise<string[]> {
  return main(page)
    .locator('.room-chat__messages > li')
    .evaluateAll((items) =>
      items.map(
        (item) =>
          `${item.querySelector('.room-message__name')?.textContent}: ${item.querySelector('.room-message__text')?.textContent}`,
      ),
    );
}

/** Sends a chat message with Enter and waits for the field to clear. */
export async function sendChat(page: Page, message: string): Promise<void> {
  const input = main(page).getByRole('textbox', { name: 'Message' });
  await input.fill(message);
  await input.press('Enter');
  await expect.poll(() => input.inputValue()).toBe('');
}

/** The phone's room sheets, by the name of the control in the room's bar that opens each. */
export type RoomSheet = 'Invite' | 'Room';
const SHEET_TITLES: Record<RoomSheet, string> = { Invite: 'Invite friends', Room: 'Room' };

function sheetControl(page: Page, sheet: RoomSheet): Locator {
  return main(page).getByRole('button', { name: sheet, exact: true });
}

export function roomSheet(page: Page, sheet: RoomSheet): Locator {
  return main(page).getByRole('dialog', { name: SHEET_TITLES[sheet], exact: true });
}

/** Closes whichever room sheet is open on a phone (with Escape); nothing on a wide screen. */
export async function closeRoomSheets(page: Page): Promise<void> {
  const open = main(page).locator('.room-sheet--sheet:not([hidden])');
  if ((await open.count()) === 0) return;
  await page.keyboard.press('Escape');
  await open.first().waitFor({ state: 'hidden' });
}

/**
 * Where the invite (code, QR code, share link) or the room's tools (players, host controls,
 * settings, Back) are: on a phone, the sheet, opened from the room's bar if it is not already
 * open (another one closed first); on a wide screen, always shown, in the page.
 */
export async function openRoomSheet(page: Page, sheet: RoomSheet): Promise<Locator> {
  const control = sheetControl(page, sheet);
  if ((await control.count()) === 0) return main(page);
  const dialog = roomSheet(page, sheet);
  if (!(await dialog.isVisible())) {
    await closeRoomSheets(page);
    await control.click();
    await dialog.waitFor();
  }
  return dialog;
}
