import { Inject, Injectable } from '@nestjs/common';
import type { BlogPost, BlogPostSummary } from '@truth-or-dare/room-protocol';
import { CLOCK, type Clock } from '../clock/clock';
import { Database, isUniqueViolation } from '../database/database';
import type { NewPostRequest } from './new-post-request';
import { slugify, slugVariant, summarize } from './post-text';
import { sanitizePostHtml } from './sanitize-post-html';

/** A post as the admin created it: the detail and its optional link. */
export interface CreatedBlogPost extends BlogPost {
  readonly link: string | null;
}

export class EmptyPostError extends Error {
  constructor() {
    super('Nothing is left of the blog once unsafe markup is removed.');
  }
}

const SUMMARY_COLUMNS = 'id, slug, title, summary, image, date';
/** Newest first: `date` is `YYYY-MM-DD`, so text order is date order; the later post first on the same day. */
const NEWEST_FIRST = 'ORDER BY date DESC, id DESC';
/** Tries before giving up on a slug another request keeps taking at the same moment. */
const SLUG_ATTEMPTS = 5;

/**
 * The blog's posts. Besides the HTTP calls, the web app's server rendering and sitemap use
 * `listSlugs` and `findBySlug`.
 */
@Injectable()
export class BlogService {
  constructor(
    private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Every post, newest first (by date, then by id). */
  async listPosts(): Promise<BlogPostSummary[]> {
    const { rows } = await this.db.query(`SELECT ${SUMMARY_COLUMNS} FROM blog_posts ${NEWEST_FIRST}`);
    return rows.map(toSummary);
  }

  /** Slug and date of every post, newest first: what a sitemap needs. */
  async listSlugs(): Promise<{ slug: string; date: string }[]> {
    const { rows } = await this.db.query(`SELECT slug, date FROM blog_posts ${NEWEST_FIRST}`);
    return rows.map((row) => ({ slug: String(row.slug), date: String(row.date) }));
  }

  /** The post with this slug, or null. */
  async findBySlug(slug: string): Promise<BlogPost | null> {
    const { rows } = await this.db.query(`SELECT ${SUMMARY_COLUMNS}, content FROM blog_posts WHERE slug = $1`, [slug]);
    const row = rows[0];
    return row ? { ...toSummary(row), content: String(row.content) } : null;
  }

  /**
   * Publishes a post dated today (UTC): its HTML sanitized, its slug made from the heading and
   * made unique with `-2`, `-3`…, its summary taken from the start of its text.
   */
  async createPost(request: NewPostRequest): Promise<CreatedBlogPost> {
    const content = sanitizePostHtml(request.blog);
    if (content === '') throw new EmptyPostError();
    const now = this.clock.now();
    const post = {
      title: request.heading,
      summary: summarize(content),
      image: request.img,
      date: new Date(now).toISOString().slice(0, 10),
    };
    const base = slugify(request.heading);
    for (let attempt = 1; ; attempt += 1) {
      const slug = await this.freeSlug(base);
      try {
        const { rows } = await this.db.query(
          `INSERT INTO blog_posts (slug, title, summary, image, link, date, content, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
          [slug, post.title, post.summary, post.image, request.link, post.date, content, now],
        );
        return { id: Number(rows[0]?.id), slug, ...post, content, link: request.link };
      } catch (error) {
        // Another post took the same slug between the look-up and the insert: look again.
        if (!isUniqueViolation(error) || attempt >= SLUG_ATTEMPTS) throw error;
      }
    }
  }

  /** Deletes a post; false when there is none with this id. */
  async deletePost(id: number): Promise<boolean> {
    const { affected } = await this.db.query('DELETE FROM blog_posts WHERE id = $1', [id]);
    return affected > 0;
  }

  /** The first of `base`, `base-2`, `base-3`… that no post uses yet. */
  private async freeSlug(base: string): Promise<string> {
    // Every variant starts with these characters (a variant shortens the slug at most to about half of 80).
    const prefix = base.slice(0, 30);
    const { rows } = await this.db.query('SELECT slug FROM blog_posts WHERE slug LIKE $1', [`${prefix}%`]);
    const taken = new Set(rows.map((row) => String(row.slug)));
    for (let n = 1; ; n += 1) {
      const candidate = slugVariant(base, n);
      if (!taken.has(candidate)) return candidate;
    }
  }
}

function toSummary(row: Record<string, unknown>): BlogPostSummary {
  return {
    id: Number(row.id),
    slug: String(row.slug),
    title: String(row.title),
    summary: String(row.summary),
    image: String(row.image),
    date: String(row.date),
  };
}
