import { LOCALES } from '@truth-or-dare/prompt-banks';
import {
  blogPostPath,
  blogPostVersions,
  defaultBlogPostVersion,
  pathInLocale,
  SITEMAP_PATHS,
} from '@truth-or-dare/room-protocol';
import type { PostPage } from '../blog/blog-records';

/** Escapes text for an XML element or attribute. */
export function escapeXml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (character) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[character] as string,
  );
}

/**
 * Every public page in every language, each naming all its language versions (and English as
 * x-default), as the pages' own hreflang links do; then every post at its own language's address,
 * naming the post's versions (itself and its translations) the same way its page does.
 */
export function sitemapXml(origin: string, posts: readonly PostPage[]): string {
  const url = (path: string) => escapeXml(origin + path);
  const link = (hreflang: string, path: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${url(path)}"/>`;
  const pageAlternates = (path: string) =>
    [...LOCALES.map((locale) => link(locale, pathInLocale(locale, path))), link('x-default', path)].join('');
  const postAlternates = (post: PostPage) => {
    const versions = blogPostVersions(post);
    const fallback = defaultBlogPostVersion(versions) ?? post;
    return [
      ...versions.map((version) => link(version.language, blogPostPath(version))),
      link('x-default', blogPostPath(fallback)),
    ].join('');
  };
  const urls = [
    ...SITEMAP_PATHS.flatMap((path) =>
      LOCALES.map((locale) => `  <url><loc>${url(pathInLocale(locale, path))}</loc>${pageAlternates(path)}</url>`),
    ),
    ...posts.map(
      (post) =>
        `  <url><loc>${url(blogPostPath(post))}</loc><lastmod>${escapeXml(post.date)}</lastmod>${postAlternates(post)}</url>`,
    ),
  ];
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nDisallow: /admin\nDisallow: /api/\nDisallow: /unsubscribe\n\nSitemap: ${origin}/sitemap.xml\n`;
}
