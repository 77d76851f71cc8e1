import type { MigrationInterface, QueryRunner } from 'typeorm';
import { nameKey } from '@truth-or-dare/room-protocol/name-key';

/** Where a name's key must be unique: among all rooms, or among the players of one room. */
interface KeyedTable {
  readonly table: 'rooms' | 'players';
  readonly name: 'room_name' | 'username';
  readonly key: 'room_name_key' | 'username_key';
  readonly scope: 'room_id' | null;
}

const ROOMS: KeyedTable = { table: 'rooms', name: 'room_name', key: 'room_name_key', scope: null };
const PLAYERS: KeyedTable = { table: 'players', name: 'username', key: 'username_key', scope: 'room_id' };

/**
 * Room and player names are unique by their confusable skeleton (room-protocol's `nameKey`)
 * rather than their lower-cased form. One character's skeleton can be many characters long, so
 * PostgreSQL's key columns become text (SQLite never enforced the length), and the keys of the
 * rooms and players already stored are recomputed.
 */
export class ConfusableNameKeys1764201600000 implements MigrationInterface {
  name = 'ConfusableNameKeys1764201600000';

  async up(queryRunner: QueryRunner): Promise<void> {
    if (queryRunner.connection.options.type === 'postgres') {
      await queryRunner.query('ALTER TABLE rooms ALTER COLUMN room_name_key TYPE text');
      await queryRunner.query('ALTER TABLE players ALTER COLUMN username_key TYPE text');
    }
    for (const table of [ROOMS, PLAYERS]) await rekey(queryRunner, table, nameKey);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    const lowerCased = (name: string) => name.normalize('NFC').toLowerCase();
    for (const table of [ROOMS, PLAYERS]) await rekey(queryRunner, table, lowerCased);
    if (queryRunner.connection.options.type === 'postgres') {
      await queryRunner.query('ALTER TABLE rooms ALTER COLUMN room_name_key TYPE varchar(160)');
      await queryRunner.query('ALTER TABLE players ALTER COLUMN username_key TYPE varchar(100)');
    }
  }
}

/**
 * Sets every row's key to `keyOf(name)`. Each row first gets a placeholder key of its own, so a
 * new key never meets an old one still in place. Names that now share a key (they were allowed
 * before) keep apart with the row id after a control character no name contains, until they go.
 */
async function rekey(
  queryRunner: QueryRunner,
  { table, name, key, scope }: KeyedTable,
  keyOf: (name: string) => string,
): Promise<void> {
  const placeholder = (index: number) => (queryRunner.connection.options.type === 'postgres' ? `$${index}` : '?');
  const setKey = `UPDATE ${table} SET ${key} = ${placeholder(1)} WHERE id = ${placeholder(2)}`;
  const rows = (await queryRunner.query(
    `SELECT id, ${name} AS name${scope ? `, ${scope} AS scope` : ''} FROM ${table} ORDER BY id`,
  )) as {
    id: string | number;
    name: string;
    scope?: string;
  }[];
  for (const row of rows) await queryRunner.query(setKey, [`\u0001${row.id}`, row.id]);
  const taken = new Set<string>();
  for (const row of rows) {
    const wanted = keyOf(row.name);
    const claim = `${row.scope ?? ''}\n${wanted}`;
    const unique = taken.has(claim) ? `${wanted}\u0001${row.id}` : wanted;
    taken.add(claim);
    await queryRunner.query(setKey, [unique, row.id]);
  }
}
