import { LOCALES } from '@truth-or-dare/prompt-banks';
import { pathInLocale, SITE_PATHS, SITEMAP_PATHS } from '@truth-or-dare/room-protocol';

/** Escapes text for an XML element or attribute. */
export function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (character) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[character] as string,
  );
}

/**
 * Every public page in every language, each naming all its language versions (and English as
 * x-default), as the pages' own hreflang links do; blog posts are English only so far.
 */
export function sitemapXml(origin: string, posts: readonly { slug: string; date: string }[]): string {
  const url = (path: string) => escapeXml(origin + path);
  const alternates = (path: string) =>
    [
      ...LOCALES.map(
        (locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${url(pathInLocale(locale, path))}"/>`,
      ),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url(path)}"/>`,
    ].join('');
  const urls = [
    ...SITEMAP_PATHS.flatMap((path) =>
      LOCALES.map((locale) => `  <url><loc>${url(pathInLocale(locale, path))}</loc>${alternates(path)}</url>`),
    ),
    ...posts.map(
      (post) =>
        `  <url><loc>${url(SITE_PATHS.blogPost(post.slug))}</loc><lastmod>${escapeXml(post.date)}</lastmod></url>`,
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nDisallow: /admin\nDisallow: /api/\nDisallow: /unsubscribe\n\nSitemap: ${origin}/sitemap.xml\n`;
}
