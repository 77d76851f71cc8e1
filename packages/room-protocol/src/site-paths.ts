/**
 * The site's pages (docs/product.md), in one place: the router's patterns, the paths links go to,
 * the sitemap and the build checks all come from here. A path string written anywhere else is a
 * lint error in the web app.
 */

/**
 * Each page's route pattern, as the web app's router nests it under the root layout (no leading
 * slash). The home page is the router's index route, so it has none.
 */
export const ROUTE_PATTERNS = {
  offline: 'offline',
  spinner: 'truth-or-dare-wheel',
  generator: 'truth-or-dare-generator',
  ultimate: 'ultimate',
  duel: 'ultimatetruthordare',
  drawCards: 'draw-cards',
  quickPlay: 'quick-play',
  rooms: 'rooms',
  createRoom: 'create-room',
  room: 'rooms/:roomId',
  online: 'online/:roomId',
  roomGame: 'rooms/:roomId/game',
  joinByCode: 'join/:code',
  blogs: 'blogs',
  blogPost: 'blog/:slug',
  admin: 'admin',
  unsubscribe: 'unsubscribe',
  privacy: 'privacy',
  terms: 'tms',
  contact: 'contact',
  about: 'about',
  disclaimer: 'disclaimer',
} as const;

/** The path of a page without parameters. */
function pagePath<Pattern extends string>(pattern: Pattern): `/${Pattern}` {
  return `/${pattern}`;
}

/** The path of a page with one parameter: the pattern's `:name` segment replaced by the value, encoded. */
function pathWithParam(pattern: string): (value: string) => string {
  return (value) => `/${pattern.replace(/:\w+/, encodeURIComponent(value))}`;
}

/** Where every page is: a path, or a builder for the pages that take a parameter. */
export const SITE_PATHS = {
  home: '/',
  offline: pagePath(ROUTE_PATTERNS.offline),
  spinner: pagePath(ROUTE_PATTERNS.spinner),
  // Its canonical address ends with a slash, as it always has; the router opens both forms.
  generator: `${pagePath(ROUTE_PATTERNS.generator)}/`,
  ultimate: pagePath(ROUTE_PATTERNS.ultimate),
  duel: pagePath(ROUTE_PATTERNS.duel),
  drawCards: pagePath(ROUTE_PATTERNS.drawCards),
  quickPlay: pagePath(ROUTE_PATTERNS.quickPlay),
  rooms: pagePath(ROUTE_PATTERNS.rooms),
  createRoom: pagePath(ROUTE_PATTERNS.createRoom),
  blogs: pagePath(ROUTE_PATTERNS.blogs),
  about: pagePath(ROUTE_PATTERNS.about),
  contact: pagePath(ROUTE_PATTERNS.contact),
  privacy: pagePath(ROUTE_PATTERNS.privacy),
  terms: pagePath(ROUTE_PATTERNS.terms),
  disclaimer: pagePath(ROUTE_PATTERNS.disclaimer),
  admin: pagePath(ROUTE_PATTERNS.admin),
  unsubscribe: pagePath(ROUTE_PATTERNS.unsubscribe),
  /** A room's join screen, reached from a shared link or a code. */
  room: pathWithParam(ROUTE_PATTERNS.room),
  /** The name screen a new room or a game link leads to. */
  online: pathWithParam(ROUTE_PATTERNS.online),
  /** A room's live game. */
  roomGame: pathWithParam(ROUTE_PATTERNS.roomGame),
  /** A room's invitation by code: it looks the code up and opens the room's join screen (not a sitemap page). */
  joinByCode: pathWithParam(ROUTE_PATTERNS.joinByCode),
  /** A blog post's page. */
  blogPost: pathWithParam(ROUTE_PATTERNS.blogPost),
} as const;

/** The public pages a search engine should know, besides the blog posts (the admin and unsubscribe pages stay out). */
export const SITEMAP_PATHS: readonly string[] = [
  SITE_PATHS.home,
  SITE_PATHS.blogs,
  SITE_PATHS.offline,
  SITE_PATHS.rooms,
  SITE_PATHS.quickPlay,
  SITE_PATHS.drawCards,
  SITE_PATHS.ultimate,
  SITE_PATHS.duel,
  SITE_PATHS.spinner,
  SITE_PATHS.generator,
  SITE_PATHS.about,
  SITE_PATHS.contact,
  SITE_PATHS.privacy,
  SITE_PATHS.terms,
  SITE_PATHS.disclaimer,
];
