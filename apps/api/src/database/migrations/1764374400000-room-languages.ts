import { TableColumn, type MigrationInterface, type QueryRunner } from 'typeorm';

/**
 * Rooms deal in a language and say which library prompt is on screen and in which address form;
 * players keep how prompts speak to them (docs/api.md#the-room-object,
 * docs/decisions/0023-languages.md). Existing rooms and players read as English and neutral.
 */
export class RoomLanguages1764374400000 implements MigrationInterface {
  name = 'RoomLanguages1764374400000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.addColumns('rooms', [
      new TableColumn({ name: 'language', type: 'varchar', length: '5', default: "'en'" }),
      new TableColumn({ name: 'current_prompt_id', type: 'varchar', length: '64', default: "''" }),
      new TableColumn({ name: 'current_prompt_address', type: 'varchar', length: '7', default: "'neutral'" }),
    ]);
    await queryRunner.addColumn(
      'players',
      new TableColumn({ name: 'address', type: 'varchar', length: '7', default: "'neutral'" }),
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropColumn('players', 'address');
    await queryRunner.dropColumns('rooms', ['current_prompt_address', 'current_prompt_id', 'language']);
  }
}
