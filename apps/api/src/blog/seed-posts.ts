import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A built-in post as kept in `seed-posts/`: posts.json holds the fields, `<slug>.html` the content (not yet sanitized). */
export interface SeedPost {
  readonly id: number;
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  readonly image: string;
  readonly date: string;
  readonly html: string;
}

/**
 * The folder of the seed posts, next to this file: `src/blog/seed-posts` when run from the sources
 * (tests), `dist/blog/seed-posts` once built (the build copies the files there).
 */
export const SEED_POSTS_DIR = join(__dirname, 'seed-posts');

/** Reads the five built-in posts; fails loudly when a file is missing, so a build without them cannot start. */
export function loadSeedPosts(folder: string = SEED_POSTS_DIR): SeedPost[] {
  const posts = JSON.parse(readFileSync(join(folder, 'posts.json'), 'utf8')) as Omit<SeedPost, 'html'>[];
  return posts.map((post) => {
    if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(post.slug))
      throw new Error(`Seed post ${post.id} has a malformed slug: ${post.slug}`);
    return {
      id: post.id,
      slug: post.slug,
      title: post.title,
      summary: post.summary,
      image: post.image,
      date: post.date,
      html: readFileSync(join(folder, `${post.slug}.html`), 'utf8'),
    };
  });
}
