import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useE2E } from './harness';

// The blog against the real API and its seeded posts: the list, a post, an unknown slug and the
// home page's grid, on a phone and on a desktop, each checked with axe; then the posts in Spanish,
// each named by its English original, and a new post and its translation published in the admin.

const TEST_TIMEOUT = 60_000;
const VIEWPORTS = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const;

/** The seeded posts, newest first (as /blogs lists them). */
const SEEDED = [
  {
    id: 5,
    slug: 'truth-or-dare-next-level-scenarios',
    title: 'Next-Level Truth or Dare: Video Calls, Holidays, Work and Road Trips',
    date: '8 September 2026',
  },
  {
    id: 4,
    slug: 'truth-or-dare-questions-mild-and-spicy',
    title: '60 Truth or Dare Questions, From Mild to Spicy',
    date: '14 July 2026',
  },
  {
    id: 3,
    slug: 'truth-or-dare-questions-for-couples',
    title: '30 Truth or Dare Questions for Couples: Flirty, Warm, Adults Only',
    date: '2 June 2026',
  },
  {
    id: 2,
    slug: 'truth-or-dare-questions-for-teens',
    title: '40 Truth or Dare Questions for Teens: Silly, Safe and Strictly PG',
    date: '21 April 2026',
  },
  {
    id: 1,
    slug: 'classic-truth-or-dare-80-questions',
    title: '80 Classic Truth or Dare Questions for Any Party',
    date: '10 March 2026',
  },
] as const;

/** The built-in posts and their translations (apps/api/src/blog/seed-posts). */
const SEED_POSTS = join(import.meta.dirname, '../../api/src/blog/seed-posts');

const e2e = useE2E();
const { url } = e2e;

async function open(path: string, viewport: { width: number; height: number }): Promise<Page> {
  const page = await e2e.newPage({ viewport });
  await page.goto(url(path));
  return page;
}

async function noSidewaysScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

function cardsIn(scope: Locator): Locator {
  return scope.getByRole('article');
}

async function cardTitles(cards: Locator, level: 2 | 3): Promise<string[]> {
  return cards.getByRole('heading', { level }).allTextContents();
}

