import { Table, TableColumn, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Rooms carry settings (rating, categories, turn timer, own-prompts-only, chat filter), whose
 * prompt is on screen, the current player's deadline and the passes used; players record their
 * age confirmation; the group's own prompts get a table (docs/api.md#room-settings). Call
 * signals too big for one PostgreSQL NOTIFY wait briefly in `rtc_signals` (docs/api.md#video-calls).
 */
export class RoomSettings1764115200000 implements MigrationInterface {
  name = 'RoomSettings1764115200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('rooms', [
      new TableColumn({ name: 'rating', type: 'varchar', length: '6', default: "'family'" }),
      new TableColumn({ name: 'categories', type: 'varchar', length: '60', default: `'["normal","funny"]'` }),
      new TableColumn({ name: 'turn_seconds', type: 'integer', default: 0 }),
      new TableColumn({ name: 'custom_only', type: 'boolean', default: false }),
      new TableColumn({ name: 'chat_filter', type: 'boolean', default: true }),
      new TableColumn({ name: 'prompt_for', type: 'varchar', length: '24', default: "''" }),
      // Absolute time in ms, so a restarted server or another instance keeps the deadline.
      new TableColumn({ name: 'turn_deadline', type: 'bigint', isNullable: true }),
      new TableColumn({ name: 'passes_used', type: 'text', default: "'[]'" }),
    ]);
    await queryRunner.createIndex(
      'rooms',
      new TableIndex({ name: 'rooms_turn_deadline', columnNames: ['turn_deadline'] }),
    );
    await queryRunner.addColumn('players', new TableColumn({ name: 'adult', type: 'boolean', default: false }));
    await queryRunner.createTable(
      new Table({
        name: 'room_prompts',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'room_id', type: 'varchar', length: '22' },
          { name: 'type', type: 'varchar', length: '5' },
          { name: 'text', type: 'varchar', length: '200' },
        ],
        indices: [new TableIndex({ name: 'room_prompts_room', columnNames: ['room_id', 'id'] })],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['room_id'],
            referencedTableName: 'rooms',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'rtc_signals',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'room_id', type: 'varchar', length: '22' },
          { name: 'payload', type: 'text' },
          { name: 'created_at', type: 'bigint' },
        ],
        indices: [new TableIndex({ name: 'rtc_signals_created', columnNames: ['created_at'] })],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['room_id'],
            referencedTableName: 'rooms',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('rtc_signals');
    await queryRunner.dropTable('room_prompts');
    await queryRunner.dropColumn('players', 'adult');
    await queryRunner.dropIndex('rooms', 'rooms_turn_deadline');
    await queryRunner.dropColumns('rooms', [
      'passes_used',
      'turn_deadline',
      'prompt_for',
      'chat_filter',
      'custom_only',
      'turn_seconds',
      'categories',
      'rating',
    ]);
  }
}
