import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@truth-or-dare/prompt-banks';

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

/** A built-in post's version in another language, kept in `seed-posts/<locale>/` (posts.json and one HTML file each). */
export interface SeedTranslation {
  readonly language: Locale;
  readonly translationOf: number;
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  readonly html: string;
}

/** Reads every language folder's translations of the built-in posts (check-seed-posts.mjs checks them against their originals). */
export function loadSeedTranslations(folder: string = SEED_POSTS_DIR): SeedTranslation[] {
  const languages = readdirSync(folder, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return languages.flatMap(({ name }) => {
    if (!isLocale(name) || name === DEFAULT_LOCALE) throw new Error(`seed-posts/${name} is not a language of the site`);
    const entries = JSON.parse(readFileSync(join(folder, name, 'posts.json'), 'utf8')) as Omit<
      SeedTranslation,
      'language' | 'html'
    >[];
    return entries.map((entry) => {
      if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(entry.slug))
        throw new Error(`Seed translation ${name}/${entry.slug} has a malformed slug`);
      return { ...entry, language: name, html: readFileSync(join(folder, name, `${entry.slug}.html`), 'utf8') };
    });
  });
}
