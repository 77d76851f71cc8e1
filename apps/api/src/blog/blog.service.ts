import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_LOCALE, type Locale } from '@truth-or-dare/prompt-banks';
import {
  byLanguageOrder,
  type BlogPost,
  type BlogPostSummary,
  type BlogPostVersion,
  type CreatedBlogPost,
} from '@truth-or-dare/room-protocol';
import { CLOCK, type Clock } from '../clock/clock';
import { Database, isUniqueViolation, type Sql } from '../database/database';
import {
  NEWEST_FIRST,
  originalIdOf,
  postPages,
  SUMMARY_COLUMNS,
  toSummary,
  toVersion,
  type PostPage,
} from './blog-records';
import type { NewPostRequest } from './new-post-request';
import { slugify, slugVariant, summarize } from './post-text';
import { sanitizePostHtml } from './sanitize-post-html';
import { lockOriginal } from './translation-target';

export class EmptyPostError extends Error {
  constructor() {
    super('Nothing is left of the blog once unsafe markup is removed.');
  }
}

/** Tries before giving up on a slug another request keeps taking at the same moment. */
const SLUG_ATTEMPTS = 5;

/**
 * The blog's posts, each in one of the site's languages, translations sharing their original's id
 * (docs/api.md#blog). Besides the HTTP calls, the web app's server rendering and the sitemap use
 * `listPosts`, `findBySlug` and `listPostPages`.
 */
@Injectable()
export class BlogService {
  constructor(
    private readonly db: Database,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** One statement on its own, outside any transaction. */
  private readonly statement: Sql = (text, params) => this.db.query(text, params);

  /** The posts written in `language`, newest first (by date, then by id). */
  async listPosts(language: Locale = DEFAULT_LOCALE): Promise<BlogPostSummary[]> {
    const { rows } = await this.db.query(
      `SELECT ${SUMMARY_COLUMNS} FROM blog_posts WHERE language = $1 ${NEWEST_FIRST}`,
      [language],
    );
    return rows.map(toSummary);
  }

  /** Every post in every language, newest first, with its other versions: what a sitemap needs. */
  async listPostPages(): Promise<PostPage[]> {
    const { rows } = await this.db.query(`SELECT ${SUMMARY_COLUMNS} FROM blog_posts ${NEWEST_FIRST}`);
    return postPages(rows);
  }

  /** The post with this slug and its other language versions, or null. */
  async findBySlug(slug: string): Promise<BlogPost | null> {
    const { rows } = await this.db.query(`SELECT ${SUMMARY_COLUMNS}, content FROM blog_posts WHERE slug = $1`, [slug]);
    const row = rows[0];
    if (!row) return null;
    const summary = toSummary(row);
    const translations = await this.versionsOf(this.statement, summary);
    return { ...summary, content: String(row.content), translations };
  }

  /**
   * Publishes a post dated today (UTC): its HTML sanitized, its slug made from the heading and
   * made unique with `-2`, `-3`…, its summary taken from the start of its text. A translation
   * points at the original (the original of the post named, when that is a translation too).
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
      language: request.language,
    };
    // An original is one insert, its slug retried on a collision; a translation checks and locks
    // its original in the same transaction as its insert.
    const inTurn: <T>(work: (sql: Sql) => Promise<T>) => Promise<T> =
      request.translationOf === null ? (work) => work(this.statement) : (work) => this.db.transaction(work);
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await inTurn(async (sql) => {
          const original =
            request.translationOf === null
              ? null
              : await lockOriginal(sql, this.db.forUpdate, request.translationOf, request.language);
          // A heading with no Latin letters (Arabic, say) names a translation after its original.
          const fallback = original ? `${original.slug}-${request.language.toLowerCase()}` : undefined;
          const slug = await this.freeSlug(sql, slugify(request.heading, fallback));
          const { rows } = await sql(
            `INSERT INTO blog_posts (slug, title, summary, image, link, date, content, created_at, language, translation_of)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
            [
              slug,
              post.title,
              post.summary,
              post.image,
              request.link,
              post.date,
              content,
              now,
              post.language,
              original?.id ?? null,
            ],
          );
          const created = { id: Number(rows[0]?.id), slug, ...post, translationOf: original?.id ?? null };
          const translations = original ? await this.versionsOf(sql, created) : [];
          return { ...created, content, translations, link: request.link };
        });
      } catch (error) {
        // Another post took the same slug (or language) between the look-up and the insert: look again.
        if (!isUniqueViolation(error) || attempt >= SLUG_ATTEMPTS) throw error;
      }
    }
  }

  /**
   * Deletes a post; false when there is none with this id. An original's translations stay,
   * the oldest of them becoming the original of the others.
   */
  async deletePost(id: number): Promise<boolean> {
    return this.db.transaction(async (sql) => {
      const { rows } = await sql(`SELECT id, translation_of FROM blog_posts WHERE id = $1${this.db.forUpdate}`, [id]);
      const post = rows[0];
      if (!post) return false;
      if (post.translation_of === null) {
        const heir = (await sql('SELECT id FROM blog_posts WHERE translation_of = $1 ORDER BY id LIMIT 1', [id]))
          .rows[0];
        if (heir) {
          await sql('UPDATE blog_posts SET translation_of = NULL WHERE id = $1', [heir.id]);
          await sql('UPDATE blog_posts SET translation_of = $1 WHERE translation_of = $2', [heir.id, id]);
        }
      }
      await sql('DELETE FROM blog_posts WHERE id = $1', [id]);
      return true;
    });
  }

  /** The other language versions of a post, in the site's order of languages. */
  private async versionsOf(
    sql: Sql,
    post: { readonly id: number; readonly translationOf: number | null },
  ): Promise<BlogPostVersion[]> {
    const { rows } = await sql(
      'SELECT language, slug FROM blog_posts WHERE (id = $1 OR translation_of = $1) AND id <> $2',
      [originalIdOf(post), post.id],
    );
    return rows.map(toVersion).sort(byLanguageOrder);
  }

  /** The first of `base`, `base-2`, `base-3`… that no post uses yet. */
  private async freeSlug(sql: Sql, base: string): Promise<string> {
    // Every variant starts with these characters (a variant shortens the slug at most to about half of 80).
    const prefix = base.slice(0, 30);
    const { rows } = await sql('SELECT slug FROM blog_posts WHERE slug LIKE $1', [`${prefix}%`]);
    const taken = new Set(rows.map((row) => String(row.slug)));
    for (let n = 1; ; n += 1) {
      const candidate = slugVariant(base, n);
      if (!taken.has(candidate)) return candidate;
    }
  }
}
