import { DEFAULT_LOCALE, isLocale, type Locale } from '@truth-or-dare/prompt-banks';
import type { BlogPostSummary, BlogPostVersion } from '@truth-or-dare/room-protocol';

/** The mapping between `blog_posts` rows and the blog's answers. */
export const SUMMARY_COLUMNS = 'id, slug, title, summary, image, date, language, translation_of';
/** Newest first: `date` is `YYYY-MM-DD`, so text order is date order; the later post first on the same day. */
export const NEWEST_FIRST = 'ORDER BY date DESC, id DESC';

/** A post's page as the sitemap names it: its address, date and the other language versions. */
export interface PostPage extends BlogPostVersion {
  readonly date: string;
  readonly translations: readonly BlogPostVersion[];
}

export function toSummary(row: Record<string, unknown>): BlogPostSummary {
  return {
    id: Number(row.id),
    slug: String(row.slug),
    title: String(row.title),
    summary: String(row.summary),
    image: String(row.image),
    date: String(row.date),
    language: languageOf(row.language),
    translationOf: row.translation_of === null || row.translation_of === undefined ? null : Number(row.translation_of),
  };
}

export function toVersion(row: Record<string, unknown>): BlogPostVersion {
  return { language: languageOf(row.language), slug: String(row.slug) };
}

/** The id all versions of a post share: the original's. */
export function originalIdOf(post: { readonly id: number; readonly translationOf: number | null }): number {
  return post.translationOf ?? post.id;
}

/** Each post of `rows` (in their order) with its other language versions among them. */
export function postPages(rows: readonly Record<string, unknown>[]): PostPage[] {
  const posts = rows.map(toSummary);
  const versionsByOriginal = new Map<number, BlogPostSummary[]>();
  for (const post of posts) {
    const id = originalIdOf(post);
    versionsByOriginal.set(id, [...(versionsByOriginal.get(id) ?? []), post]);
  }
  return posts.map((post) => ({
    language: post.language,
    slug: post.slug,
    date: post.date,
    translations: (versionsByOriginal.get(originalIdOf(post)) ?? [])
      .filter((version) => version.id !== post.id)
      .map(({ language, slug }) => ({ language, slug })),
  }));
}

function languageOf(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE;
}
