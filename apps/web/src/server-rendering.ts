import { matchRoutes } from 'react-router-dom';
import { routes } from './app/routes';

/** What the server must load before rendering a path, or null when the path is not server-rendered. */
export interface ServerRenderPlan {
  readonly blogPosts: boolean;
  readonly blogPostSlug: string | null;
}

/**
 * Pages served as complete HTML: the ones people find through search engines (home, the blog,
 * the site's text pages) and the not-found page (so it answers 404). Games and rooms are
 * interactive, per-player screens and are served as the app shell.
 */
const SERVER_RENDERED = new Set(['', 'blogs', 'blog/:slug', 'privacy', 'tms', 'contact', 'about', 'disclaimer', '*']);

export function serverRenderPlan(pathname: string): ServerRenderPlan | null {
  const matches = matchRoutes(routes, pathname);
  const leaf = matches?.at(-1);
  if (!leaf) return null;
  const path = leaf.route.index ? '' : (leaf.route.path ?? '');
  // A lazy route's code arrives after hydration starts, so it could not match the server's HTML.
  if (!SERVER_RENDERED.has(path) || leaf.route.lazy) return null;
  return {
    blogPosts: path === '' || path === 'blogs',
    blogPostSlug: path === 'blog/:slug' ? (leaf.params.slug ?? null) : null,
  };
}
