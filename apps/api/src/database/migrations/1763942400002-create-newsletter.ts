import { Table, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/** The newsletter: subscribers, the public rooms to announce, and the outbox of emails to send. */
export class CreateNewsletter1763942400002 implements MigrationInterface {
  name = 'CreateNewsletter1763942400002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'subscribers',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          // Trimmed and lower-cased.
          { name: 'email', type: 'varchar', length: '254', isUnique: true },
          { name: 'created_at', type: 'bigint' },
          // When the last digest was queued; null before the first.
          { name: 'last_digest_at', type: 'bigint', isNullable: true },
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'room_announcements',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'room_id', type: 'varchar', length: '22' },
          { name: 'room_name', type: 'varchar', length: '40' },
          { name: 'created_at', type: 'bigint' },
        ],
        indices: [new TableIndex({ name: 'room_announcements_created', columnNames: ['created_at'] })],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'email_outbox',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'recipient', type: 'varchar', length: '254' },
          { name: 'subject', type: 'varchar', length: '200' },
          { name: 'text_body', type: 'text' },
          { name: 'html_body', type: 'text' },
          // JSON object of extra headers, such as List-Unsubscribe.
          { name: 'headers', type: 'text' },
          // pending | sending | sent | failed
          { name: 'status', type: 'varchar', length: '10' },
          { name: 'attempts', type: 'integer', default: 0 },
          { name: 'next_attempt_at', type: 'bigint' },
          // While `sending`: when the claim of the instance sending it runs out.
          { name: 'claimed_until', type: 'bigint', isNullable: true },
          { name: 'last_error', type: 'varchar', length: '500', isNullable: true },
          { name: 'created_at', type: 'bigint' },
          { name: 'sent_at', type: 'bigint', isNullable: true },
        ],
        indices: [
          new TableIndex({ name: 'email_outbox_due', columnNames: ['status', 'next_attempt_at'] }),
          new TableIndex({ name: 'email_outbox_recipient', columnNames: ['recipient'] }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('email_outbox');
    await queryRunner.dropTable('room_announcements');
    await queryRunner.dropTable('subscribers');
  }
}
