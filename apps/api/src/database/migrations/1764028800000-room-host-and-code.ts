import { TableColumn, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/** Rooms get a host, a lock and a short code that finds them (docs/api.md#host-calls). */
export class RoomHostAndCode1764028800000 implements MigrationInterface {
  name = 'RoomHostAndCode1764028800000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('rooms', [
      new TableColumn({ name: 'host_name', type: 'varchar', length: '24', default: "''" }),
      new TableColumn({ name: 'locked', type: 'boolean', default: false }),
      // Null only for rooms created before codes existed.
      new TableColumn({ name: 'code', type: 'varchar', length: '6', isNullable: true }),
    ]);
    await queryRunner.createIndex(
      'rooms',
      new TableIndex({ name: 'rooms_code', columnNames: ['code'], isUnique: true }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropIndex('rooms', 'rooms_code');
    await queryRunner.dropColumns('rooms', ['code', 'locked', 'host_name']);
  }
}
