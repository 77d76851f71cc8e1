import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './harness';

// The blog admin against the real API: a wrong token is refused (401) and asked for again; the
// right one posts a blog that then shows on /blogs and at /blog/{slug}, and deletes it again. On
// a phone and on a desktop, with axe on each view.

const TEST_TIMEOUT = 90_000;
const VIEWPORTS = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const;

/** The admin token the e2e server was started with (its ADMIN_TOKEN). */
const ADMIN_TOKEN = process.env.E2E_ADMIN_TOKEN;

const e2e = useE2E();
const { url } = e2e;

function requireAdminToken(): string {
  if (!ADMIN_TOKEN) {
    throw new Error(
      'E2E_ADMIN_TOKEN is not set: the end-to-end server must start the API with a known ADMIN_TOKEN and hand it to the tests as E2E_ADMIN_TOKEN.',
    );
  }
  return ADMIN_TOKEN;
}

async function openAdmin(viewport: { width: number; height: number }): Promise<Page> {
  const page = await e2e.newPage({ viewport });
  await page.goto(url('/admin'));
  await page.getByRole('heading', { level: 1, name: 'Blog Admin', exact: true }).waitFor();
  return page;
}

/** The toast whose title is `title` (sonner renders each in a list item with data-sonner-toast). */
async function expectToast(page: Page, title: string): Promise<void> {
  await page
    .locator('[data-sonner-toast]')
    .filter({ has: page.getByText(title, { exact: true }) })
    .first()
    .waitFor({ state: 'visible' });
}

async function signIn(page: Page, token: string): Promise<void> {
  await page.getByLabel('Admin token').fill(token);
  await page.getByRole('button', { name: 'Continue' }).click();
  await postForm(page).waitFor();
}

function postForm(page: Page): Locator {
  return page.getByRole('form', { name: 'New post' });
}

function deleteForm(page: Page): Locator {
  return page.getByRole('form', { name: 'Delete a post' });
}

async function noSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

describe.each(VIEWPORTS)('blog admin on a %s', (name, viewport) => {
  it(
    'refuses a wrong token with 401 and asks for it again, keeping the draft',
    async () => {
      const page = await openAdmin(viewport);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      expect(await page.getByLabel('Admin token').getAttribute('type')).toBe('password');
      await e2e.expectNoA11yViolations(page);

      await signIn(page, 'not-the-admin-token');
      expect(await page.evaluate(() => window.sessionStorage.getItem('admin_token'))).toBe('not-the-admin-token');
      const form = postForm(page);
      await form.getByLabel('Heading').fill(`Refused post ${name}`);
      await form.getByLabel('Blog').fill('<p>Should never be published.</p>');
      await form.getByLabel('Image').fill('/images/blog/classic-truth-or-dare-80-questions.svg');
      const answered = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/blogs' && response.request().method() === 'POST',
      );
      await form.getByRole('button', { name: 'Post Blog' }).click();
      expect((await answered).status()).toBe(401);

      const alert = page.getByRole('main').getByRole('alert');
      await alert.waitFor();
      expect(await alert.textContent()).toBe('The admin token was not accepted. Please enter it again.');
      expect(await page.evaluate(() => window.sessionStorage.getItem('admin_token'))).toBeNull();
      expect(await page.getByLabel('Admin token').evaluate((element) => element === document.activeElement)).toBe(true);
      await e2e.expectNoA11yViolations(page);

      await signIn(page, 'still-not-it');
      expect(await postForm(page).getByLabel('Heading').inputValue()).toBe(`Refused post ${name}`);
    },
    TEST_TIMEOUT,
  );

  it(
    'with the right token posts a blog that shows on /blogs and at /blog/{slug}, then deletes it',
    async () => {
      const token = requireAdminToken();
      const page = await openAdmin(viewport);
      await signIn(page, token);
      const table = page.getByRole('table');
      await table.waitFor();
      expect(await noSidewaysScroll(page)).toBe(true);
      await e2e.expectNoA11yViolations(page);

      // The forms' own checks send nothing.
      const form = postForm(page);
      await form.getByRole('button', { name: 'Post Blog' }).click();
      await expectToast(page, 'Please fill all required fields!');
      await deleteForm(page).getByRole('button', { name: 'Delete Blog' }).click();
      await expectToast(page, 'Please enter a Blog ID to delete');

      const heading = `End to end post ${name} ${Date.now()}`;
      await form.getByLabel('Heading').fill(heading);
      await form
        .getByLabel('Blog')
        .fill(
          '<p>Written by the end-to-end test.</p><h2>Three things</h2><ul><li>One</li><li>Two</li><li>Three</li></ul>',
        );
      await form.getByLabel('Image').fill('/images/blog/classic-truth-or-dare-80-questions.svg');
      await form.getByLabel('Link (optional)').fill('https://example.org/more');
      const posted = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/api/blogs' && response.request().method() === 'POST',
      );
      await form.getByRole('button', { name: 'Post Blog' }).click();
      const created = (await (await posted).json()) as { post: { id: number; slug: string } };
      await expectToast(page, 'Blog posted successfully!');
      expect(await form.getByLabel('Heading').inputValue()).toBe('');

      // The list now has it, with its id and a link to it.
      const row = table.getByRole('row').filter({ hasText: heading });
      await row.waitFor();
      expect(await row.getByRole('cell').first().textContent()).toBe(String(created.post.id));
      await row.getByRole('link', { name: created.post.slug }).click();
      await page.waitForURL((current) => current.pathname === `/blog/${created.post.slug}`);
      const article = page.getByRole('article');
      await article.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await article.getByRole('listitem').allTextContents()).toEqual(['One', 'Two', 'Three']);

      const list = await e2e.newPage({ viewport });
      await list.goto(url('/blogs'));
      await list.getByRole('list', { name: 'Posts' }).getByRole('heading', { level: 2, name: heading }).waitFor();

      // Delete it by id: gone from the list and from its address.
      await page.goto(url('/admin'));
      await postForm(page).waitFor();
      await deleteForm(page).getByLabel('Blog ID').fill(String(created.post.id));
      await deleteForm(page).getByRole('button', { name: 'Delete Blog' }).click();
      await expectToast(page, 'Blog deleted successfully!');
      await expect.poll(() => table.getByRole('row').filter({ hasText: heading }).count()).toBe(0);

      // Deleting it twice fails with the server's answer.
      await deleteForm(page).getByLabel('Blog ID').fill(String(created.post.id));
      await deleteForm(page).getByRole('button', { name: 'Delete Blog' }).click();
      await expectToast(page, 'Failed to delete blog. Server error!');

      await list.goto(url(`/blog/${created.post.slug}`));
      await list.getByRole('heading', { level: 1, name: 'Blog not found.' }).waitFor();

      // Sign out forgets the token.
      await page.getByRole('button', { name: 'Sign out' }).click();
      await page.getByLabel('Admin token').waitFor();
      expect(await page.evaluate(() => window.sessionStorage.getItem('admin_token'))).toBeNull();
    },
    TEST_TIMEOUT,
  );
});

// Last on purpose: covers every page above (CSP violations show up here too).
describe('page health', () => {
  it('no page reported an uncaught error or a console error', () => {
    // The refused token (401), the second delete and the deleted post's address (404) are answers
    // the pages show; the browser still logs each failed request as a console error.
    const unexpected = e2e
      .pageErrors()
      .filter((error) => !/Failed to load resource: the server responded with a status of (401|404)/.test(error));
    expect(unexpected).toEqual([]);
  });
});
