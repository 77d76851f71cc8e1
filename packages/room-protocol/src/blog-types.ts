// zod/mini: the blog list is read on the home page's first load, where every kilobyte counts.
import * as z from 'zod/mini';

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

const summaryShape = {
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  image: z.string(),
  date: z.string(),
};
export const blogPostSummarySchema = z.object(summaryShape);
export const blogPostListSchema = z.array(blogPostSummarySchema);
export const blogPostSchema = z.object({ ...summaryShape, content: z.string() });

/** The posts the home page shows: ids in ascending order, the first four. */
export function homeBlogPosts(posts: readonly BlogPostSummary[]): BlogPostSummary[] {
  return [...posts].sort((a, b) => a.id - b.id).slice(0, HOME_BLOG_POST_COUNT);
}
