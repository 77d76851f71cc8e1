import { SITE_PATHS } from '@truth-or-dare/room-protocol/site-content';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { findFaintControlBoundaries } from './control-boundaries';
import { measureFocusRing } from './focus-ring';
import { useE2E } from './harness';

// Every route of the app (src/app/routes.tsx) as it first opens, in each page's own theme: no axe
// violation of any impact nor low text contrast (over gradients too), a visible focus ring
// (2 px, 3:1) on every stop of a full Tab cycle, and form fields whose edges stand 3:1 against
// the background; and, as in every browser test (harness.ts), no Content-Security-Policy
// violation. The feature files check the in-game states (countdowns, results, dialogs, toasts)
// with the same axe and text checks.

const TEST_TIMEOUT = 90_000;
/** More than any page has tab stops; a page that never wraps within this many fails. */
const MAX_TAB_STOPS = 120;

const e2e = useE2E();
const { url } = e2e;

/** A fresh public room (an empty room is closed after a minute, so each test makes its own). */
async function createRoom(page: Page): Promise<string> {
  const response = await page.request.post(url('/api/createRoom'), {
    data: { roomName: `Every Route ${Date.now()}`, roomType: 'public' },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { room: { _id: string } }).room._id;
}

async function open(path: string): Promise<Page> {
  const page = await e2e.newPage();
  await page.goto(url(path));
  await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
  return page;
}

/**
 * Tabs from the top of the page until focus comes back round (or leaves the page), checking
 * the ring of every element on the way.
 */
async function expectRingsOnEveryTabStop(page: Page): Promise<void> {
  const seen = new Set<string>();
  const weak: string[] = [];
  let cameBackRound = false;
  while (!cameBackRound && seen.size < MAX_TAB_STOPS) {
    await page.keyboard.press('Tab');
    // The focused element's position in the tree: a stable identity across presses.
    const id = await page.evaluate(() => {
      const active = document.activeElement;
      if (!active || active === document.body) return null;
      const path: number[] = [];
      for (let node: Element | null = active; node?.parentElement; node = node.parentElement)
        path.unshift([...node.parentElement.children].indexOf(node));
      return path.join('.');
    });
    cameBackRound = id === null || seen.has(id);
    if (cameBackRound || id === null) continue;
    seen.add(id);
    const ring = await measureFocusRing(page);
    if (ring && (ring.width < 2 || ring.contrast < 3))
      weak.push(`${ring.element}: ${ring.width}px at ${ring.contrast.toFixed(2)}:1`);
  }
  expect(cameBackRound, `focus came back round on ${page.url()} within ${MAX_TAB_STOPS} stops`).toBe(true);
  expect(seen.size).toBeGreaterThan(0);
  expect(weak, `weak focus rings on ${page.url()}`).toEqual([]);
}

async function expectAccessibleRoute(page: Page): Promise<void> {
  await e2e.expectNoA11yViolations(page);
  expect(await findFaintControlBoundaries(page), `faint form fields on ${page.url()}`).toEqual([]);
  await expectRingsOnEveryTabStop(page);
}

/** Every page without parameters, one page of each kind with one, and the not-found page. */
const ROUTES = [
  ...Object.values(SITE_PATHS).filter((path) => typeof path === 'string'),
  // A code no room can have: the page's not-found notice.
  SITE_PATHS.joinByCode('not-a-code'),
  SITE_PATHS.blogPost('truth-or-dare-questions-for-teens'),
  '/no-such-page',
];

describe('every route', () => {
  it(
    'the policy applies the inline stylesheets the server hashed and refuses any other inline style, and the harness reports it',
    async () => {
      for (const path of [SITE_PATHS.home, SITE_PATHS.offline]) {
        const page = await open(path);
        const inline = await page.evaluate(() =>
          [...document.querySelectorAll('style')].map((style) => style.sheet?.cssRules.length ?? 0),
        );
        expect(inline.length, `inline stylesheets on ${path}`).toBeGreaterThan(0);
        expect(
          inline.every((rules) => rules > 0),
          `every inline stylesheet on ${path} applies`,
        ).toBe(true);
      }
      expect(await e2e.takeCspViolations()).toEqual([]);

      const page = await open(SITE_PATHS.home);
      const probe = await page.evaluate(() => {
        const style = document.createElement('style');
        style.textContent = '.csp-probe { color: red }';
        document.head.append(style);
        document.body.setAttribute('style', 'outline: 3px solid red');
        return { sheet: style.sheet !== null, outline: getComputedStyle(document.body).outlineStyle };
      });
      expect(probe).toEqual({ sheet: false, outline: 'none' });
      const reported = await e2e.takeCspViolations();
      expect(
        reported.filter((report) => report.startsWith('style-src-elem refused inline <style>.csp-probe')),
      ).toHaveLength(1);
      expect(reported.filter((report) => report.startsWith('style-src-attr refused inline <body'))).toHaveLength(1);
      expect(
        reported.filter(
          (report) => report.startsWith('console error') && /inline style.*Content Security Policy/i.test(report),
        ),
      ).toHaveLength(2);
    },
    TEST_TIMEOUT,
  );

  for (const path of ROUTES) {
    it(`${path}: axe, focus rings and field edges`, async () => expectAccessibleRoute(await open(path)), TEST_TIMEOUT);
  }

  it(
    '/rooms/{id} and /online/{id}: the join and name screens',
    async () => {
      const roomId = await createRoom(await e2e.newPage());
      for (const path of [SITE_PATHS.room(roomId), SITE_PATHS.online(roomId)]) {
        const page = await open(path);
        await page.getByRole('main').getByRole('textbox', { name: 'Your name', exact: true }).waitFor();
        await expectAccessibleRoute(page);
      }
    },
    TEST_TIMEOUT,
  );

  it(
    '/rooms/{id}/game: the live game, seated',
    async () => {
      const roomId = await createRoom(await e2e.newPage());
      const page = await open(SITE_PATHS.online(roomId));
      const main = page.getByRole('main');
      await main.getByRole('textbox', { name: 'Your name', exact: true }).fill('Rita');
      await main.getByRole('button', { name: 'Join Room', exact: true }).click();
      await page.waitForURL((current) => current.pathname === SITE_PATHS.roomGame(roomId));
      await main.getByText('You are Rita', { exact: true }).waitFor();
      await expectAccessibleRoute(page);
    },
    TEST_TIMEOUT,
  );
});
