import {
  isBlogPost,
  loadBlogListing,
  parseBlogPostList,
  type BlogListing,
  type BlogPost,
} from '@truth-or-dare/room-protocol/site-content';
import type { Locale } from '@truth-or-dare/prompt-banks/languages';
import { useEffect, useState } from 'react';
import { useInitialData } from '../../app/initial-data';
import { usePageLocale } from '../../i18n/page-locale';

export type Loadable<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed' };

/**
 * The posts in the page's language, newest first, or the English ones while that language has
 * none: from the server-rendered page's data when there is some (so the first render matches the
 * HTML), otherwise fetched from `GET /api/blogs?language=`.
 */
export function useBlogPosts(): Loadable<BlogListing> {
  const initial = useInitialData().blogPosts;
  const locale = usePageLocale();
  const [state, setState] = useState<Loadable<BlogListing>>(
    initial ? { status: 'ready', value: initial } : { status: 'loading' },
  );
  useEffect(() => {
    if (initial) return;
    let live = true;
    loadBlogListing(locale, listPosts)
      .then((listing) => {
        if (live) setState({ status: 'ready', value: listing });
      })
      .catch(() => {
        if (live) setState({ status: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [initial, locale]);
  return state;
}

/** One post by slug; `value` null means there is no such post (the page shows 'Blog not found.'). */
export function useBlogPost(slug: string): Loadable<BlogPost | null> {
  const initial = useInitialData().blogPost;
  const fromServer = initial && initial.slug === slug ? initial.post : undefined;
  const [state, setState] = useState<{ slug: string; loadable: Loadable<BlogPost | null> }>(() => ({
    slug,
    loadable: fromServer === undefined ? { status: 'loading' } : { status: 'ready', value: fromServer },
  }));
  useEffect(() => {
    if (fromServer !== undefined) return;
    let live = true;
    fetch(`/api/blogs/${encodeURIComponent(slug)}`, { headers: { accept: 'application/json' } })
      .then(async (response) => {
        if (response.status === 404) return null;
        if (!response.ok) throw new Error(`status ${response.status}`);
        const body: unknown = await response.json();
        if (!isBlogPost(body)) throw new Error('unexpected answer');
        return body;
      })
      .then((post) => {
        if (live) setState({ slug, loadable: { status: 'ready', value: post } });
      })
      .catch(() => {
        if (live) setState({ slug, loadable: { status: 'failed' } });
      });
    return () => {
      live = false;
    };
  }, [slug, fromServer]);
  if (fromServer !== undefined) return { status: 'ready', value: fromServer };
  return state.slug === slug ? state.loadable : { status: 'loading' };
}

/** One language's posts, newest first. */
async function listPosts(language: Locale) {
  const response = await fetch(`/api/blogs?language=${encodeURIComponent(language)}`, {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`status ${response.status}`);
  const posts = parseBlogPostList(await response.json());
  if (!posts) throw new Error('unexpected answer');
  return posts;
}
