import { createHmac } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type NewPageOptions, useE2E } from './harness';

// The newsletter against the real API: the subscribe popup driven by Playwright's clock (opens at
// 5 s, focus in and back, Esc, a real subscription) and the unsubscribe page (no email, a bad
// email, a wrong token, and a success), on a phone and on a desktop, each checked with axe.

const TEST_TIMEOUT = 60_000;
const VIEWPORTS = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const;

/** The e2e server's APP_SECRET (see vitest.config.ts), so a test can make the token an email's link carries. */
function appSecret(): string {
  const secret = process.env.E2E_APP_SECRET;
  if (!secret) throw new Error('E2E_APP_SECRET is not set: run the end-to-end tests through e2e/vitest.config.ts.');
  return secret;
}

const e2e = useE2E();
const { url } = e2e;

/** The address each viewport's popup test subscribed, unsubscribed again by the unsubscribe tests. */
const subscribedThroughPopup = new Map<string, string>();

let addressCount = 0;
/** A fresh address for each subscription of this run. */
function freshEmail(label: string): string {
  addressCount += 1;
  return `e2e-${label}-${process.pid}-${Date.now()}-${addressCount}@example.com`;
}

/**
 * A page whose clock stands still from the start, so only the test moves it: the popup's 5 s and
 * the success's 1.5 s then pass exactly, however slow the machine.
 */
async function openPaused(path: string, options: NewPageOptions): Promise<Page> {
  const page = await e2e.newPage(options);
  await page.clock.install();
  await page.clock.pauseAt(Date.now() + 1_000);
  await page.goto(url(path));
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // The popup's timer starts once the page is live: a page the server rendered shows its heading
  // before it hydrates (its language's words load first), so wait for that before moving the clock.
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.hydrated === 'true')).toBe(true);
  return page;
}

function popupOn(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Subscribe Now' });
}

async function focusIsInside(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((sel) => document.activeElement?.closest(sel) != null, selector);
}

/** axe schedules its work on timers, so the clock runs while it checks, then stands still again. */
async function expectAccessible(page: Page): Promise<void> {
  await page.clock.resume();
  await e2e.expectNoA11yViolations(page);
  for (let attempt = 0; ; attempt += 1) {
    try {
      await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 200);
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
    }
  }
}

async function popupMessage(page: Page): Promise<string> {
  return ((await popupOn(page).getByRole('status').textContent()) ?? '').trim();
}

describe.each(VIEWPORTS)('subscribe popup on a %s', (_name, viewport) => {
  it(
    'opens at 5 s with focus inside, keeps Tab in, closes on Esc and gives focus back',
    async () => {
      const page = await openPaused('/about', { viewport, subscribePopup: true });
      const popup = popupOn(page);
      const privacy = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy' });
      await privacy.focus();

      await page.clock.runFor(4_999);
      expect(await popup.count()).toBe(0);
      await page.clock.runFor(1);
      await popup.waitFor({ state: 'visible' });
      expect(await popup.getAttribute('aria-modal')).toBe('true');
      expect(await popup.textContent()).toContain('Get updates when a new online room is created!');
      await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('email');
      expect(await focusIsInside(page, '[role="dialog"]')).toBe(true);
      await expectAccessible(page);

      for (let i = 0; i < 5; i += 1) {
        await page.keyboard.press('Tab');
        expect(await focusIsInside(page, '[role="dialog"]')).toBe(true);
      }
      for (let i = 0; i < 5; i += 1) {
        await page.keyboard.press('Shift+Tab');
        expect(await focusIsInside(page, '[role="dialog"]')).toBe(true);
      }

      await page.keyboard.press('Escape');
      await popup.waitFor({ state: 'detached' });
      expect(await privacy.evaluate((element) => element === document.activeElement)).toBe(true);

      // Closed for this session: a reload does not bring it back.
      await page.reload();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.clock.runFor(10_000);
      expect(await popup.count()).toBe(0);
    },
    TEST_TIMEOUT,
  );

  it(
    'subscribes against the real API, closes 1.5 s later and stays away',
    async () => {
      const page = await openPaused('/', { viewport, subscribePopup: true });
      const popup = popupOn(page);
      await page.clock.runFor(5_000);
      await popup.waitFor({ state: 'visible' });
      const email = popup.getByLabel('Email');

      await email.fill('not-an-email');
      await popup.getByRole('button', { name: 'Subscribe' }).click();
      await expect.poll(() => popupMessage(page)).toBe('Please enter a valid email.');

      const address = freshEmail(_name);
      await email.fill(address);
      subscribedThroughPopup.set(_name, address);
      const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/subscribe');
      await popup.getByRole('button', { name: 'Subscribe' }).click();
      expect((await answered).status()).toBe(201);
      await expect.poll(() => popupMessage(page)).toBe('✅ Subscribed successfully!');
      expect(await page.evaluate(() => window.localStorage.getItem('sub_popup_seen'))).toBe('true');

      await page.clock.runFor(1_499);
      expect(await popup.isVisible()).toBe(true);
      await page.clock.runFor(1);
      await popup.waitFor({ state: 'detached' });

      // Subscribed in this browser: never again, even in a new session of it.
      await page.evaluate(() => window.sessionStorage.clear());
      await page.reload();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.clock.runFor(10_000);
      expect(await popup.count()).toBe(0);

      // Another browser with the same address hears that it is already subscribed. (Once: the
      // API takes at most 5 subscriptions a minute from one address, and these tests share it.)
      if (_name !== 'desktop') return;
      const other = await openPaused('/about', { viewport, subscribePopup: true });
      await other.clock.runFor(5_000);
      await popupOn(other).getByLabel('Email').fill(address);
      await popupOn(other).getByRole('button', { name: 'Subscribe' }).click();
      await expect.poll(() => popupMessage(other)).toBe('❌ This email is already subscribed.');
    },
    TEST_TIMEOUT,
  );
});

