import type { MigrationInterface, QueryRunner } from 'typeorm';
import { loadSeedPosts } from '../../blog/seed-posts';
import { sanitizePostHtml } from '../../blog/sanitize-post-html';

/**
 * The five built-in posts, ids 1 to 5, read from `blog/seed-posts/` (copied next to the build by
 * `npm run build`) and passed through the same sanitizer as the admin's posts.
 */
export class SeedBlogPosts1763942400001 implements MigrationInterface {
  name = 'SeedBlogPosts1763942400001';

  async up(queryRunner: QueryRunner): Promise<void> {
    const postgres = queryRunner.connection.options.type === 'postgres';
    const placeholders = Array.from({ length: 9 }, (_, index) => (postgres ? `$${index + 1}` : '?')).join(', ');
    for (const post of loadSeedPosts()) {
      await queryRunner.query(
        `INSERT INTO blog_posts (id, slug, title, summary, image, link, date, content, created_at) VALUES (${placeholders})`,
        [
          post.id,
          post.slug,
          post.title,
          post.summary,
          post.image,
          null,
          post.date,
          sanitizePostHtml(post.html),
          Date.parse(`${post.date}T00:00:00Z`),
        ],
      );
    }
    // Explicit ids leave PostgreSQL's sequence behind: the next post would collide with id 1.
    if (postgres)
      await queryRunner.query(
        `SELECT setval(pg_get_serial_sequence('blog_posts', 'id'), (SELECT MAX(id) FROM blog_posts))`,
      );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DELETE FROM blog_posts WHERE id IN (${loadSeedPosts()
        .map((post) => Number(post.id))
        .join(', ')})`,
    );
  }
}
