import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type NewPageOptions, useE2E, waitForHydration } from './harness';

// End-to-end checks of the app shell against the production build: navigation,
// the mobile drawer, static pages, 404, scroll restoration, sound and axe.

declare global {
  interface Window {
    /** Counts HTMLMediaElement.play() calls; installed by countClickSounds(). */
    __clickSoundPlays?: number;
  }
}

const TEST_TIMEOUT = 60_000;
const MOBILE = { width: 390, height: 844 } as const;

const e2e = useE2E();
const { url } = e2e;

async function open(path: string, options?: NewPageOptions): Promise<Page> {
  const page = await e2e.newPage(options);
  await page.goto(url(path));
  return page;
}

async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((current) => current.pathname === pathname);
}

/** Waits for the page's heading and checks it is the only h1. */
async function expectSingleH1(page: Page, name: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name, exact: true }).waitFor();
  expect(await page.locator('h1').count()).toBe(1);
}

/** Attribute checks after an interaction poll, since React may still be rendering. */
async function expectAttribute(locator: Locator, name: string, value: string): Promise<void> {
  await expect.poll(() => locator.getAttribute(name)).toBe(value);
}

async function mainText(page: Page): Promise<string> {
  return ((await page.getByRole('main').textContent()) ?? '').replace(/\s+/g, ' ');
}

async function focusIsInside(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => document.activeElement?.closest(sel) != null, selector);
}

/** Replaces media playback with a counter, before the app's scripts run. */
async function countClickSounds(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__clickSoundPlays = 0;
    HTMLMediaElement.prototype.play = function play() {
      window.__clickSoundPlays = (window.__clickSoundPlays ?? 0) + 1;
      return Promise.resolve();
    };
  });
}

async function clickSoundPlays(page: Page): Promise<number> {
  return page.evaluate(() => window.__clickSoundPlays ?? 0);
}

// Every destination of the main navigation and the heading its page shows.
const NAV_DESTINATIONS = [
  { label: 'Home', path: '/', h1: 'Truth or Dare' },
  { label: 'Ultimate', path: '/ultimate', h1: 'Ultimate Truth or Dare' },
  { label: 'Generator', path: '/truth-or-dare-generator', h1: 'Truth or Dare Generator' },
  { label: 'Spinner', path: '/truth-or-dare-wheel', h1: 'Truth or Dare Wheel' },
  { label: 'Blog', path: '/blogs', h1: 'Truth or Dare Blog' },
  { label: 'About', path: '/about', h1: 'About Truth or Dare' },
  { label: 'Disclaimer', path: '/disclaimer', h1: 'Disclaimer' },
  { label: 'Contact', path: '/contact', h1: 'Contact Us' },
] as const;

const STATIC_PAGES = [
  {
    path: '/privacy',
    h1: 'Privacy Policy',
    phrases: ['sound_muted', 'sub_popup_seen', 'sessionStorage', 'one minute', 'up to 14 days', 'unsubscribe link'],
  },
  {
    path: '/tms',
    h1: 'Terms of Service',
    phrases: ['under 13', 'not responsible for actions taken during gameplay', '1 minute', 'No harassment'],
  },
  {
    path: '/contact',
    h1: 'Contact Us',
    phrases: ['Location: Online Only', 'support@truthordare.example', 'Report a prompt'],
  },
  {
    path: '/about',
    h1: 'About Truth or Dare',
    phrases: ['No account needed', 'Play Online', 'Play Offline'],
  },
  {
    path: '/disclaimer',
    h1: 'Disclaimer',
    phrases: ['entertainment only', 'under 13', 'Skip any dare that feels unsafe'],
  },
] as const;

describe('top navigation', () => {
  it(
    'reaches every destination and highlights the current link',
    async () => {
      const page = await open('/');
      const mainNav = page.getByRole('navigation', { name: 'Main' });
      expect(await mainNav.getByRole('link').allTextContents()).toEqual(NAV_DESTINATIONS.map((d) => d.label));

      for (const destination of NAV_DESTINATIONS) {
        const link = mainNav.getByRole('link', { name: destination.label, exact: true });
        await link.click();
        await waitForPath(page, destination.path);
        await expectSingleH1(page, destination.h1);
        await expectAttribute(link, 'aria-current', 'page');
        expect(await mainNav.locator('[aria-current="page"]').count()).toBe(1);
      }
    },
    TEST_TIMEOUT,
  );

  it(
    'has footer links to the privacy policy and terms',
    async () => {
      const page = await open('/about');
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('link', { name: 'Privacy' }).click();
      await waitForPath(page, '/privacy');
      await expectSingleH1(page, 'Privacy Policy');
      await footer.getByRole('link', { name: 'Terms' }).click();
      await waitForPath(page, '/tms');
      await expectSingleH1(page, 'Terms of Service');
    },
    TEST_TIMEOUT,
  );
});

