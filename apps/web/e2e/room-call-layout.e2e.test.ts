import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './harness';
import { namespaceProblem } from './network-namespace';
import { main, newPlayer, type Player } from './room-pages';
import {
  animationsSettled,
  createRoom,
  DESKTOP,
  enterRoom,
  expectInView,
  expectPlayInView,
  PHONE,
  placement,
  playTurns,
  SMALL_PHONE,
} from './room-screen-checks';

// The room screen with a host and a guest in the video call (docs/decisions/0026-room-screen-on-a-phone.md):
// on a 390×844 phone they play ten turns and chat with the call's tiles in view and the page never
// scrolled; on a 360×640 one the same, the tiles in one row; at 1280×800 the call, the game and
// the chat side by side. With ROOM_SCREENSHOTS set to a folder, the host's screen mid-game is saved
// there at each size (docs/screenshots/room-*.png were made so).
//
// Like the other call tests it runs only in the network namespace of run-in-netns.sh.

const problem = namespaceProblem();
if (problem !== null) {
  throw new Error(
    `The call browser tests refuse to run outside their own network namespace: ${problem}. ` +
      'Run them with `npm run test:e2e:calls --workspace @truth-or-dare/web` (as root: it uses unshare --net).',
  );
}

const CALL_ARGS = [
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  '--allow-loopback-in-peer-connection',
  '--disable-features=WebRtcHideLocalIpsWithMdns',
];
const TEST_TIMEOUT = 240_000;
const SCREENSHOTS = process.env.ROOM_SCREENSHOTS;

const e2e = useE2E(CALL_ARGS);

function callPanel(page: Page): Locator {
  return main(page).getByRole('region', { name: 'Video call' });
}

function tiles(page: Page): Locator {
  return callPanel(page).locator('.call-tile');
}

/** Host and guest seated at `size`, both in the call with every tile showing, Hana's turn first. */
async function inCall(size: { width: number; height: number }): Promise<{ host: Player; guest: Player }> {
  const roomId = await createRoom(e2e, 'Call Layout');
  const host = await newPlayer(e2e, size);
  const guest = await newPlayer(e2e, size);
  for (const [player, name] of [
    [host, 'Hana'],
    [guest, 'Ben'],
  ] as const) {
    await enterRoom(e2e, player.page, roomId, name);
    await player.page.keyboard.press('Escape');
    await callPanel(player.page).getByRole('button', { name: 'Join call' }).click();
    await callPanel(player.page).getByRole('button', { name: 'Leave call' }).waitFor();
  }
  for (const { page } of [host, guest]) await expect.poll(() => tiles(page).count(), { timeout: 30_000 }).toBe(2);
  return { host, guest };
}

/** The play in view, and the call's tiles (whole, none cut off by the strip's edge) and controls too. */
async function expectCallAndPlayInView(page: Page, myTurn: boolean): Promise<void> {
  await expectPlayInView(page, { myTurn });
  const strip = await placement(callPanel(page).getByRole('region', { name: 'In the call' }));
  for (const tile of await tiles(page).all()) {
    const name = await tile.getAttribute('data-name');
    await expectInView(tile, `the tile of ${name}`);
    const box = await placement(tile);
    expect(box.left >= strip.left - 0.5 && box.right <= strip.right + 0.5, `the tile of ${name} whole`).toBe(true);
  }
  await expectInView(callPanel(page).getByRole('button', { name: 'Leave call' }), 'Leave call');
}

/** The spotlight is the first tile and the largest. */
async function expectSpotlightFirst(page: Page): Promise<void> {
  const spotlight = await placement(tiles(page).and(page.locator('[aria-current="true"]')));
  for (const tile of await tiles(page).all()) {
    const box = await placement(tile);
    expect(box.bottom - box.top).toBeLessThanOrEqual(spotlight.bottom - spotlight.top + 0.5);
    expect(box.left).toBeGreaterThanOrEqual(spotlight.left - 0.5);
  }
}

async function screenshot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOTS) return;
  mkdirSync(SCREENSHOTS, { recursive: true });
  // Sent video has arrived and nothing is moving in: the screen as a player sees it.
  await page.waitForTimeout(2_000);
  await animationsSettled(page);
  await page.screenshot({ path: join(SCREENSHOTS, name), animations: 'disabled' });
}

describe('the room screen in a call', () => {
  it(
    '390×844: host and guest play ten turns and chat in the call, tiles in view, the page never scrolled',
    async () => {
      const { host, guest } = await inCall(PHONE);
      await playTurns(host, guest, 10, expectCallAndPlayInView);
      for (const { page } of [host, guest]) await expectSpotlightFirst(page);
      await screenshot(host.page, 'room-390x844.png');
      await e2e.expectNoA11yViolations(host.page);
    },
    TEST_TIMEOUT,
  );

  it(
    '360×640: the same, with the call in one row',
    async () => {
      const { host, guest } = await inCall(SMALL_PHONE);
      const oneRow = async (page: Page, myTurn: boolean) => {
        await expectCallAndPlayInView(page, myTurn);
        const boxes = await Promise.all((await tiles(page).all()).map((tile) => placement(tile)));
        const top = Math.min(...boxes.map((box) => box.top));
        const bottom = Math.max(...boxes.map((box) => box.bottom));
        // Every tile shares the one row: none starts below another's bottom.
        for (const box of boxes) expect(box.top).toBeLessThan(Math.min(...boxes.map((other) => other.bottom)));
        expect(bottom - top).toBeLessThanOrEqual(SMALL_PHONE.height * 0.2);
      };
      await playTurns(host, guest, 10, oneRow);
      await expectSpotlightFirst(host.page);
      await screenshot(host.page, 'room-360x640.png');
      await e2e.expectNoA11yViolations(guest.page);
    },
    TEST_TIMEOUT,
  );

  it(
    '1280×800: the call, the game and the chat side by side, the tiles in view',
    async () => {
      const { host, guest } = await inCall(DESKTOP);
      const call = await placement(callPanel(host.page));
      const game = await placement(main(host.page).getByRole('region', { name: 'Game' }));
      const chat = await placement(main(host.page).getByRole('region', { name: 'Chat' }));
      expect(call.right).toBeLessThanOrEqual(game.left);
      expect(game.right).toBeLessThanOrEqual(chat.left);
      await playTurns(host, guest, 4, expectCallAndPlayInView);
      // The spotlight spans the call's column above the others.
      const spotlight = await placement(tiles(host.page).and(host.page.locator('[aria-current="true"]')));
      for (const tile of await tiles(host.page).all())
        expect((await placement(tile)).top).toBeGreaterThanOrEqual(spotlight.top);
      await screenshot(host.page, 'room-1280x800.png');
      await e2e.expectNoA11yViolations(host.page);
    },
    TEST_TIMEOUT,
  );
});
