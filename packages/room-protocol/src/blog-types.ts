/** A blog post as listed by `GET /api/blogs`. `date` is YYYY-MM-DD; `image` a site path or http(s) URL. */
export interface BlogPostSummary {
  readonly id: number;
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  readonly image: string;
  readonly date: string;
}

/** A whole post as `GET /api/blogs/:slug` answers it; `content` is sanitized HTML. */
export interface BlogPost extends BlogPostSummary {
  readonly content: string;
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

export function isBlogPostSummary(value: unknown): value is BlogPostSummary {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    Object.entries(SUMMARY_FIELDS).every(([field, type]) => typeof record[field] === type) &&
    Number.isInteger(record.id)
  );
}

export function isBlogPost(value: unknown): value is BlogPost {
  return isBlogPostSummary(value) && typeof (value as { content?: unknown }).content === 'string';
}

/** The list answer, or null when it is not one. */
export function parseBlogPostList(value: unknown): BlogPostSummary[] | null {
  return Array.isArray(value) && value.every(isBlogPostSummary) ? value : null;
}

/** The posts the home page shows: ids in ascending order, the first four. */
export function homeBlogPosts(posts: readonly BlogPostSummary[]): BlogPostSummary[] {
  return [...posts].sort((a, b) => a.id - b.id).slice(0, HOME_BLOG_POST_COUNT);
}
