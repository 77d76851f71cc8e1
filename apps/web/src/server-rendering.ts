import { matchRoutes } from 'react-router-dom';
import { routes } from './app/routes';

/** What the server must load before rendering a path, or null when the path is not server-rendered. */
export interface ServerRenderPlan {
  readonly blogPosts: boolean;
  readonly blogPostSlug: string | null;
}

/**
 * Pages served as complete HTML: the ones people find through search engines (home, the blog,
 * the site's text pages), the not-found page (so it answers 404), and the games and room list
 * whose first screen is the same for everyone, so they paint before their code has run. The
 * browser loads a lazy page's code before it hydrates (main.tsx). Other pages (a room, the admin)
 * are per-visitor screens and are served as the app shell.
 */
const SERVER_RENDERED = new Set([
  '',
  'blogs',
  'blog/:slug',
  'privacy',
  'tms',
  'contact',
  'about',
  'disclaimer',
  '*',
  'offline',
  'truth-or-dare-wheel',
  'rooms',
]);

export function serverRenderPlan(pathname: string): ServerRenderPlan | null {
  const matches = matchRoutes(routes, pathname);
  const leaf = matches?.at(-1);
  if (!leaf) return null;
  const path = leaf.route.index ? '' : (leaf.route.path ?? '');
  if (!SERVER_RENDERED.has(path)) return null;
  return {
    blogPosts: path === '' || path === 'blogs',
    blogPostSlug: path === 'blog/:slug' ? (leaf.params.slug ?? null) : null,
  };
}

/**
 * The source file of each page loaded lazily, by route path. The server turns it into
 * `<link rel="modulepreload">` tags (through the build manifest), so the browser fetches the
 * page's chunk alongside the entry instead of after it has run. Checked against routes.tsx by
 * server-rendering.test.ts.
 */
export const LAZY_PAGE_SOURCES: Readonly<Record<string, string>> = {
  offline: 'src/features/offline-game/offline-game-page.tsx',
  'truth-or-dare-wheel': 'src/features/challenge-spinner/spinner-page.tsx',
  'truth-or-dare-generator': 'src/features/generator/generator-page.tsx',
  ultimate: 'src/features/ultimate/ultimate-page.tsx',
  ultimatetruthordare: 'src/features/duel-game/duel-game-page.tsx',
  'draw-cards': 'src/features/draw-cards/draw-cards-page.tsx',
  'quick-play': 'src/features/quick-play/quick-play-page.tsx',
  rooms: 'src/features/online-rooms/room-list-page.tsx',
  'create-room': 'src/features/online-rooms/create-room-page.tsx',
  'rooms/:roomId': 'src/features/online-rooms/join-room-page.tsx',
  'online/:roomId': 'src/features/online-rooms/join-room-page.tsx',
  'rooms/:roomId/game': 'src/features/online-rooms/room-game-page.tsx',
  'join/:code': 'src/features/online-rooms/join-by-code-page.tsx',
  admin: 'src/features/admin/admin-page.tsx',
  unsubscribe: 'src/features/newsletter/unsubscribe-page.tsx',
};

/** The source file of the lazily loaded page at `pathname`, or null when the page is in the entry. */
export function lazyPageSource(pathname: string): string | null {
  const leaf = matchRoutes(routes, pathname)?.at(-1);
  if (!leaf?.route.lazy || leaf.route.path === undefined) return null;
  return LAZY_PAGE_SOURCES[leaf.route.path] ?? null;
}
