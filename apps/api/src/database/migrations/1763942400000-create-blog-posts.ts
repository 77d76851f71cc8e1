import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/** The blog's posts; `content` holds sanitized HTML. */
export class CreateBlogPosts1763942400000 implements MigrationInterface {
  name = 'CreateBlogPosts1763942400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'blog_posts',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'slug', type: 'varchar', length: '80', isUnique: true },
          { name: 'title', type: 'varchar', length: '200' },
          { name: 'summary', type: 'varchar', length: '200' },
          { name: 'image', type: 'varchar', length: '2048' },
          { name: 'link', type: 'varchar', length: '2048', isNullable: true },
          // YYYY-MM-DD, so text order is date order.
          { name: 'date', type: 'varchar', length: '10' },
          { name: 'content', type: 'text' },
          { name: 'created_at', type: 'bigint' },
        ],
        indices: [new TableIndex({ name: 'blog_posts_date_id', columnNames: ['date', 'id'] })],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('blog_posts');
  }
}