describe('mobile drawer (390×844)', () => {
  it(
    'replaces the link bar with a menu button that opens a focus-trapping drawer',
    async () => {
      const page = await open('/', { viewport: MOBILE });
      const menuButton = page.getByRole('button', { name: 'Open menu' });
      const dialog = page.getByRole('dialog', { name: 'Menu' });

      expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
      expect(await menuButton.isVisible()).toBe(true);
      expect(await menuButton.getAttribute('aria-expanded')).toBe('false');

      await menuButton.click();
      await dialog.waitFor({ state: 'visible' });
      await expectAttribute(menuButton, 'aria-expanded', 'true');
      expect(await dialog.getAttribute('aria-modal')).toBe('true');
      expect(await dialog.getByRole('link').allTextContents()).toEqual(NAV_DESTINATIONS.map((d) => d.label));
      expect(await focusIsInside(page, '[role="dialog"]')).toBe(true);

      // More presses than focusable items: focus must wrap, never escape.
      for (let i = 0; i < 12; i += 1) {
        await page.keyboard.press('Tab');
        expect(await focusIsInside(page, '[role="dialog"]')).toBe(true);
      }
      for (let i = 0; i < 12; i += 1) {
        await page.keyboard.press('Shift+Tab');
        expect(await focusIsInside(page, '[role="dialog"]')).toBe(true);
      }
    },
    TEST_TIMEOUT,
  );

  it(
    'closes on Escape and gives focus back to the menu button',
    async () => {
      const page = await open('/', { viewport: MOBILE });
      const menuButton = page.getByRole('button', { name: 'Open menu' });
      const dialog = page.getByRole('dialog', { name: 'Menu' });

      await menuButton.click();
      await dialog.waitFor({ state: 'visible' });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await expectAttribute(menuButton, 'aria-expanded', 'false');
      expect(await menuButton.evaluate((element) => element === document.activeElement)).toBe(true);
    },
    TEST_TIMEOUT,
  );

  it(
    'closes and navigates when a link is chosen',
    async () => {
      const page = await open('/', { viewport: MOBILE });
      const dialog = page.getByRole('dialog', { name: 'Menu' });

      await page.getByRole('button', { name: 'Open menu' }).click();
      await dialog.getByRole('link', { name: 'About', exact: true }).click();
      await waitForPath(page, '/about');
      await dialog.waitFor({ state: 'hidden' });
      await expectSingleH1(page, 'About Truth or Dare');
    },
    TEST_TIMEOUT,
  );

  it(
    'closes when the backdrop is clicked',
    async () => {
      const page = await open('/', { viewport: MOBILE });
      const dialog = page.getByRole('dialog', { name: 'Menu' });

      await page.getByRole('button', { name: 'Open menu' }).click();
      await dialog.waitFor({ state: 'visible' });
      // The panel slides in from the right; the left edge is bare backdrop.
      await page.mouse.click(20, MOBILE.height / 2);
      await dialog.waitFor({ state: 'hidden' });
      expect(new URL(page.url()).pathname).toBe('/');
    },
    TEST_TIMEOUT,
  );
});

describe('not-found screen', () => {
  it(
    'shows Page Not Found with links home and to contact',
    async () => {
      const page = await open('/no-such-page');
      await expectSingleH1(page, 'Page Not Found');
      expect(await page.title()).toBe('Page Not Found · Truth or Dare');

      const main = page.getByRole('main');
      expect(await main.getByRole('link', { name: 'Home', exact: true }).getAttribute('href')).toBe('/');
      expect(await main.getByRole('link', { name: 'Contact', exact: true }).getAttribute('href')).toBe('/contact');

      await main.getByRole('link', { name: 'Contact', exact: true }).click();
      await waitForPath(page, '/contact');
      await expectSingleH1(page, 'Contact Us');
    },
    TEST_TIMEOUT,
  );
});

describe('static pages', () => {
  for (const staticPage of STATIC_PAGES) {
    it(
      `${staticPage.path} shows "${staticPage.h1}" and its key facts`,
      async () => {
        const page = await open(staticPage.path);
        await expectSingleH1(page, staticPage.h1);
        expect(await page.title()).toBe(`${staticPage.h1} · Truth or Dare`);
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description?.length ?? 0).toBeGreaterThan(40);

        const text = await mainText(page);
        for (const phrase of staticPage.phrases) expect(text).toContain(phrase);
      },
      TEST_TIMEOUT,
    );
  }

  it(
    'contact links to the support address',
    async () => {
      const page = await open('/contact');
      const link = page.getByRole('main').getByRole('link', { name: 'support@truthordare.example' });
      expect(await link.getAttribute('href')).toBe('mailto:support@truthordare.example');
      expect(await page.getByText('Location: Online Only', { exact: true }).isVisible()).toBe(true);
    },
    TEST_TIMEOUT,
  );

  it(
    "disclaimer's Return to Game goes home",
    async () => {
      const page = await open('/disclaimer');
      await page.getByRole('link', { name: 'Return to Game' }).click();
      await waitForPath(page, '/');
      await expectSingleH1(page, 'Truth or Dare');
    },
    TEST_TIMEOUT,
  );
});

