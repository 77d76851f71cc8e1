import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareZXingModule, readBarcodes, ZXING_WASM_SHA256 } from 'zxing-wasm/reader';
import { useE2E } from './harness';
import { joinAs as join, main, newPlayer as newPlayerOn, openRoomSheet, pathOf, type Player } from './room-pages';

// The room's QR code read back as a phone would: each drawing (on the page and full screen, on a
// laptop and a phone) is screenshotted and decoded with ZXing, and must give the share link that
// Share Room Link copies; a second player then joins through the decoded link.

const TEST_TIMEOUT = 120_000;
const DESKTOP = { width: 1280, height: 800 } as const;
const MOBILE = { width: 390, height: 844 } as const;
const QR_LABEL = 'QR code of the room link';
const OPEN_LABEL = 'Show QR code full screen';
/** Smallest side of the code on the page, in CSS pixels: readable by a phone across a table. */
const MIN_INLINE_PX = 160;

const e2e = useE2E();
const { url } = e2e;
const newPlayer = (viewport: { width: number; height: number }): Promise<Player> => newPlayerOn(e2e, viewport);

// The decoder's WebAssembly comes from this package's own copy in node_modules. By default
// zxing-wasm fetches it from a CDN; the tests may only reach loopback addresses, so every fetch of
// this process is watched and anything off this machine is refused and recorded.
const wasmPath = createRequire(import.meta.url).resolve('zxing-wasm/reader/zxing_reader.wasm');
const fetchedUrls: string[] = [];
const refusedUrls: string[] = [];
const realFetch = globalThis.fetch;
const LOOPBACK = new Set(['127.0.0.1', '[::1]', 'localhost']);
let wasmSha256 = '';

beforeAll(async () => {
  globalThis.fetch = (input, init) => {
    const target = input instanceof Request ? input.url : String(input);
    fetchedUrls.push(target);
    if (!URL.canParse(target) || !LOOPBACK.has(new URL(target).hostname)) {
      refusedUrls.push(target);
      return Promise.reject(new Error(`refused off-machine fetch of ${target}`));
    }
    return realFetch(input, init);
  };
  const wasm = readFileSync(wasmPath);
  wasmSha256 = createHash('sha256').update(wasm).digest('hex');
  // These overrides replace the library's CDN locateFile; with the bytes handed over, nothing is fetched.
  await prepareZXingModule({
    overrides: {
      wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength),
      locateFile: (file: string) => (file === basename(wasmPath) ? wasmPath : file),
    },
    fireImmediately: true,
  });
});

afterAll(() => {
  globalThis.fetch = realFetch;
});

/** The QR codes a screenshot of `locator` shows, decoded. */
async function decode(locator: Locator): Promise<string[]> {
  const png = await locator.screenshot();
  const results = await readBarcodes(new Uint8Array(png), { formats: ['QRCode'], tryHarder: true });
  return results.filter((result) => result.isValid).map((result) => result.text);
}

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox();
  if (!found) throw new Error('the element has no box: it is not shown');
  return found;
}

/** The accessible name of the focused element (enough here: the buttons are named by their text). */
async function focusedText(page: Page): Promise<string> {
  return page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
}

async function noSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/** Checks the page's code and its full-screen view: sizes, decoded text, closing with Escape or Close, and focus back on the button. */
async function checkCodes(page: Page, link: string, closeWith: 'Escape' | 'Close'): Promise<void> {
  const viewport = page.viewportSize() ?? DESKTOP;
  // A phone keeps the code in the invite sheet.
  await openRoomSheet(page, 'Invite');
  const code = main(page).getByRole('img', { name: QR_LABEL });
  await code.scrollIntoViewIfNeeded();
  const inline = await box(code);
  expect(inline.width).toBeGreaterThanOrEqual(MIN_INLINE_PX);
  expect(inline.height).toBeGreaterThanOrEqual(MIN_INLINE_PX);
  expect(await code.evaluate((svg) => svg.tagName.toLowerCase())).toBe('svg');
  expect(await decode(code)).toEqual([link]);

  const open = main(page).getByRole('button', { name: OPEN_LABEL });
  await open.click();
  const dialog = page.getByRole('dialog', { name: 'Scan to join this room' });
  await dialog.waitFor();
  expect(await focusedText(page)).toBe('Close');
  const large = dialog.getByRole('img', { name: QR_LABEL });
  const full = await box(large);
  // Most of the screen, and all of it on screen.
  expect(full.width).toBeGreaterThanOrEqual(Math.min(viewport.width, viewport.height) * 0.75);
  expect(full.x).toBeGreaterThanOrEqual(0);
  expect(full.y).toBeGreaterThanOrEqual(0);
  expect(full.x + full.width).toBeLessThanOrEqual(viewport.width);
  expect(full.y + full.height).toBeLessThanOrEqual(viewport.height);
  expect(await decode(large)).toEqual([link]);
  await e2e.expectNoA11yViolations(page);

  if (closeWith === 'Escape') await page.keyboard.press('Escape');
  else await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
  expect(await focusedText(page)).toBe(OPEN_LABEL);
}

describe('room QR code', () => {
  it(
    'encodes the share link, on the page and full screen, on a laptop and a phone',
    async () => {
      const host = await newPlayer(DESKTOP);
      const guest = await newPlayer(MOBILE);
      await host.page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.baseUrl });

      await host.page.goto(url('/create-room'));
      await main(host.page).getByRole('textbox', { name: 'Room name' }).fill(`QR Dares ${Date.now()}`);
      await main(host.page).getByRole('combobox', { name: 'Room type' }).selectOption('public');
      await main(host.page).getByRole('button', { name: 'Create Room' }).click();
      await host.page.waitForURL((current) => current.pathname.startsWith('/online/'));
      const roomId = decodeURIComponent(pathOf(host.page).split('/')[2] ?? '');
      await join(host.page, roomId, 'Hana');

      // The link Share Room Link copies is the one the code carries.
      await main(host.page).getByRole('button', { name: 'Share Room Link' }).click();
      const link = await host.page.evaluate(() => navigator.clipboard.readText());
      expect(link).toBe(url(`/rooms/${encodeURIComponent(roomId)}/game`));

      await checkCodes(host.page, link, 'Escape');
      await e2e.expectNoA11yViolations(host.page);

      // The phone follows the link it read off the code, joins, and shows the same code.
      const [read] = await decode(main(host.page).getByRole('img', { name: QR_LABEL }));
      await guest.page.goto(read ?? '');
      await guest.page.waitForURL((current) => current.pathname === `/online/${roomId}`);
      await join(guest.page, roomId, 'Ben');
      expect(await noSidewaysScroll(guest.page)).toBe(true);
      await checkCodes(guest.page, link, 'Close');
      expect(await noSidewaysScroll(guest.page)).toBe(true);

      expect(host.dialogs).toEqual([]);
      expect(guest.dialogs).toEqual([]);
      expect(e2e.pageErrors()).toEqual([]);
      // The decoder never went off this machine: its WebAssembly, the very build this version of
      // the library expects, was read from node_modules and handed over, not fetched.
      expect(wasmSha256).toBe(ZXING_WASM_SHA256);
      expect(refusedUrls).toEqual([]);
      expect(fetchedUrls.filter((fetched) => fetched.endsWith('.wasm'))).toEqual([]);
    },
    TEST_TIMEOUT,
  );
});
