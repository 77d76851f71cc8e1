import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useE2E } from './harness';
import { startProductionServer, webDist, type RunningServer } from './production-server';

// A new deploy while a player has the site open: the new service worker installs and waits, the
// page offers "New version available", and only Reload switches to it. The test serves its own
// copy of the build so it can change the worker the way a deploy would.

const TEST_TIMEOUT = 90_000;
const WAIT = { timeout: 15_000 } as const;

const e2e = useE2E();
let server: RunningServer;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'tod-e2e-update-'));
  cpSync(webDist, dist, { recursive: true });
  server = await startProductionServer(dist);
}, 180_000);

afterAll(async () => {
  await server?.stop();
  rmSync(dist, { recursive: true, force: true });
});

const cacheNames = (page: Page) => page.evaluate(() => caches.keys());
const hasWaitingWorker = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting != null);

/** Deploys a new version: the same worker with another cache version, as a changed build makes. */
function deployNewWorker(oldVersion: string, newVersion: string): void {
  const workerFile = join(dist, 'sw.js');
  const source = readFileSync(workerFile, 'utf8');
  expect(source).toContain(oldVersion);
  writeFileSync(workerFile, source.replaceAll(oldVersion, newVersion));
}

describe('a new version of the site', () => {
  it(
    'waits behind a "New version available" prompt and takes over only on Reload',
    async () => {
      const page = await e2e.newPage();
      await page.goto(new URL('/offline', server.baseUrl).toString());
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, WAIT);
      const [firstCache] = await cacheNames(page);
      expect(firstCache).toMatch(/^tod-precache-[0-9a-f]{16}$/);
      // The first visit installs quietly: no prompt.
      expect(await page.getByText('New version available').count()).toBe(0);

      deployNewWorker(firstCache!.replace('tod-precache-', ''), 'feedfacefeedface');
      await page.reload();
      const prompt = page.getByText('New version available');
      await prompt.waitFor(WAIT);
      // Nothing has switched under the open page: the new worker waits, the old files are still kept.
      expect(await hasWaitingWorker(page)).toBe(true);
      expect(await cacheNames(page)).toContain(firstCache);
      await e2e.expectNoA11yViolations(page);

      // Reload, from the keyboard: the new worker takes over and the page loads again under it.
      const reloaded = page.waitForEvent('framenavigated');
      await page.getByRole('button', { name: 'Reload' }).focus();
      await page.keyboard.press('Enter');
      await reloaded;
      await page.waitForLoadState('load');
      await expect.poll(() => cacheNames(page), WAIT).toEqual(['tod-precache-feedfacefeedface']);
      expect(await hasWaitingWorker(page)).toBe(false);
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      expect(await page.getByText('New version available').count()).toBe(0);
    },
    TEST_TIMEOUT,
  );
});
