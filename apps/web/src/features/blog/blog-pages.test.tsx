import { screen, waitFor, within } from '../../testing/render';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { routes } from '../../app/routes';
import { headMeta, jsonLd, loadPages, serverHtml } from '../../testing/render-app';
import {
  CLASSIC_POST,
  ENGLISH_LISTING,
  POSTS,
  hydrateServerRender,
  json,
  renderBlogApp,
  stubFetch,
} from './blog-test-helpers';
import { clientI18n } from '../../i18n/client-i18n';

// A post links to the offline game, a lazy page.
beforeAll(() => loadPages('/offline'));

afterEach(() => {
  vi.unstubAllGlobals();
});

const ORIGIN = 'https://truthordare.example';

describe('blog list (/blogs)', () => {
  it('shows every post newest first as a card with picture, title, date and Read More', async () => {
    stubFetch({ '/api/blogs': () => json(200, POSTS) });
    renderBlogApp('/blogs');

    expect(screen.getByRole('heading', { level: 1, name: 'Truth or Dare Blog' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Loading posts...');
    const list = await screen.findByRole('list', { name: 'Posts' });
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(5);
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual(
      POSTS.map((post) => post.title),
    );

    const first = cards[0] as HTMLElement;
    expect(within(first).getByText('8 September 2026')).toHaveAttribute('datetime', '2026-09-08');
    const link = within(first).getByRole('link', { name: 'Read More: Next-Level Truth or Dare' });
    expect(link.getAttribute('href')).toBe('/blog/truth-or-dare-next-level-scenarios');
    expect(link.textContent).toBe('Read More: Next-Level Truth or Dare →');

    // The pictures are decoration (alt=""), so they have the presentation role.
    const images = cards.map((card) => within(card).getByRole('presentation'));
    expect(images.map((image) => [image.getAttribute('width'), image.getAttribute('height')])).toEqual(
      POSTS.map(() => ['1200', '630']),
    );
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy', 'lazy', 'lazy']);
    expect(images[0]?.getAttribute('src')).toBe(POSTS[0]?.image);
    expect(document.title).toBe('Truth or Dare Blog · Truth or Dare');
  });

  it('opens a post from its card', async () => {
    stubFetch({
      '/api/blogs': () => json(200, POSTS),
      '/api/blogs/classic-truth-or-dare-80-questions': () => json(200, CLASSIC_POST),
    });
    const { user, router } = renderBlogApp('/blogs');
    await user.click(await screen.findByRole('link', { name: 'Read More: 80 Classic Questions' }));
    expect(router.state.location.pathname).toBe('/blog/classic-truth-or-dare-80-questions');
    expect(await screen.findByRole('heading', { level: 1, name: '80 Classic Questions' })).toBeTruthy();
  });

  it('says so when the posts cannot be loaded', async () => {
    stubFetch({ '/api/blogs': () => json(500, { error: 'Internal server error' }) });
    renderBlogApp('/blogs');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The blog posts could not be loaded. Please try again later.',
    );
  });

  it("uses the server's data at once, without asking again, and declares canonical and Open Graph tags", () => {
    const { calls } = stubFetch({});
    renderBlogApp('/blogs', { origin: ORIGIN, blogPosts: ENGLISH_LISTING });
    expect(screen.getAllByRole('article')).toHaveLength(5);
    expect(calls).toEqual([]);
    expect(headMeta('link[rel="canonical"]')).toBe(`${ORIGIN}/blogs`);
    expect(headMeta('meta[property="og:url"]')).toBe(`${ORIGIN}/blogs`);
    expect(headMeta('meta[property="og:type"]')).toBe('website');
    expect(headMeta('meta[property="og:title"]')).toBe('Truth or Dare Blog');
    expect(headMeta('meta[property="og:site_name"]')).toBe('Truth or Dare');
    expect(headMeta('meta[name="twitter:card"]')).toBe('summary');
    expect(headMeta('meta[property="og:description"]')).toBe(headMeta('meta[name="description"]'));
  });

  it('is where the Blog link of the main navigation goes', async () => {
    stubFetch({ '/api/blogs': () => json(200, POSTS) });
    const { user, router } = renderBlogApp('/about');
    await user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Blog' }));
    expect(router.state.location.pathname).toBe('/blogs');
    expect(screen.getByRole('heading', { level: 1, name: 'Truth or Dare Blog' })).toBeTruthy();
  });
});

describe('blog post (/blog/{slug})', () => {
  it('shows the picture, title, date and the HTML content in an article, with a way back', async () => {
    stubFetch({ '/api/blogs/classic-truth-or-dare-80-questions': () => json(200, CLASSIC_POST) });
    renderBlogApp('/blog/classic-truth-or-dare-80-questions');

    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { level: 1 }).textContent).toBe('80 Classic Questions');
    expect(within(article).getByText('10 March 2026')).toHaveAttribute('datetime', '2026-03-10');
    const image = within(article).getByRole('presentation');
    expect([image.getAttribute('src'), image.getAttribute('width'), image.getAttribute('height')]).toEqual([
      CLASSIC_POST.image,
      '1200',
      '630',
    ]);
    expect(within(article).getByRole('heading', { level: 2, name: '40 Truth Questions' })).toBeTruthy();
    expect(
      within(article)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['First truth?', 'Second truth?']);

    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'All posts' }).getAttribute('href')).toBe('/blogs');
    expect(main.getByRole('link', { name: 'Back to the blog' }).getAttribute('href')).toBe('/blogs');
    expect(document.title).toBe('80 Classic Questions · Truth or Dare');
  });

  it('declares the post to search engines and link previews', async () => {
    stubFetch({});
    renderBlogApp('/blog/classic-truth-or-dare-80-questions', {
      origin: ORIGIN,
      blogPost: { slug: CLASSIC_POST.slug, post: CLASSIC_POST },
    });
    await screen.findByRole('article');

    const url = `${ORIGIN}/blog/classic-truth-or-dare-80-questions`;
    expect(headMeta('link[rel="canonical"]')).toBe(url);
    expect(headMeta('meta[property="og:url"]')).toBe(url);
    expect(headMeta('meta[property="og:type"]')).toBe('article');
    expect(headMeta('meta[property="og:title"]')).toBe('80 Classic Questions');
    expect(headMeta('meta[name="description"]')).toBe(CLASSIC_POST.summary);
    expect(headMeta('meta[property="og:image"]')).toBe(`${ORIGIN}${CLASSIC_POST.image}`);
    expect(headMeta('meta[name="twitter:card"]')).toBe('summary_large_image');

    expect(jsonLd()).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: '80 Classic Questions',
      description: CLASSIC_POST.summary,
      image: `${ORIGIN}${CLASSIC_POST.image}`,
      datePublished: '2026-03-10',
      inLanguage: 'en',
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      author: { '@type': 'Organization', name: 'Truth or Dare', url: `${ORIGIN}/` },
      publisher: { '@type': 'Organization', name: 'Truth or Dare', url: `${ORIGIN}/` },
    });
  });

  it('keeps text that could close the data block escaped', async () => {
    stubFetch({});
    const post = { ...CLASSIC_POST, title: '</script><b>x</b>' };
    const html = serverHtml(`/blog/${post.slug}`, { blogPost: { slug: post.slug, post } });
    const block = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(block).toContain('\\u003c/script>');
    expect(JSON.parse(block).headline).toBe('</script><b>x</b>');
  });

  it('follows links to this site inside the post without reloading the page', async () => {
    stubFetch({ '/api/blogs/classic-truth-or-dare-80-questions': () => json(200, CLASSIC_POST) });
    const { user, router } = renderBlogApp('/blog/classic-truth-or-dare-80-questions');
    await user.click(await screen.findByRole('link', { name: 'offline game' }));
    // The offline game is its own chunk: the move completes once it has loaded.
    await waitFor(() => expect(router.state.location.pathname).toBe('/offline'));
  });

  it("shows 'Blog not found.' with a link back for an unknown slug", async () => {
    stubFetch({ '/api/blogs/nope': () => json(404, { error: 'Blog not found.' }) });
    renderBlogApp('/blog/nope');
    expect(await screen.findByRole('heading', { level: 1, name: 'Blog not found.' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the blog' }).getAttribute('href')).toBe('/blogs');
    expect(headMeta('meta[name="robots"]')).toBe('noindex');
  });

  it('says so when the post cannot be loaded', async () => {
    stubFetch({
      '/api/blogs/classic-truth-or-dare-80-questions': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderBlogApp('/blog/classic-truth-or-dare-80-questions');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This post could not be loaded. Please try again later.',
    );
    expect(screen.getByRole('link', { name: 'Back to the blog' })).toBeTruthy();
  });
});

describe('server rendering', () => {
  it.each([
    ['/blogs', { blogPosts: ENGLISH_LISTING }],
    ['/blog/classic-truth-or-dare-80-questions', { blogPost: { slug: CLASSIC_POST.slug, post: CLASSIC_POST } }],
    ['/', { blogPosts: ENGLISH_LISTING }],
  ])('hydrates %s without a mismatch', async (path, data) => {
    const { calls } = stubFetch({});
    const initialData = { origin: ORIGIN, ...data };
    const app = () => (
      <AppProviders i18n={clientI18n} initialData={initialData}>
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
      </AppProviders>
    );
    const { html, recoverable, consoleErrors } = await hydrateServerRender(app);
    expect(html).not.toContain('Subscribe Now');
    expect(recoverable).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(calls.filter((call) => call.startsWith('/api/blogs'))).toEqual([]);
  });
});
