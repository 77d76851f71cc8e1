import { SITE_PATHS, SITEMAP_PATHS } from '@truth-or-dare/room-protocol';

/** Escapes text for an XML element or attribute. */
export function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (character) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[character] as string,
  );
}

export function sitemapXml(origin: string, posts: readonly { slug: string; date: string }[]): string {
  const urls = [
    ...SITEMAP_PATHS.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`),
    ...posts.map(
      (post) =>
        `  <url><loc>${escapeXml(origin + SITE_PATHS.blogPost(post.slug))}</loc><lastmod>${escapeXml(post.date)}</lastmod></url>`,
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nDisallow: /admin\nDisallow: /api/\nDisallow: /unsubscribe\n\nSitemap: ${origin}/sitemap.xml\n`;
}
