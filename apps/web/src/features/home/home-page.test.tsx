import { render, screen, within } from '../../testing/render';
import { MemoryRouter } from 'react-router-dom';
import type { BlogPostSummary } from '@truth-or-dare/room-protocol';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SharedUsernameProvider, useSharedUsername } from '../../app/shared-username';
import { headMeta, loadPages, metaDescription, normalisedText, renderApp } from '../../testing/render-app';
import { HomePage } from './home-page';

// The spinner is its own chunk, loaded after the page's first paint; the wheel page loads the same module.
beforeAll(() => loadPages('/truth-or-dare-wheel'));

afterEach(() => {
  vi.unstubAllGlobals();
});

/** Five posts as `GET /api/blogs` lists them: newest first. */
const POSTS: BlogPostSummary[] = [5, 4, 3, 2, 1].map((id) => ({
  id,
  slug: `post-${id}`,
  title: `Post number ${id}`,
  summary: `Summary ${id}.`,
  image: `/images/blog/post-${id}.svg`,
  date: `2026-0${id}-1${id}`,
  language: 'en',
  translationOf: null,
}));

function stubBlogApi(answer: () => Promise<Response>) {
  const fetchMock = vi.fn((input: RequestInfo | URL) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    return path === '/api/blogs' ? answer() : Promise.resolve(new Response('{}', { status: 404 }));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const TAGLINE =
  'The most fun party game – now online! Spin the wheel, pick your mode, and challenge your friends anywhere.';

describe('home page', () => {
  it('shows the title, exact tagline and its own document title', () => {
    renderApp('/');
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['Truth or Dare']);
    expect(screen.getByText(TAGLINE)).toBeTruthy();
    expect(document.title).toBe('Truth or Dare · The Party Game, Online and Offline');
    expect(metaDescription()).toMatch(/Truth or Dare/);
  });

  it('offers the five modes with their links and badges', () => {
    renderApp('/');
    const modes = within(screen.getByRole('navigation', { name: 'Game modes' })).getAllByRole('link');
    // The badge is set into the label's line; only their classes tell the two apart.
    /* eslint-disable testing-library/no-node-access */
    const summary = modes.map((link) => ({
      label: link.querySelector('.play-mode__label')?.firstChild?.textContent,
      href: link.getAttribute('href'),
      badge: link.querySelector('.play-mode__badge')?.textContent ?? null,
    }));
    /* eslint-enable testing-library/no-node-access */

    expect(summary).toEqual([
      { label: 'Play Online', href: '/rooms', badge: null },
      { label: 'Play Offline', href: '/offline', badge: null },
      { label: 'Quick Play', href: '/quick-play', badge: 'online' },
      { label: 'Draw Cards', href: '/draw-cards', badge: 'NEW' },
      { label: 'Play Ultimate', href: '/ultimate', badge: null },
    ]);
  });

  it('explains the eight rules in order', () => {
    renderApp('/');
    const section = screen.getByRole('region', { name: 'How to Play Truth or Dare' });
    const rules = within(section).getAllByRole('listitem');
    expect(rules).toHaveLength(8);
    expect(within(section).getByRole('list').tagName).toBe('OL');

    // Each card has a bold title and one sentence carrying its rule.
    const expectedPhrases = [
      ['2–9 players'],
      ['offline', 'same room', 'online'],
      ['clockwise', 'random', "'Truth or Dare?'"],
      ['no personal attacks', 'age-appropriate'],
      ['honestly', 'dare'],
      ['skip one', 'per game'],
      ['friendly and fun'],
      ['rounds you set', 'had enough'],
    ];
    rules.forEach((rule, index) => {
      expect(within(rule).getByRole('strong').textContent).toBeTruthy();
      const text = normalisedText(rule);
      for (const phrase of expectedPhrases[index] ?? []) expect(text).toContain(phrase);
    });
    expect(within(rules[6] as HTMLElement).getByText('Keep it light')).toBeTruthy();
  });

  it('clears the shared username when it opens', () => {
    function UsernameProbe() {
      return <output aria-label="username">{useSharedUsername().username}</output>;
    }
    render(
      <SharedUsernameProvider initialUsername="alice">
        <MemoryRouter>
          <HomePage />
          <UsernameProbe />
        </MemoryRouter>
      </SharedUsernameProvider>,
    );
    expect(screen.getByLabelText('username').textContent).toBe('');
  });

  it('shows the first four blog posts by id between the spinner and How to Play, with a link to all posts', async () => {
    stubBlogApi(
      async () => new Response(JSON.stringify(POSTS), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    renderApp('/');
    const section = screen.getByRole('region', { name: 'From the Blog' });
    const cards = await within(section).findAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Post number 1',
      'Post number 2',
      'Post number 3',
      'Post number 4',
    ]);
    expect(
      cards.map((card) =>
        within(card)
          .getByRole('link', { name: /^Read More/ })
          .getAttribute('href'),
      ),
    ).toEqual(['/blog/post-1', '/blog/post-2', '/blog/post-3', '/blog/post-4']);
    expect(within(cards[0] as HTMLElement).getByText('11 January 2026')).toBeTruthy();
    expect(cards.map((card) => within(card).getByRole('presentation').getAttribute('loading'))).toEqual(
      cards.map(() => 'lazy'),
    );
    expect(within(section).getByRole('link', { name: 'See all posts' }).getAttribute('href')).toBe('/blogs');

    const howToPlay = screen.getByRole('region', { name: 'How to Play Truth or Dare' });
    const hero = screen.getByRole('region', { name: 'Truth or Dare' });
    expect(hero.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(section.compareDocumentPosition(howToPlay) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    const spinner = await screen.findByRole('region', { name: 'Challenge Spinner' });
    expect(spinner.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('keeps the blog section and its link when the posts cannot be loaded', async () => {
    stubBlogApi(() => Promise.reject(new TypeError('Failed to fetch')));
    renderApp('/');
    const section = screen.getByRole('region', { name: 'From the Blog' });
    expect(await within(section).findByText('The latest posts could not be loaded.')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'See all posts' }).getAttribute('href')).toBe('/blogs');
  });

  it('declares its canonical address', () => {
    stubBlogApi(() => new Promise(() => undefined));
    renderApp('/');
    expect(headMeta('link[rel="canonical"]')).toBe('/');
  });
});
