import { TableColumn, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Posts are written in a language of the site and may translate another post (docs/api.md#blog).
 * Posts written before are English originals. A translation points at the original, never at
 * another translation, and an original has at most one translation per language. A language's list
 * reads the date index: a blog has too few posts for an index of its own to repay its writes.
 */
export class BlogLanguages1764460800000 implements MigrationInterface {
  name = 'BlogLanguages1764460800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type === 'postgres') {
      await queryRunner.addColumns('blog_posts', [
        new TableColumn({ name: 'language', type: 'varchar', length: '5', default: "'en'" }),
        new TableColumn({ name: 'translation_of', type: 'integer', isNullable: true }),
      ]);
      await queryRunner.createForeignKey(
        'blog_posts',
        new TableForeignKey({
          name: 'blog_posts_translation_of',
          columnNames: ['translation_of'],
          referencedTableName: 'blog_posts',
          referencedColumnNames: ['id'],
        }),
      );
    } else {
      // In place: the table API copies a SQLite table to change it, leaving the old copy's pages
      // free in the file, and the posts are the largest rows there are.
      await queryRunner.query(`ALTER TABLE "blog_posts" ADD COLUMN "language" varchar(5) NOT NULL DEFAULT ('en')`);
      await queryRunner.query(
        `ALTER TABLE "blog_posts" ADD COLUMN "translation_of" integer REFERENCES "blog_posts" ("id")`,
      );
    }
    // Translations only: an original's insert writes no more than it did before posts had a language.
    await queryRunner.createIndex(
      'blog_posts',
      new TableIndex({
        name: 'blog_posts_translation_language',
        columnNames: ['translation_of', 'language'],
        isUnique: true,
        where: 'translation_of IS NOT NULL',
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('blog_posts', 'blog_posts_translation_language');
    // The foreign key goes with its column.
    await queryRunner.dropColumns('blog_posts', ['translation_of', 'language']);
  }
}
