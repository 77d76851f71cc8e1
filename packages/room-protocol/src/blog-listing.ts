import { DEFAULT_LOCALE, type Locale } from '@truth-or-dare/prompt-banks/languages';
import type { BlogPostSummary } from './blog-types';

/** The posts a blog page lists and the language they are written in. */
export interface BlogListing {
  readonly language: Locale;
  readonly posts: readonly BlogPostSummary[];
}

/**
 * What a blog page in `pageLanguage` lists: that language's posts, or the English ones while it
 * has none yet (the page then says posts in its language are on their way). `list` reads one
 * language's posts; the server renderer and the browser each pass their own.
 */
export async function loadBlogListing(
  pageLanguage: Locale,
  list: (language: Locale) => Promise<readonly BlogPostSummary[]>,
): Promise<BlogListing> {
  const posts = await list(pageLanguage);
  if (posts.length > 0 || pageLanguage === DEFAULT_LOCALE) return { language: pageLanguage, posts };
  return { language: DEFAULT_LOCALE, posts: await list(DEFAULT_LOCALE) };
}
