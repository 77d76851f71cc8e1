import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/** The language a subscriber's emails are written in (docs/decisions/0023-languages.md). */
export class SubscriberLanguage1764288000000 implements MigrationInterface {
  name = 'SubscriberLanguage1764288000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumn(
      'subscribers',
      new TableColumn({ name: 'language', type: 'varchar', length: '8', default: "'en'" }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('subscribers', 'language');
  }
}
