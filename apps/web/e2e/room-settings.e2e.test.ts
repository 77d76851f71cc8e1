import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useE2E } from './harness';
import { startProductionServer, webDist, type RunningServer } from './production-server';
import { main, newPlayer, pathOf, players, text, toast } from './room-pages';

// An Adults room against the real API: the creator confirms 18+, adds the group's own truths and
// dares and deals only those; a friend opens the join link, confirms 18+ and joins; every card
// says whose it is; the friend passes once; and the turn timer skips an idle player. The file
// runs its own server with a shortened timer second (50 ms, so 120 s last 6 s) checked every
// 100 ms; the countdown on the friend's page runs on Playwright's clock.

const TEST_TIMEOUT = 150_000;
const DESKTOP = { width: 1280, height: 800 } as const;
const OUR_TRUTHS = [
  'Who here would you call first with big news?',
  'What is the boldest thing you have done on a night out?',
];
const OUR_DARES = ['Do your best robot dance for ten seconds', 'Sing the chorus of your favourite song'];

const e2e = useE2E();
let server: RunningServer;

beforeAll(async () => {
  server = await startProductionServer(webDist, { TURN_TIMER_SECOND_MS: '50', TURN_TIMER_CHECK_MS: '100' });
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

const url = (path: string) => new URL(path, server.baseUrl).toString();

function settingsRegion(page: Page): Locator {
  return main(page).getByRole('region', { name: 'Room settings' });
}

async function confirmAdult(page: Page): Promise<void> {
  const dialog = page.getByRole('alertdialog', { name: 'Adults only' });
  await dialog.getByRole('button', { name: 'Confirm, we are 18+' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** On a name screen: types the name and joins. */
async function submitName(page: Page, name: string): Promise<void> {
  await main(page).getByRole('textbox', { name: 'Your name' }).fill(name);
  await main(page).getByRole('button', { name: 'Join Room' }).click();
}

async function waitForGame(page: Page, roomId: string, name: string): Promise<void> {
  await page.waitForURL((current) => current.pathname === `/rooms/${roomId}/game`);
  await main(page).getByText(`You are ${name}`, { exact: true }).waitFor();
}

/** The prompt card's two lines: whose it is with its type, and the prompt. */
async function card(page: Page): Promise<{ meta: string; text: string }> {
  return {
    meta: await text(main(page).locator('.prompt-panel__meta')),
    text: await text(main(page).locator('.prompt-panel__text')),
  };
}

/** The seconds the countdown shows, or null while there is none. */
async function secondsShown(page: Page): Promise<number | null> {
  const timer = main(page).getByRole('timer');
  if ((await timer.count()) === 0) return null;
  const match = /(\d+) s left/.exec(await text(timer));
  return match ? Number(match[1]) : null;
}

describe('room settings', () => {
  it(
    'an Adults room deals only our own prompts, names whose each is, lets a player pass once and skips an idle player',
    async () => {
      const ana = await newPlayer(e2e, DESKTOP);
      const ben = await newPlayer(e2e, DESKTOP);
      // Ben's page runs on a clock the test can stop and move on.
      await ben.page.clock.install();

      // Ana creates a public Adults room, confirming 18+ first, and joins it without being asked again.
      const roomName = `Adults Night ${Date.now()}`;
      await ana.page.goto(url('/create-room'));
      const form = main(ana.page);
      await form.getByRole('textbox', { name: 'Room name' }).fill(roomName);
      await form.getByRole('combobox', { name: 'Room type' }).selectOption('public');
      await form.getByRole('combobox', { name: 'Rating' }).selectOption('adults');
      const categories = form.getByRole('group', { name: 'Categories' });
      expect(await categories.getByRole('checkbox').count()).toBe(5);
      expect(await categories.getByRole('checkbox', { name: '18+' }).isChecked()).toBe(true);
      await form.getByRole('button', { name: 'Create Room' }).click();
      await confirmAdult(ana.page);
      await ana.page.waitForURL((current) => current.pathname.startsWith('/online/'));
      const roomId = decodeURIComponent(pathOf(ana.page).split('/')[2] ?? '');
      await main(ana.page).getByText('This room is for adults', { exact: false }).waitFor();
      await submitName(ana.page, 'Ana');
      await waitForGame(ana.page, roomId, 'Ana');

      // Ana adds our own prompts and deals only those.
      const settings = settingsRegion(ana.page);
      await settings.getByRole('button', { name: 'Change settings' }).click();
      const promptForm = settings.getByRole('form', { name: 'Add our own prompt' });
      for (const [type, texts] of [
        ['Truth', OUR_TRUTHS],
        ['Dare', OUR_DARES],
      ] as const) {
        for (const prompt of texts) {
          await promptForm.getByRole('radio', { name: type }).check();
          await promptForm.getByRole('textbox', { name: 'Your prompt' }).fill(prompt);
          await promptForm.getByRole('button', { name: 'Add prompt' }).click();
          await expect.poll(() => text(promptForm.getByRole('status'))).toBe(`${type} added.`);
          await expect.poll(() => promptForm.getByRole('textbox', { name: 'Your prompt' }).inputValue()).toBe('');
        }
      }
      await expect
        .poll(() => text(settings.locator('.room-settings__counts')))
        .toBe('Our own prompts: 2 truths, 2 dares');
      await settings.getByRole('radio', { name: 'Only ours' }).check();
      await expect.poll(() => text(settings.locator('.room-settings__summary dd').nth(3))).toBe('Only ours');
      await e2e.expectNoA11yViolations(ana.page);

      // Ben sees the room marked 18+ in the list, opens the join link, confirms 18+ and joins.
      await ben.page.goto(url('/rooms'));
      const listed = main(ben.page).getByRole('link', { name: new RegExp(roomName) });
      await expect.poll(() => text(listed.locator('.room-mark'))).toBe('18+');
      await ben.page.goto(url(`/rooms/${roomId}/game`));
      await ben.page.waitForURL((current) => current.pathname === `/online/${roomId}`);
      await main(ben.page).getByText('18+', { exact: true }).waitFor();
      await submitName(ben.page, 'Ben');
      await confirmAdult(ben.page);
      await waitForGame(ben.page, roomId, 'Ben');
      for (const { page } of [ana, ben]) await expect.poll(() => players(page)).toEqual(['Ana', 'Ben']);
      // Ben reads the settings; only Ana can change them.
      expect(await settingsRegion(ben.page).getByRole('button').count()).toBe(0);
      expect(await text(settingsRegion(ben.page).locator('.room-settings__summary dd').first())).toBe('Adults (18+)');

      // Ana draws a truth, Ben a dare: only ours, each card naming its player on both screens.
      await main(ana.page).getByRole('button', { name: 'Truth' }).click();
      for (const { page } of [ana, ben]) await expect.poll(async () => (await card(page)).meta).toBe('Ana — Truth:');
      expect(OUR_TRUTHS).toContain((await card(ben.page)).text);
      await expect.poll(() => text(main(ben.page).locator('.room-turn'))).toBe('Your turn');
      await main(ben.page).getByRole('button', { name: 'Dare' }).click();
      for (const { page } of [ana, ben]) await expect.poll(async () => (await card(page)).meta).toBe('Ben — Dare:');
      const firstDare = (await card(ana.page)).text;
      expect(OUR_DARES).toContain(firstDare);
      expect(await main(ana.page).getByRole('button', { name: 'Pass' }).count()).toBe(0);

      // Ben passes once: another of our dares, the button gone, and Ana is told.
      await main(ben.page).getByRole('button', { name: 'Pass' }).click();
      await toast(ana.page, 'Ben passed.').waitFor();
      for (const { page } of [ana, ben])
        await expect.poll(async () => (await card(page)).text).toBe(OUR_DARES.find((dare) => dare !== firstDare));
      await expect.poll(() => main(ben.page).getByRole('button', { name: 'Pass' }).count()).toBe(0);
      await main(ben.page).getByText('You have used your pass this game.').waitFor();

      // The turn timer: Ana, whose turn it is, stays idle. Ben's clock stands still, so his
      // countdown moves only when the test moves it.
      const benNow = await ben.page.evaluate(() => Date.now());
      await ben.page.clock.pauseAt(benNow + 100);
      await settings.getByRole('combobox', { name: 'Turn timer' }).selectOption('120');
      await expect.poll(() => secondsShown(ana.page)).not.toBeNull();
      expect(await text(main(ana.page).getByRole('timer'))).toMatch(/^⏱️ You have \d s left$/);
      await expect.poll(() => secondsShown(ben.page)).not.toBeNull();
      const before = (await secondsShown(ben.page)) ?? 0;
      // 120 timer seconds of 50 ms: 6 s, give or take the moment the clock stopped.
      expect(before).toBeGreaterThanOrEqual(5);
      expect(before).toBeLessThanOrEqual(7);
      await ben.page.clock.runFor(2_000);
      await expect.poll(() => secondsShown(ben.page)).toBe(before - 2);
      await ben.page.clock.resume();

      // The server skips Ana when her time runs out, and both screens say so once.
      for (const { page } of [ana, ben]) await toast(page, 'Ana ran out of time.').waitFor({ timeout: 15_000 });
      for (const { page } of [ana, ben]) expect(await toast(page, "Ana's turn was skipped.").count()).toBe(0);
      await expect.poll(() => text(main(ben.page).locator('.room-turn'))).toBe('Your turn');

      expect([...ana.dialogs, ...ben.dialogs]).toEqual([]);
      expect(e2e.pageErrors()).toEqual([]);
    },
    TEST_TIMEOUT,
  );
});