describe.each(VIEWPORTS)('blog on a %s', (_name, viewport) => {
  it(
    '/blogs lists the five seeded posts newest first, each card leading to its post',
    async () => {
      const page = await open('/blogs', viewport);
      await page.getByRole('heading', { level: 1, name: 'Truth or Dare Blog', exact: true }).waitFor();
      expect(await page.title()).toBe('Truth or Dare Blog · Truth or Dare');

      const list = page.getByRole('list', { name: 'Posts' });
      const cards = cardsIn(list);
      await expect.poll(() => cards.count()).toBe(5);
      expect(await cardTitles(cards, 2)).toEqual(SEEDED.map((post) => post.title));
      expect(await cards.locator('time').allTextContents()).toEqual(SEEDED.map((post) => post.date));
      const links = cards.getByRole('link', { name: /^Read More/ });
      expect(await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')))).toEqual(
        SEEDED.map((post) => `/blog/${post.slug}`),
      );
      // Seen: 'Read More →'; heard: 'Read More: {title}'.
      expect(
        await links
          .first()
          .evaluate((element) =>
            Array.from(element.childNodes, (node) =>
              node instanceof Element && node.matches('.blog-visually-hidden') ? '' : node.textContent,
            ).join(''),
          ),
      ).toBe('Read More →');

      // Pictures keep their space while loading (width/height) and only the first loads at once.
      const images = cards.locator('img');
      expect(
        await images.evaluateAll((elements) =>
          elements.map((element) => [
            element.getAttribute('width'),
            element.getAttribute('height'),
            element.getAttribute('loading'),
          ]),
        ),
      ).toEqual(SEEDED.map((_post, index) => ['1200', '630', index === 0 ? 'eager' : 'lazy']));
      const first = await images.first().boundingBox();
      expect(first && Math.abs(first.width / first.height - 1200 / 630)).toBeLessThan(0.02);
      expect(await noSidewaysScroll(page)).toBe(true);
      await e2e.expectNoA11yViolations(page);

      await cards
        .nth(4)
        .getByRole('link', { name: /^Read More/ })
        .click();
      await page.waitForURL((current) => current.pathname === '/blog/classic-truth-or-dare-80-questions');
      await page.getByRole('heading', { level: 1, name: SEEDED[4].title }).waitFor();
    },
    TEST_TIMEOUT,
  );

  it(
    '/blog/classic-truth-or-dare-80-questions shows the whole post with its 80 questions',
    async () => {
      const page = await open('/blog/classic-truth-or-dare-80-questions', viewport);
      const article = page.getByRole('article');
      await article.getByRole('heading', { level: 1, name: SEEDED[4].title }).waitFor();
      expect(await page.title()).toBe(`${SEEDED[4].title} · Truth or Dare`);
      expect(await article.locator('time').textContent()).toBe('10 March 2026');
      expect(await article.locator('img').first().getAttribute('src')).toBe(
        '/images/blog/classic-truth-or-dare-80-questions.svg',
      );
      // 80 questions in numbered lists (plus a short list of tips).
      expect(await article.locator('ol > li').count()).toBe(80);
      expect(await article.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(1);

      // Search engines and link previews.
      expect(await page.locator('meta[property="og:type"]').getAttribute('content')).toBe('article');
      expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
        /\/blog\/classic-truth-or-dare-80-questions$/,
      );
      const data = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
      ) as Record<string, unknown>;
      expect([data['@type'], data.headline, data.datePublished]).toEqual([
        'BlogPosting',
        SEEDED[4].title,
        '2026-03-10',
      ]);

      expect(await noSidewaysScroll(page)).toBe(true);
      await e2e.expectNoA11yViolations(page);

      await page.getByRole('main').getByRole('link', { name: 'Back to the blog' }).click();
      await page.waitForURL((current) => current.pathname === '/blogs');
      await page.getByRole('heading', { level: 1, name: 'Truth or Dare Blog' }).waitFor();
    },
    TEST_TIMEOUT,
  );

  it(
    "an unknown slug shows 'Blog not found.' with a way back",
    async () => {
      const page = await open('/blog/no-such-post', viewport);
      await page.getByRole('heading', { level: 1, name: 'Blog not found.', exact: true }).waitFor();
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      await e2e.expectNoA11yViolations(page);
      await page.getByRole('main').getByRole('link', { name: 'Back to the blog' }).click();
      await page.waitForURL((current) => current.pathname === '/blogs');
    },
    TEST_TIMEOUT,
  );

  it(
    'the home page shows the first four posts between the spinner and How to Play',
    async () => {
      const page = await open('/', viewport);
      const section = page.getByRole('region', { name: 'From the Blog' });
      const cards = cardsIn(section);
      await expect.poll(() => cards.count()).toBe(4);
      expect(await cardTitles(cards, 3)).toEqual([SEEDED[4].title, SEEDED[3].title, SEEDED[2].title, SEEDED[1].title]);

      // Measured once the spinner has replaced its placeholder.
      await page.getByRole('region', { name: 'Challenge Spinner' }).waitFor();
      const order = await page.evaluate(() => {
        const top = (selector: string) => document.querySelector(selector)?.getBoundingClientRect().top ?? NaN;
        return [
          top('[aria-labelledby="home-title"]'),
          top('[aria-labelledby="home-blog-heading"]'),
          top('[aria-labelledby="how-to-play-heading"]'),
        ];
      });
      expect(order).toEqual([...order].sort((a, b) => a - b));
      const spinnerBottom = await page
        .getByRole('region', { name: 'Challenge Spinner' })
        .evaluate((element) => element.getBoundingClientRect().bottom);
      expect(spinnerBottom).toBeLessThanOrEqual(order[1] as number);
      expect(await noSidewaysScroll(page)).toBe(true);
      await e2e.expectNoA11yViolations(page);

      await section.getByRole('link', { name: 'See all posts' }).click();
      await page.waitForURL((current) => current.pathname === '/blogs');
      await page.getByRole('heading', { level: 1, name: 'Truth or Dare Blog' }).waitFor();
    },
    TEST_TIMEOUT,
  );
});

