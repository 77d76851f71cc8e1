import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/** Online rooms: rooms, their players, chat and the per-room event log the streams replay from. */
export class CreateRooms1763856000000 implements MigrationInterface {
  name = 'CreateRooms1763856000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'rooms',
        columns: [
          { name: 'id', type: 'varchar', length: '22', isPrimary: true },
          { name: 'room_name', type: 'varchar', length: '40' },
          // Lower-cased name: live room names are unique regardless of case.
          { name: 'room_name_key', type: 'varchar', length: '160', isUnique: true },
          { name: 'room_type', type: 'varchar', length: '7' },
          { name: 'current_turn', type: 'integer', default: 0 },
          { name: 'current_prompt', type: 'varchar', length: '500', default: "''" },
          { name: 'current_type', type: 'varchar', length: '5', default: "''" },
          { name: 'video_call_active', type: 'boolean', default: false },
          { name: 'video_participants', type: 'text', default: "'[]'" },
          { name: 'prompt_seed', type: 'integer' },
          { name: 'truths_dealt', type: 'integer', default: 0 },
          { name: 'dares_dealt', type: 'integer', default: 0 },
          { name: 'last_event_id', type: 'integer', default: 0 },
          { name: 'created_at', type: 'bigint' },
          { name: 'last_activity_at', type: 'bigint' },
        ],
        indices: [
          new TableIndex({ name: 'rooms_type_created', columnNames: ['room_type', 'created_at'] }),
          new TableIndex({ name: 'rooms_last_activity', columnNames: ['last_activity_at'] }),
        ],
      }),
    );
    await queryRunner.createTable(
      new Table({
        name: 'players',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'room_id', type: 'varchar', length: '22' },
          { name: 'username', type: 'varchar', length: '24' },
          { name: 'username_key', type: 'varchar', length: '100' },
          // SHA-256 of the player token; the token itself is never stored.
          { name: 'token_hash', type: 'varchar', length: '64', isUnique: true },
          { name: 'seat', type: 'integer' },
          { name: 'joined_at', type: 'bigint' },
          { name: 'last_seen_at', type: 'bigint' },
        ],
        indices: [
          new TableIndex({ name: 'players_room_username', columnNames: ['room_id', 'username_key'], isUnique: true }),
          new TableIndex({ name: 'players_room_seat', columnNames: ['room_id', 'seat'] }),
          new TableIndex({ name: 'players_last_seen', columnNames: ['last_seen_at'] }),
        ],
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
        name: 'chat_messages',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'room_id', type: 'varchar', length: '22' },
          { name: 'username', type: 'varchar', length: '24' },
          { name: 'message', type: 'varchar', length: '500' },
          { name: 'created_at', type: 'bigint' },
        ],
        indices: [new TableIndex({ name: 'chat_messages_room', columnNames: ['room_id', 'id'] })],
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
        name: 'room_events',
        columns: [
          { name: 'room_id', type: 'varchar', length: '22', isPrimary: true },
          { name: 'event_id', type: 'integer', isPrimary: true },
          { name: 'type', type: 'varchar', length: '20' },
          { name: 'data', type: 'text' },
          { name: 'created_at', type: 'bigint' },
        ],
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
    await queryRunner.dropTable('room_events');
    await queryRunner.dropTable('chat_messages');
    await queryRunner.dropTable('players');
    await queryRunner.dropTable('rooms');
  }
}
