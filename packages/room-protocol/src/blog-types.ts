import { isLocale, type Locale } from '@truth-or-dare/prompt-banks/languages';

/**
 * A blog post as listed by `GET /api/blogs`. `date` is YYYY-MM-DD; `image` a site path or http(s)
 * URL; `language` the site language it is written in; `translationOf` the id of the original post
 * this one translates, null for an original (docs/api.md#blog).
 */
export interface BlogPostSummary {
  readonly id: number;
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  readonly image: string;
  readonly date: string;
  readonly language: Locale;
  readonly translationOf: number | null;
}

/** Another language version of a post: where its page is. */
export interface BlogPostVersion {
  readonly language: Locale;
  readonly slug: string;
}

/**
 * A whole post as `GET /api/blogs/:slug` answers it; `content` is sanitized HTML, `translations`
 * the post's other language versions (its original included when it is a translation).
 */
export interface BlogPost extends BlogPostSummary {
  readonly content: string;
  readonly translations: readonly BlogPostVersion[];
}

/** A post as `POST /api/blogs` answers it: the detail and its optional link. */
export interface CreatedBlogPost extends BlogPost {
  readonly link: string | null;
}

/** The body of `POST /api/blogs`: `language` defaults to en, `translationOf` to null. */
export interface NewBlogPostBody {
  readonly heading: string;
  readonly blog: string;
  readonly img: string;
  readonly link?: string;
  readonly language?: Locale;
  readonly translationOf?: number | null;
}

/** How many posts the home page shows: the first ones by id. */
export const HOME_BLOG_POST_COUNT = 4;

/*
 * Checks of the answers, as plain code: the blog is read on the home page's first load, where the
 * validation library would cost more than the whole page's own code.
 */
const SUMMARY_FIELDS = {
  id: 'number',
  slug: 'string',
  title: 'string',
  summary: 'string',
  image: 'string',
  date: 'string',
} as const;

const isPostId = (value: unknown): boolean => Number.isInteger(value) && (value as number) > 0;

export function isBlogPostSummary(value: unknown): value is BlogPostSummary {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    Object.entries(SUMMARY_FIELDS).every(([field, type]) => typeof record[field] === type) &&
    Number.isInteger(record.id) &&
    isLocale(record.language) &&
    (record.translationOf === null || isPostId(record.translationOf))
  );
}

function isBlogPostVersion(value: unknown): value is BlogPostVersion {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return isLocale(record.language) && typeof record.slug === 'string';
}

export function isBlogPost(value: unknown): value is BlogPost {
  if (!isBlogPostSummary(value)) return false;
  const { content, translations } = value as { content?: unknown; translations?: unknown };
  return typeof content === 'string' && Array.isArray(translations) && translations.every(isBlogPostVersion);
}

/** The list answer, or null when it is not one. */
export function parseBlogPostList(value: unknown): BlogPostSummary[] | null {
  return Array.isArray(value) && value.every(isBlogPostSummary) ? value : null;
}

/** The posts the home page shows: ids in ascending order, the first four. */
export function homeBlogPosts(posts: readonly BlogPostSummary[]): BlogPostSummary[] {
  return [...posts].sort((a, b) => a.id - b.id).slice(0, HOME_BLOG_POST_COUNT);
}
