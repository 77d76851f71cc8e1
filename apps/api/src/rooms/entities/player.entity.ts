import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A player seated in a room; `seat` orders the turns. */
@Entity({ name: 'players' })
@Index('players_room_username', ['roomId', 'usernameKey'], { unique: true })
export class PlayerEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'room_id', type: 'varchar', length: 22 })
  roomId!: string;

  @Column({ type: 'varchar', length: 24 })
  username!: string;

  @Column({ name: 'username_key', type: 'varchar', length: 100 })
  usernameKey!: string;

  /** SHA-256 (hex) of the player token. */
  @Column({ name: 'token_hash', type: 'varchar', length: 64, unique: true })
  tokenHash!: string;

  @Column({ type: 'integer' })
  seat!: number;

  @Column({ name: 'joined_at', type: 'bigint' })
  joinedAt!: string;

  @Column({ name: 'last_seen_at', type: 'bigint' })
  lastSeenAt!: string;
}
