/** Shared fakes for the blog screen tests (not a test file itself). */
import { act, render } from '../../testing/render';
import userEvent from '@testing-library/user-event';
import type { I18n } from '@lingui/core';
import type { BlogListing, BlogPost, BlogPostSummary } from '@truth-or-dare/room-protocol';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import type { InitialData } from '../../app/initial-data';
import { AppProviders } from '../../app/providers';
import { routes } from '../../app/routes';
import { clientI18n } from '../../i18n/client-i18n';

/** Five posts as `GET /api/blogs` lists them: newest first. */
export const POSTS: BlogPostSummary[] = [
  {
    id: 5,
    slug: 'truth-or-dare-next-level-scenarios',
    title: 'Next-Level Truth or Dare',
    summary: 'Four new editions.',
    image: '/images/blog/truth-or-dare-next-level-scenarios.svg',
    date: '2026-09-08',
    language: 'en',
    translationOf: null,
  },
  {
    id: 4,
    slug: 'truth-or-dare-questions-mild-and-spicy',
    title: '60 Questions, From Mild to Spicy',
    summary: 'Mild and spicy.',
    image: '/images/blog/truth-or-dare-questions-mild-and-spicy.svg',
    date: '2026-07-14',
    language: 'en',
    translationOf: null,
  },
  {
    id: 3,
    slug: 'truth-or-dare-questions-for-couples',
    title: '30 Questions for Couples',
    summary: 'For couples.',
    image: '/images/blog/truth-or-dare-questions-for-couples.svg',
    date: '2026-06-02',
    language: 'en',
    translationOf: null,
  },
  {
    id: 2,
    slug: 'truth-or-dare-questions-for-teens',
    title: '40 Questions for Teens',
    summary: 'For teens.',
    image: '/images/blog/truth-or-dare-questions-for-teens.svg',
    date: '2026-04-21',
    language: 'en',
    translationOf: null,
  },
  {
    id: 1,
    slug: 'classic-truth-or-dare-80-questions',
    title: '80 Classic Questions',
    summary: 'Forty truths and forty dares.',
    image: '/images/blog/classic-truth-or-dare-80-questions.svg',
    date: '2026-03-10',
    language: 'en',
    translationOf: null,
  },
];

export const CLASSIC_POST: BlogPost = {
  ...(POSTS[4] as BlogPostSummary),
  translations: [],
  content:
    '<p>Read them out loud, or let the <a href="/offline">offline game</a> keep track.</p><h2>40 Truth Questions</h2><ol><li>First truth?</li><li>Second truth?</li></ol><p><a href="https://example.org/" rel="noopener noreferrer nofollow">Elsewhere</a></p>',
};

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Answers `fetch` from a table of paths, a path with its query first (`/api/blogs?language=es`);
 * every call is recorded with its query. Unknown paths answer 404.
 */
export function stubFetch(answers: Record<string, () => Response | Promise<Response>>) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    calls.push(url.pathname + url.search);
    const answer = answers[url.pathname + url.search] ?? answers[url.pathname];
    return answer ? answer() : json(404, { error: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}

/** The five posts as a page lists them: English ones on an English page. */
export const ENGLISH_LISTING: BlogListing = { language: 'en', posts: POSTS };

/**
 * The whole app at `path`, with the data a server-rendered page would hand over, in the page
 * language of `i18n` (English by default; the router's paths carry no language prefix).
 */
export function renderBlogApp(path: string, initialData: InitialData = {}, i18n: I18n = clientI18n) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders i18n={i18n} initialData={initialData}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user };
}

/**
 * Renders `app` to HTML as the server does, then hydrates that HTML in the document with the same
 * app, as the browser does; answers the server's HTML and what went wrong while hydrating.
 */
export async function hydrateServerRender(app: () => ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(app());
  document.body.append(container);
  const html = container.innerHTML;
  const errors = vi.spyOn(console, 'error');
  const recoverable: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(container, app(), { onRecoverableError: (error) => recoverable.push(error) }),
  );
  const consoleErrors = [...errors.mock.calls];
  errors.mockRestore();
  act(() => root.unmount());
  container.remove();
  return { html, recoverable, consoleErrors };
}