describe('posts in Spanish', () => {
  const desktop = VIEWPORTS[0][1];
  /** The built-in posts' Spanish versions, by the id of the original they translate. */
  const spanish = new Map(
    (
      JSON.parse(readFileSync(join(SEED_POSTS, 'es', 'posts.json'), 'utf8')) as {
        translationOf: number;
        slug: string;
        title: string;
      }[]
    ).map((post) => [post.translationOf, post]),
  );
  const spanishOf = (id: number) => spanish.get(id) as { slug: string; title: string };

  it(
    'lists the built-in posts in Spanish, each named as an alternate of its English original',
    async () => {
      const page = await open('/es/blogs', desktop);
      const cards = cardsIn(page.getByRole('list', { name: 'Artículos' }));
      expect(await cardTitles(cards, 2)).toEqual(SEEDED.map((post) => spanishOf(post.id).title));
      expect(await page.getByRole('note').count()).toBe(0);
      await e2e.expectNoA11yViolations(page);

      await page.goto(url(`/blog/${SEEDED[4].slug}`));
      await page.getByRole('heading', { level: 1, name: SEEDED[4].title }).waitFor();
      // Addresses under the server's PUBLIC_URL: compared by path.
      const alternate = async (hreflang: string) =>
        new URL((await page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`).getAttribute('href')) ?? '')
          .pathname;
      expect(await alternate('es')).toBe(`/es/blog/${spanishOf(1).slug}`);
      expect(await alternate('x-default')).toBe(`/blog/${SEEDED[4].slug}`);

      await page.getByRole('link', { name: 'Read in Spanish' }).click();
      await page.waitForURL((current) => current.pathname === `/es/blog/${spanishOf(1).slug}`);
      await page.getByRole('heading', { level: 1, name: spanishOf(1).title }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('es');
      expect(await page.getByRole('link', { name: 'Léelo en inglés' }).getAttribute('href')).toBe(
        `/blog/${SEEDED[4].slug}`,
      );
      await e2e.expectNoA11yViolations(page);
    },
    TEST_TIMEOUT,
  );

  it(
    "published in the admin: a new post and its Spanish translation, each on its language's list",
    async () => {
      const token = process.env.E2E_ADMIN_TOKEN;
      if (!token) throw new Error('E2E_ADMIN_TOKEN is not set: the e2e server starts the API with it.');
      const page = await e2e.newPage({ viewport: desktop });
      await page.goto(url('/admin'));
      await page.getByLabel('Admin token').fill(token);
      await page.getByRole('button', { name: 'Continue' }).click();
      const form = page.getByRole('form', { name: 'New post' });
      const publish = async (heading: string, blog: string, language: string, translationOf?: string) => {
        await form.getByLabel('Heading').fill(heading);
        await form.getByLabel('Blog').fill(blog);
        await form.getByLabel('Image').fill('/images/blog/classic-truth-or-dare-80-questions.svg');
        await form.getByLabel('Language').selectOption(language);
        if (translationOf) await form.getByLabel('Translation of (optional)').selectOption({ label: translationOf });
        const answered = page.waitForResponse(
          (response) => new URL(response.url()).pathname === '/api/blogs' && response.request().method() === 'POST',
        );
        await form.getByRole('button', { name: 'Post Blog' }).click();
        return ((await (await answered).json()) as { post: { id: number; slug: string } }).post;
      };
      const english = await publish('Truth or Dare at a Picnic', '<p>Bring a blanket and a phone.</p>', 'en');
      const created = [english];
      try {
        await page.reload();
        await page
          .getByLabel('Admin token')
          .fill(token)
          .catch(() => undefined);
        const translated = await publish(
          'Verdad o reto en un pícnic',
          '<p>Trae una manta y un celular.</p>',
          'es',
          `#${english.id} Truth or Dare at a Picnic (English)`,
        );
        created.unshift(translated);
        await page.goto(url('/es/blogs'));
        const cards = cardsIn(page.getByRole('list', { name: 'Artículos' }));
        await expect.poll(async () => (await cardTitles(cards, 2))[0]).toBe('Verdad o reto en un pícnic');
        expect(await cards.first().getByRole('link').getAttribute('href')).toBe(`/es/blog/${translated.slug}`);
        await page.goto(url(`/blog/${english.slug}`));
        expect(
          new URL((await page.locator('link[rel="alternate"][hreflang="es"]').getAttribute('href')) ?? '').pathname,
        ).toBe(`/es/blog/${translated.slug}`);
      } finally {
        // The server serves every test file: leave it with the seeded posts only (the translation first).
        for (const post of created) {
          const removed = await fetch(url(`/api/blogs/${post.id}`), {
            method: 'DELETE',
            headers: { authorization: `Bearer ${token}` },
          });
          expect(removed.status).toBe(200);
        }
      }
    },
    TEST_TIMEOUT,
  );
});

// Last on purpose: covers every page above (hydration mismatches and CSP violations show up here too).
describe('page health', () => {
  it('no page reported an uncaught error or a console error', () => {
    // The unknown slug's 404 is an answer the page shows; the browser still logs the failed request.
    const unexpected = e2e
      .pageErrors()
      .filter(
        (error) =>
          !/on \S+\/blog\/no-such-post: Failed to load resource: the server responded with a status of 404/.test(error),
      );
    expect(unexpected).toEqual([]);
  });
});