describe('scroll to top on navigation', () => {
  for (const reducedMotion of ['no-preference', 'reduce'] as const) {
    it(
      `returns to the top after a footer link (reduced motion: ${reducedMotion})`,
      async () => {
        const page = await open('/privacy', { viewport: { width: 390, height: 700 }, reducedMotion });
        await expectSingleH1(page, 'Privacy Policy');

        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await page.waitForFunction(() => window.scrollY > 400);

        await page.getByRole('contentinfo').getByRole('link', { name: 'Terms' }).click();
        await waitForPath(page, '/tms');
        await expectSingleH1(page, 'Terms of Service');
        // The terms page is long enough that reaching 0 can only come from the app scrolling.
        expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight * 2)).toBe(true);
        await page.waitForFunction(() => window.scrollY === 0, undefined, { timeout: 5_000 });
      },
      TEST_TIMEOUT,
    );
  }
});

describe('click sound', () => {
  it(
    'serves the generated click sound',
    async () => {
      const page = await e2e.newPage();
      const response = await page.request.get(url('/click.wav'));
      expect(response.status()).toBe(200);
      const body = await response.body();
      expect(body.subarray(0, 4).toString('ascii')).toBe('RIFF');
      expect(body.subarray(8, 12).toString('ascii')).toBe('WAVE');
    },
    TEST_TIMEOUT,
  );

  it(
    'remembers the sound toggle across reloads and stays silent while muted',
    async () => {
      const page = await e2e.newPage();
      await countClickSounds(page);
      await page.goto(url('/'));
      await waitForHydration(page);
      const toggle = page.getByRole('button', { name: /Sound/ });
      const heading = page.getByRole('heading', { level: 1 });

      expect(await toggle.getAttribute('aria-pressed')).toBe('true');
      await heading.click();
      await expect.poll(() => clickSoundPlays(page)).toBe(1);

      await toggle.click();
      await expectAttribute(toggle, 'aria-pressed', 'false');
      expect(await page.evaluate(() => localStorage.getItem('sound_muted'))).toBe('true');

      await page.reload();
      await waitForHydration(page);
      expect(await toggle.getAttribute('aria-pressed')).toBe('false');
      expect(await toggle.textContent()).toContain('Sound off');
      await heading.click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
      await waitForPath(page, '/about');
      expect(await clickSoundPlays(page)).toBe(0);

      await toggle.click();
      await expectAttribute(toggle, 'aria-pressed', 'true');
      await page.reload();
      await waitForHydration(page);
      expect(await toggle.getAttribute('aria-pressed')).toBe('true');
      expect(await page.evaluate(() => localStorage.getItem('sound_muted'))).toBe('false');
    },
    TEST_TIMEOUT,
  );
});

describe('accessibility', () => {
  const pages = [
    { path: '/', h1: 'Truth or Dare' },
    ...STATIC_PAGES.map(({ path, h1 }) => ({ path, h1 })),
    { path: '/no-such-page', h1: 'Page Not Found' },
  ];

  for (const { path, h1 } of pages) {
    it(
      `${path} has no axe violations`,
      async () => {
        const page = await open(path);
        await expectSingleH1(page, h1);
        await e2e.expectNoA11yViolations(page);
      },
      TEST_TIMEOUT,
    );
  }

  it(
    'the open mobile drawer has no axe violations',
    async () => {
      const page = await open('/', { viewport: MOBILE });
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).waitFor({ state: 'visible' });
      await e2e.expectNoA11yViolations(page);
    },
    TEST_TIMEOUT,
  );

  it(
    'starts with a skip link that moves focus to the main content',
    async () => {
      const page = await open('/about');
      await expectSingleH1(page, 'About Truth or Dare');
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      expect(await skip.evaluate((element) => element === document.activeElement)).toBe(true);
      expect(await skip.isVisible()).toBe(true);
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.activeElement?.id === 'main-content');
    },
    TEST_TIMEOUT,
  );
});

// Last on purpose: it covers every page the tests above opened (CSP violations show up here too).
describe('page health', () => {
  it('no page reported an uncaught error or a console error', () => {
    // The not-found page answers HTTP 404 (for search engines); the browser logs that status.
    const notFoundStatus =
      /^console error on [^ ]+\/no-such-page: Failed to load resource: the server responded with a status of 404/;
    expect(e2e.pageErrors().filter((error) => !notFoundStatus.test(error))).toEqual([]);
  });
});
