import type { Locator, Page } from 'playwright-core';
import type { E2EFile } from './harness';

/** What the online-room browser tests read off a room page, shared so both files read it the same way. */

export interface Player {
  page: Page;
  /** Every alert the page raised (dismissed at once). */
  dialogs: string[];
}

/** A page of its own for one player, at the given size, recording (and dismissing) alerts. */
export async function newPlayer(e2e: E2EFile, viewport: { width: number; height: number }): Promise<Player> {
  const page = await e2e.newPage({ viewport });
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

/** The names in the room's player list, in turn order. */
export async function players(page: Page): Promise<string[]> {
  return main(page)
    .getByRole('list', { name: /^Players/ })
    .locator('.room-player__name')
    .allTextContents();
}
