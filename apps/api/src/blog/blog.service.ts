import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { BlogPostEntity } from './blog-post.entity';
import type { NewPostRequest } from './new-post-request';
import { slugify, slugVariant, summarize } from './post-text';
import { sanitizePostHtml } from './sanitize-post-html';

/** A post in the list: everything but its content. */
export interface BlogPostSummary {
  readonly id: number;
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  readonly image: string;
  /** `YYYY-MM-DD` */
  readonly date: string;
}

/** One post as the blog page shows it; `content` is sanitized HTML. */
export interface BlogPostDetail extends BlogPostSummary {
  readonly content: string;
}

/** A post as the admin created it: the detail and its optional link. */
export interface CreatedBlogPost extends BlogPostDetail {
  readonly link: string | null;
}

export class EmptyPostError extends Error {
  constructor() {
    super('Nothing is left of the blog once unsafe markup is removed.');
  }
}

const SUMMARY_COLUMNS = { id: true, slug: true, title: true, summary: true, image: true, date: true } as const;
/** Tries before giving up on a slug another request keeps taking at the same moment. */
const SLUG_ATTEMPTS = 5;

/**
 * The blog's posts. Besides the HTTP calls, the web app's server rendering and sitemap use
 * `listSlugs` and `findBySlug`.
 */
@Injectable()
export class BlogService {
  constructor(@InjectRepository(BlogPostEntity) private readonly posts: Repository<BlogPostEntity>) {}

  /** Every post, newest first (by date, then by id). */
  async listPosts(): Promise<BlogPostSummary[]> {
    const rows = await this.posts.find({ select: SUMMARY_COLUMNS, order: { date: 'DESC', id: 'DESC' } });
    return rows.map(toSummary);
  }

  /** Slug and date of every post, newest first: what a sitemap needs. */
  async listSlugs(): Promise<{ slug: string; date: string }[]> {
    const rows = await this.posts.find({ select: { slug: true, date: true }, order: { date: 'DESC', id: 'DESC' } });
    return rows.map((row) => ({ slug: row.slug, date: row.date }));
  }

  /** The post with this slug, or null. */
  async findBySlug(slug: string): Promise<BlogPostDetail | null> {
    const row = await this.posts.findOne({ where: { slug } });
    return row ? { ...toSummary(row), content: row.content } : null;
  }

  /**
   * Publishes a post dated today (UTC): its HTML sanitized, its slug made from the heading and
   * made unique with `-2`, `-3`…, its summary taken from the start of its text.
   */
  async createPost(request: NewPostRequest, now: Date = new Date()): Promise<CreatedBlogPost> {
    const content = sanitizePostHtml(request.blog);
    if (content === '') throw new EmptyPostError();
    const base = slugify(request.heading);
    for (let attempt = 1; ; attempt += 1) {
      const slug = await this.freeSlug(base);
      const row = this.posts.create({
        slug,
        title: request.heading,
        summary: summarize(content),
        image: request.img,
        link: request.link,
        date: now.toISOString().slice(0, 10),
        content,
        createdAt: now.getTime(),
      });
      try {
        const { identifiers } = await this.posts.insert(row);
        const id = Number(identifiers[0]?.id);
        return { ...toSummary({ ...row, id }), content, link: row.link };
      } catch (error) {
        // Another post took the same slug between the look-up and the insert: look again.
        if (!isUniqueViolation(error) || attempt >= SLUG_ATTEMPTS) throw error;
      }
    }
  }

  /** Deletes a post; false when there is none with this id. */
  async deletePost(id: number): Promise<boolean> {
    const result = await this.posts.delete({ id });
    return (result.affected ?? 0) > 0;
  }

  /** The first of `base`, `base-2`, `base-3`… that no post uses yet. */
  private async freeSlug(base: string): Promise<string> {
    // Every variant starts with these characters (a variant shortens the slug at most to about half of 80).
    const prefix = base.slice(0, 30);
    const rows = await this.posts.createQueryBuilder('post').select('post.slug', 'slug').where('post.slug LIKE :prefix', { prefix: `${prefix}%` }).getRawMany<{ slug: string }>();
    const taken = new Set(rows.map((row) => row.slug));
    for (let n = 1; ; n += 1) {
      const candidate = slugVariant(base, n);
      if (!taken.has(candidate)) return candidate;
    }
  }
}

function toSummary(row: Pick<BlogPostEntity, 'id' | 'slug' | 'title' | 'summary' | 'image' | 'date'>): BlogPostSummary {
  return { id: row.id, slug: row.slug, title: row.title, summary: row.summary, image: row.image, date: row.date };
}

/** True when the database refused a row because a unique index already has its key. */
function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: unknown; driverError?: { code?: unknown } } | null;
  const code = candidate?.driverError?.code ?? candidate?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}
