import { ROUTE_PATTERNS, splitLocalePath } from '@truth-or-dare/room-protocol/site-content';
import { matchRoutes } from 'react-router-dom';
import { routes } from './app/routes';
import { entryCatalogSources } from './i18n/catalogs';

/** What the server must load before rendering a path, or null when the path is not server-rendered. */
export interface ServerRenderPlan {
  readonly blogPosts: boolean;
  readonly blogPostSlug: string | null;
}

/** The home page is the router's index route, the not-found page its catch-all. */
const HOME_ROUTE = '';
const NOT_FOUND_ROUTE = '*';

/**
 * Pages served as complete HTML: the ones people find through search engines (home, the blog,
 * the site's text pages), the not-found page (so it answers 404), and the games and room list
 * whose first screen is the same for everyone, so they paint before their code has run. The
 * browser loads a lazy page's code before it hydrates (main.tsx). Other pages (a room, the admin)
 * are per-visitor screens and are served as the app shell.
 */
const SERVER_RENDERED = new Set<string>([
  HOME_ROUTE,
  ROUTE_PATTERNS.blogs,
  ROUTE_PATTERNS.blogPost,
  ROUTE_PATTERNS.privacy,
  ROUTE_PATTERNS.terms,
  ROUTE_PATTERNS.contact,
  ROUTE_PATTERNS.about,
  ROUTE_PATTERNS.disclaimer,
  NOT_FOUND_ROUTE,
  ROUTE_PATTERNS.offline,
  ROUTE_PATTERNS.spinner,
  ROUTE_PATTERNS.rooms,
]);

export function serverRenderPlan(pathname: string): ServerRenderPlan | null {
  const matches = matchRoutes(routes, splitLocalePath(pathname).path);
  const leaf = matches?.at(-1);
  if (!leaf) return null;
  const path = leaf.route.index ? HOME_ROUTE : (leaf.route.path ?? '');
  if (!SERVER_RENDERED.has(path)) return null;
  return {
    blogPosts: path === HOME_ROUTE || path === ROUTE_PATTERNS.blogs,
    blogPostSlug: path === ROUTE_PATTERNS.blogPost ? (leaf.params.slug ?? null) : null,
  };
}

/**
 * The source file of each page loaded lazily, by route path. The server turns it into
 * `<link rel="modulepreload">` tags (through the build manifest), so the browser fetches the
 * page's chunk alongside the entry instead of after it has run. Checked against routes.tsx by
 * server-rendering.test.ts.
 */
export const LAZY_PAGE_SOURCES: Readonly<Record<string, string>> = {
  [ROUTE_PATTERNS.offline]: 'src/features/offline-game/offline-game-page.tsx',
  [ROUTE_PATTERNS.spinner]: 'src/features/challenge-spinner/spinner-page.tsx',
  [ROUTE_PATTERNS.generator]: 'src/features/generator/generator-page.tsx',
  [ROUTE_PATTERNS.ultimate]: 'src/features/ultimate/ultimate-page.tsx',
  [ROUTE_PATTERNS.duel]: 'src/features/duel-game/duel-game-page.tsx',
  [ROUTE_PATTERNS.drawCards]: 'src/features/draw-cards/draw-cards-page.tsx',
  [ROUTE_PATTERNS.quickPlay]: 'src/features/quick-play/quick-play-page.tsx',
  [ROUTE_PATTERNS.rooms]: 'src/features/online-rooms/list/room-list-page.tsx',
  [ROUTE_PATTERNS.createRoom]: 'src/features/online-rooms/create/create-room-page.tsx',
  [ROUTE_PATTERNS.room]: 'src/features/online-rooms/join/join-room-page.tsx',
  [ROUTE_PATTERNS.online]: 'src/features/online-rooms/join/join-room-page.tsx',
  [ROUTE_PATTERNS.roomGame]: 'src/features/online-rooms/game/room-game-page.tsx',
  [ROUTE_PATTERNS.joinByCode]: 'src/features/online-rooms/join/join-by-code-page.tsx',
  [ROUTE_PATTERNS.admin]: 'src/features/admin/admin-page.tsx',
  [ROUTE_PATTERNS.unsubscribe]: 'src/features/newsletter/unsubscribe-page.tsx',
  [ROUTE_PATTERNS.privacy]: 'src/features/static-pages/privacy-page.tsx',
  [ROUTE_PATTERNS.terms]: 'src/features/static-pages/terms-page.tsx',
  [ROUTE_PATTERNS.contact]: 'src/features/static-pages/contact-page.tsx',
  [ROUTE_PATTERNS.about]: 'src/features/static-pages/about-page.tsx',
  [ROUTE_PATTERNS.disclaimer]: 'src/features/static-pages/disclaimer-page.tsx',
};

/** The source file of the lazily loaded page at `pathname`, or null when the page is in the entry. */
export function lazyPageSource(pathname: string): string | null {
  const leaf = matchRoutes(routes, splitLocalePath(pathname).path)?.at(-1);
  if (!leaf?.route.lazy || leaf.route.path === undefined) return null;
  return LAZY_PAGE_SOURCES[leaf.route.path] ?? null;
}

/** The build sources of the catalogs a page in its path's language loads first (i18n/catalogs.ts), for the server to preload. */
export function catalogPreloadSources(pathname: string): string[] {
  return entryCatalogSources(splitLocalePath(pathname).locale);
}
