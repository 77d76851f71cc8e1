import type { I18n } from '@lingui/core';
import type { BlogPost, BlogPostSummary } from '@truth-or-dare/room-protocol';
import { screen, within } from '../../testing/render';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { routes } from '../../app/routes';
import { createRequestI18n } from '../../i18n/server-i18n';
import { headMeta, jsonLd } from '../../testing/render-app';
import {
  CLASSIC_POST,
  ENGLISH_LISTING,
  POSTS,
  hydrateServerRender,
  json,
  renderBlogApp,
  stubFetch,
} from './blog-test-helpers';

// The blog in the reader's language (docs/api.md#blog): each page lists its language's posts, and
// a post names and links its versions in other languages.

const ORIGIN = 'https://truthordare.example';

let spanish: I18n;
beforeAll(async () => {
  spanish = await createRequestI18n('es');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const SPANISH_POST: BlogPostSummary = {
  id: 7,
  slug: '80-preguntas-clasicas',
  title: '80 preguntas clásicas',
  summary: 'Cuarenta verdades y cuarenta retos.',
  image: '/images/blog/classic-truth-or-dare-80-questions.svg',
  date: '2026-11-02',
  language: 'es',
  translationOf: 1,
};

/** The classic post with its Spanish and French versions. */
const TRANSLATED_CLASSIC: BlogPost = {
  ...CLASSIC_POST,
  translations: [
    { language: 'es', slug: '80-preguntas-clasicas' },
    { language: 'fr', slug: '80-questions-classiques' },
  ],
};

const alternates = () =>
  // eslint-disable-next-line testing-library/no-node-access -- the head is not page content: no query reaches it.
  Array.from(document.head.querySelectorAll('link[rel="alternate"]'), (link) => [
    link.getAttribute('hreflang'),
    link.getAttribute('href'),
  ]);

describe('the blog list in a language', () => {
  it("lists the page language's posts, asking the API for that language", async () => {
    const { calls } = stubFetch({ '/api/blogs?language=es': () => json(200, [SPANISH_POST]) });
    renderBlogApp('/blogs', {}, spanish);
    const list = await screen.findByRole('list', { name: 'Artículos' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent)).toEqual([
      '80 preguntas clásicas',
    ]);
    // The page speaks the post's language: no lang of its own.
    expect(within(cards[0] as HTMLElement).getByRole('heading', { level: 2 })).not.toHaveAttribute('lang');
    expect(screen.queryByRole('note')).toBeNull();
    expect(calls).toEqual(['/api/blogs?language=es']);
  });

  it('lists the English posts under a note in its own words while the language has none', async () => {
    const { calls } = stubFetch({
      '/api/blogs?language=es': () => json(200, []),
      '/api/blogs?language=en': () => json(200, POSTS),
    });
    renderBlogApp('/blogs', {}, spanish);
    const list = await screen.findByRole('list', { name: 'Artículos' });
    expect(screen.getByRole('note').textContent).toBe(
      'Los artículos en español ya vienen en camino. Mientras tanto, aquí tienes los que tenemos en inglés.',
    );
    const cards = within(list).getAllByRole('article');
    expect(cards).toHaveLength(5);
    // The English titles and summaries are marked as English for screen readers.
    const title = within(cards[0] as HTMLElement).getByRole('heading', { level: 2 });
    expect([title.textContent, title.getAttribute('lang'), title.getAttribute('dir')]).toEqual([
      POSTS[0]?.title,
      'en',
      'ltr',
    ]);
    expect(calls).toEqual(['/api/blogs?language=es', '/api/blogs?language=en']);
  });

  it('asks for English only once on an English page, with no note', async () => {
    const { calls } = stubFetch({ '/api/blogs?language=en': () => json(200, POSTS) });
    renderBlogApp('/blogs');
    await screen.findByRole('list', { name: 'Posts' });
    expect(screen.queryByRole('note')).toBeNull();
    expect(calls).toEqual(['/api/blogs?language=en']);
  });

  it('shows the home grid in the page language too', async () => {
    stubFetch({ '/api/blogs?language=es': () => json(200, [SPANISH_POST]) });
    renderBlogApp('/', {}, spanish);
    const section = await screen.findByRole('region', { name: 'Del blog' });
    expect(await within(section).findByRole('heading', { level: 3 })).toHaveTextContent('80 preguntas clásicas');
  });

  it('hydrates a server-rendered Spanish list of English posts without a mismatch or a request', async () => {
    const { calls } = stubFetch({});
    const initialData = { origin: ORIGIN, blogPosts: ENGLISH_LISTING };
    const app = () => (
      <AppProviders i18n={spanish} initialData={initialData}>
        <RouterProvider router={createMemoryRouter(routes, { initialEntries: ['/blogs'] })} />
      </AppProviders>
    );
    const { html, recoverable, consoleErrors } = await hydrateServerRender(app);
    expect(html).toContain('Los artículos en español ya vienen en camino.');
    expect(recoverable).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(calls).toEqual([]);
  });
});

describe('a post and its translations', () => {
  it('names every version as a hreflang alternate, English as x-default, its own address as canonical', async () => {
    stubFetch({});
    renderBlogApp(`/blog/${CLASSIC_POST.slug}`, {
      origin: ORIGIN,
      blogPost: { slug: CLASSIC_POST.slug, post: TRANSLATED_CLASSIC },
    });
    await screen.findByRole('article');
    expect(alternates()).toEqual([
      ['en', `${ORIGIN}/blog/${CLASSIC_POST.slug}`],
      ['es', `${ORIGIN}/es/blog/80-preguntas-clasicas`],
      ['fr', `${ORIGIN}/fr/blog/80-questions-classiques`],
      ['x-default', `${ORIGIN}/blog/${CLASSIC_POST.slug}`],
    ]);
    expect(headMeta('link[rel="canonical"]')).toBe(`${ORIGIN}/blog/${CLASSIC_POST.slug}`);
  });

  it('links to the other versions, each in the words of the page', async () => {
    stubFetch({});
    renderBlogApp(`/blog/${CLASSIC_POST.slug}`, { blogPost: { slug: CLASSIC_POST.slug, post: TRANSLATED_CLASSIC } });
    const versions = within(await screen.findByRole('list', { name: 'Other languages' }));
    expect(
      versions
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('hreflang')]),
    ).toEqual([
      ['Read in Spanish', '/es/blog/80-preguntas-clasicas', 'es'],
      ['Read in French', '/fr/blog/80-questions-classiques', 'fr'],
    ]);
  });

  it('offers "Read in English" on a translation, and keeps its canonical in Spanish on an English page', async () => {
    const post: BlogPost = {
      ...SPANISH_POST,
      content: 'Léelas en voz alta.',
      translations: [{ language: 'en', slug: CLASSIC_POST.slug }],
    };
    stubFetch({});
    renderBlogApp(`/blog/${post.slug}`, { origin: ORIGIN, blogPost: { slug: post.slug, post } });
    const article = await screen.findByRole('article');
    const link = within(article).getByRole('link', { name: 'Read in English' });
    expect(link.getAttribute('href')).toBe(`/blog/${CLASSIC_POST.slug}`);
    // The Spanish words on an English page say so.
    const title = within(article).getByRole('heading', { level: 1 });
    expect([title.getAttribute('lang'), title.getAttribute('dir')]).toEqual(['es', 'ltr']);
    expect(within(article).getByText('Léelas en voz alta.')).toHaveAttribute('lang', 'es');
    expect(headMeta('link[rel="canonical"]')).toBe(`${ORIGIN}/es/blog/80-preguntas-clasicas`);
    expect(alternates()).toEqual([
      ['en', `${ORIGIN}/blog/${CLASSIC_POST.slug}`],
      ['es', `${ORIGIN}/es/blog/80-preguntas-clasicas`],
      ['x-default', `${ORIGIN}/blog/${CLASSIC_POST.slug}`],
    ]);
    expect(jsonLd()).toMatchObject({
      inLanguage: 'es',
      mainEntityOfPage: { '@id': `${ORIGIN}/es/blog/80-preguntas-clasicas` },
    });
  });

  it('names the languages in the words of a Spanish page', async () => {
    stubFetch({});
    renderBlogApp(
      `/blog/${CLASSIC_POST.slug}`,
      { blogPost: { slug: CLASSIC_POST.slug, post: TRANSLATED_CLASSIC } },
      spanish,
    );
    const versions = within(await screen.findByRole('list', { name: 'Otros idiomas' }));
    expect(versions.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Léelo en español',
      'Léelo en francés',
    ]);
  });

  it('names only itself, with no links, when it has no translation', async () => {
    stubFetch({});
    renderBlogApp(`/blog/${CLASSIC_POST.slug}`, {
      origin: ORIGIN,
      blogPost: { slug: CLASSIC_POST.slug, post: CLASSIC_POST },
    });
    await screen.findByRole('article');
    expect(screen.queryByRole('list', { name: 'Other languages' })).toBeNull();
    expect(alternates()).toEqual([
      ['en', `${ORIGIN}/blog/${CLASSIC_POST.slug}`],
      ['x-default', `${ORIGIN}/blog/${CLASSIC_POST.slug}`],
    ]);
  });
});
