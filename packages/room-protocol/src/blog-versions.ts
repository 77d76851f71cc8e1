import { DEFAULT_LOCALE, LOCALES, type Locale } from '@truth-or-dare/prompt-banks/languages';
import type { BlogPostVersion } from './blog-types';
import { pathInLocale } from './site-locales';
import { SITE_PATHS } from './site-paths';

/**
 * Where a post's page is: under the prefix of the language it is written in (`/es/blog/{slug}`),
 * English at the root. The page and the sitemap name this address as the post's own.
 */
export function blogPostPath(version: BlogPostVersion): string {
  return pathInLocale(version.language, SITE_PATHS.blogPost(version.slug));
}

const localeOrder = (locale: Locale) => LOCALES.indexOf(locale);

/** Sorts versions in the site's order of languages (English, Spanish, Brazilian Portuguese…). */
export function byLanguageOrder(a: { readonly language: Locale }, b: { readonly language: Locale }): number {
  return localeOrder(a.language) - localeOrder(b.language);
}

/** Every language version of a post, the post itself included, in the site's order of languages. */
export function blogPostVersions(
  post: BlogPostVersion & { readonly translations: readonly BlogPostVersion[] },
): BlogPostVersion[] {
  return [{ language: post.language, slug: post.slug }, ...post.translations].sort(byLanguageOrder);
}

/**
 * The version for readers of any other language (hreflang `x-default`): the English one when there
 * is one, else the first in the site's order, so every version of a post names the same one.
 */
export function defaultBlogPostVersion(versions: readonly BlogPostVersion[]): BlogPostVersion | undefined {
  const ordered = [...versions].sort(byLanguageOrder);
  return ordered.find((version) => version.language === DEFAULT_LOCALE) ?? ordered[0];
}
