/** The public pages a search engine should know, besides the blog posts. */
export const PUBLIC_PAGE_PATHS = [
  '/',
  '/blogs',
  '/offline',
  '/rooms',
  '/quick-play',
  '/draw-cards',
  '/ultimate',
  '/ultimatetruthordare',
  '/truth-or-dare-wheel',
  '/truth-or-dare-generator/',
  '/about',
  '/contact',
  '/privacy',
  '/tms',
  '/disclaimer',
] as const;

/** Escapes text for an XML element or attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (character) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[character] as string);
}

export function sitemapXml(origin: string, posts: readonly { slug: string; date: string }[]): string {
  const urls = [
    ...PUBLIC_PAGE_PATHS.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`),
    ...posts.map((post) => `  <url><loc>${escapeXml(`${origin}/blog/${encodeURIComponent(post.slug)}`)}</loc><lastmod>${escapeXml(post.date)}</lastmod></url>`),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nDisallow: /admin\nDisallow: /api/\nDisallow: /unsubscribe\n\nSitemap: ${origin}/sitemap.xml\n`;
}
