/**
 * The site's page paths (docs/product.md), in one place for the navigation, the sitemap and the
 * build checks; the web app's router defines the same pages, and a test holds the two together.
 */
export const SITE_PATHS = {
  home: '/',
  offline: '/offline',
  spinner: '/truth-or-dare-wheel',
  generator: '/truth-or-dare-generator/',
  ultimate: '/ultimate',
  duel: '/ultimatetruthordare',
  drawCards: '/draw-cards',
  quickPlay: '/quick-play',
  rooms: '/rooms',
  createRoom: '/create-room',
  blogs: '/blogs',
  about: '/about',
  contact: '/contact',
  privacy: '/privacy',
  terms: '/tms',
  disclaimer: '/disclaimer',
  admin: '/admin',
  unsubscribe: '/unsubscribe',
} as const;

/** A blog post's page. */
export function blogPostPath(slug: string): string {
  return `/blog/${encodeURIComponent(slug)}`;
}

/** A room's invitation by code: it looks the code up and opens the room's join screen (not a sitemap page). */
export function joinByCodePath(code: string): string {
  return `/join/${encodeURIComponent(code)}`;
}

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
