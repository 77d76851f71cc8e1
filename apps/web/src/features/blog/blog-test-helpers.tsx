/** Shared fakes for the blog screen tests (not a test file itself). */
import { render } from '../../testing/render';
import userEvent from '@testing-library/user-event';
import type { BlogPost, BlogPostSummary } from '@truth-or-dare/room-protocol';
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
  },
  {
    id: 4,
    slug: 'truth-or-dare-questions-mild-and-spicy',
    title: '60 Questions, From Mild to Spicy',
    summary: 'Mild and spicy.',
    image: '/images/blog/truth-or-dare-questions-mild-and-spicy.svg',
    date: '2026-07-14',
  },
  {
    id: 3,
    slug: 'truth-or-dare-questions-for-couples',
    title: '30 Questions for Couples',
    summary: 'For couples.',
    image: '/images/blog/truth-or-dare-questions-for-couples.svg',
    date: '2026-06-02',
  },
  {
    id: 2,
    slug: 'truth-or-dare-questions-for-teens',
    title: '40 Questions for Teens',
    summary: 'For teens.',
    image: '/images/blog/truth-or-dare-questions-for-teens.svg',
    date: '2026-04-21',
  },
  {
    id: 1,
    slug: 'classic-truth-or-dare-80-questions',
    title: '80 Classic Questions',
    summary: 'Forty truths and forty dares.',
    image: '/images/blog/classic-truth-or-dare-80-questions.svg',
    date: '2026-03-10',
  },
];

export const CLASSIC_POST: BlogPost = {
  ...(POSTS[4] as BlogPostSummary),
  content:
    '<p>Read them out loud, or let the <a href="/offline">offline game</a> keep track.</p><h2>40 Truth Questions</h2><ol><li>First truth?</li><li>Second truth?</li></ol><p><a href="https://example.org/" rel="noopener noreferrer nofollow">Elsewhere</a></p>',
};

export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Answers `fetch` from a table of paths; every call is recorded. Unknown paths answer 404. */
export function stubFetch(answers: Record<string, () => Response | Promise<Response>>) {
  const calls: string[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    calls.push(url.pathname);
    const answer = answers[url.pathname];
    return answer ? answer() : json(404, { error: 'Not found' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls };
}

/** The whole app at `path`, with the data a server-rendered page would hand over. */
export function renderBlogApp(path: string, initialData: InitialData = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders i18n={clientI18n} initialData={initialData}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user };
}