describe('subscribe popup', () => {
  it(
    'does not open on the admin page, nor when the harness marks it seen',
    async () => {
      const admin = await openPaused('/admin', { subscribePopup: true });
      await admin.clock.runFor(10_000);
      expect(await popupOn(admin).count()).toBe(0);

      const marked = await openPaused('/about', {});
      await marked.clock.runFor(10_000);
      expect(await popupOn(marked).count()).toBe(0);
    },
    TEST_TIMEOUT,
  );
});

async function openUnsubscribe(query: string, viewport: { width: number; height: number }): Promise<Page> {
  const page = await e2e.newPage({ viewport });
  await page.goto(url(`/unsubscribe${query}`));
  await page.getByRole('heading', { level: 1, name: 'Unsubscribe', exact: true }).waitFor();
  return page;
}

async function unsubscribeMessage(page: Page): Promise<string> {
  return ((await page.getByRole('main').getByRole('status').textContent()) ?? '').trim();
}

async function subscribe(page: Page, email: string): Promise<void> {
  const response = await page.request.post(url('/api/subscribe'), { data: { email } });
  expect(response.status()).toBe(201);
}

describe.each(VIEWPORTS)('unsubscribe page on a %s', (_name, viewport) => {
  it(
    'explains a link without an email or with a bad one, and keeps the button disabled',
    async () => {
      const missing = await openUnsubscribe('', viewport);
      expect(await unsubscribeMessage(missing)).toBe('❌ No email to unsubscribe.');
      expect(await missing.getByRole('button', { name: 'Unsubscribe' }).isDisabled()).toBe(true);
      expect(await missing.title()).toBe('Unsubscribe · Truth or Dare');
      await e2e.expectNoA11yViolations(missing);

      const bad = await openUnsubscribe('?email=not-an-email&token=abc', viewport);
      expect(await unsubscribeMessage(bad)).toBe('❌ Invalid or missing email in URL.');
      expect(await bad.getByLabel('Email').inputValue()).toBe('not-an-email');
      expect(await bad.getByRole('button', { name: 'Unsubscribe' }).isDisabled()).toBe(true);
    },
    TEST_TIMEOUT,
  );

  it(
    "refuses a link whose token is wrong with the server's message",
    async () => {
      // The server checks the token before anything else, so the address need not be subscribed.
      const email = freshEmail(`wrong-${_name}`);
      const page = await openUnsubscribe(`?email=${encodeURIComponent(email)}&token=not-the-right-token`, viewport);
      const field = page.getByLabel('Email');
      expect(await field.inputValue()).toBe(email);
      expect(await field.getAttribute('readonly')).not.toBeNull();
      await e2e.expectNoA11yViolations(page);

      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await expect.poll(() => unsubscribeMessage(page)).toBe('❌ This unsubscribe link is not valid.');
      expect(await page.getByRole('button', { name: 'Unsubscribe' }).isEnabled()).toBe(true);
    },
    TEST_TIMEOUT,
  );

  it(
    'unsubscribes (sending the email and token of the link)',
    async () => {
      const page = await e2e.newPage({ viewport });
      // Preferably the address this viewport's popup test subscribed: subscribe, then unsubscribe.
      let email = subscribedThroughPopup.get(_name) ?? '';
      if (!email) {
        email = freshEmail(`ok-${_name}`);
        await subscribe(page, email);
      }
      // The real link: the server's HMAC of the address.
      const token = createHmac('sha256', appSecret()).update(email.trim().toLowerCase(), 'utf8').digest('base64url');
      await page.goto(url(`/unsubscribe?email=${encodeURIComponent(email)}&token=${encodeURIComponent(token)}`));
      await page.getByRole('heading', { level: 1, name: 'Unsubscribe', exact: true }).waitFor();

      const request = page.waitForRequest((candidate) => new URL(candidate.url()).pathname === '/api/unsubscribe');
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      const sent = await request;
      expect(sent.method()).toBe('DELETE');
      expect(sent.postDataJSON()).toEqual({ email, token });
      await expect.poll(() => unsubscribeMessage(page)).toBe('✅ You have been unsubscribed.');
      expect(await page.getByRole('button', { name: 'Unsubscribe' }).isDisabled()).toBe(true);
      await e2e.expectNoA11yViolations(page);

      // Really gone: the same link now finds no subscription.
      await page.reload();
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await expect.poll(() => unsubscribeMessage(page)).toBe('❌ This email is not subscribed.');
    },
    TEST_TIMEOUT,
  );
});

// Last on purpose: covers every page above (CSP violations show up here too).
describe('page health', () => {
  it('no page reported an uncaught error or a console error', () => {
    // A refused unsubscribe link (403), an address no longer subscribed (404) and one already
    // subscribed (409) are answers the pages show; the browser still logs each failed request.
    const unexpected = e2e
      .pageErrors()
      .filter((error) => !/Failed to load resource: the server responded with a status of (403|404|409)/.test(error));
    expect(unexpected).toEqual([]);
  });
});
