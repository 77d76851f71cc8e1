import type { MigrationInterface, QueryRunner } from 'typeorm';
import { loadSeedTranslations } from '../../blog/seed-posts';
import { sanitizePostHtml } from '../../blog/sanitize-post-html';

/**
 * The built-in posts in the site's seven other languages, each a translation of its English
 * original (ids 1 to 5), read from `blog/seed-posts/<locale>/` and sanitized like any post. A
 * database where the admin already published that translation, or that slug, keeps its own.
 */
export class SeedBlogTranslations1764547200000 implements MigrationInterface {
  name = 'SeedBlogTranslations1764547200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.options.type === 'postgres';
    const mark = (index: number) => (postgres ? `$${index}` : '?');
    for (const post of loadSeedTranslations()) {
      const originals = (await queryRunner.query(`SELECT image, date FROM blog_posts WHERE id = ${mark(1)}`, [
        post.translationOf,
      ])) as { image: string; date: string }[];
      const original = originals[0];
      if (!original) continue;
      const taken = (await queryRunner.query(
        `SELECT id FROM blog_posts WHERE slug = ${mark(1)} OR (translation_of = ${mark(2)} AND language = ${mark(3)})`,
        [post.slug, post.translationOf, post.language],
      )) as unknown[];
      if (taken.length > 0) continue;
      const values = Array.from({ length: 10 }, (_, index) => mark(index + 1)).join(', ');
      await queryRunner.query(
        `INSERT INTO blog_posts (slug, title, summary, image, link, date, content, created_at, language, translation_of) VALUES (${values})`,
        [
          post.slug,
          post.title,
          post.summary,
          original.image,
          null,
          original.date,
          sanitizePostHtml(post.html),
          Date.parse(`${original.date}T00:00:00Z`),
          post.language,
          post.translationOf,
        ],
      );
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.options.type === 'postgres';
    for (const post of loadSeedTranslations())
      await queryRunner.query(`DELETE FROM blog_posts WHERE slug = ${postgres ? '$1' : '?'}`, [post.slug]);
  }
}
