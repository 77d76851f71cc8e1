import {
  isBlogPost,
  parseBlogPostList,
  type BlogPost,
  type BlogPostSummary,
} from '@truth-or-dare/room-protocol/site-content';
import { useEffect, useState } from 'react';
import { useInitialData } from '../../app/initial-data';

export type Loadable<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed' };

/**
 * Every post, newest first: from the server-rendered page's data when there is some (so the
 * first render matches the HTML), otherwise fetched from `GET /api/blogs`.
 */
export function useBlogPosts(): Loadable<readonly BlogPostSummary[]> {
  const initial = useInitialData().blogPosts;
  const [state, setState] = useState<Loadable<readonly BlogPostSummary[]>>(
    initial ? { status: 'ready', value: initial } : { status: 'loading' },
  );
  useEffect(() => {
    if (initial) return;
    let live = true;
    fetchJson('/api/blogs')
      .then((body) => {
        const posts = parseBlogPostList(body);
        if (live) setState(posts ? { status: 'ready', value: posts } : { status: 'failed' });
      })
      .catch(() => {
        if (live) setState({ status: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [initial]);
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

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`status ${response.status}`);
  return response.json();
}
