import { Column, Entity, PrimaryColumn } from 'typeorm';

/** One stream event of a room, kept so a reconnecting client can catch up (the newest 500 per room). */
@Entity({ name: 'room_events' })
export class RoomEventEntity {
  @PrimaryColumn({ name: 'room_id', type: 'varchar', length: 22 })
  roomId!: string;

  @PrimaryColumn({ name: 'event_id', type: 'integer' })
  eventId!: number;

  @Column({ type: 'varchar', length: 20 })
  type!: string;

  /** The event's JSON data. */
  @Column({ type: 'text' })
  data!: string;

  @Column({ name: 'created_at', type: 'bigint' })
  createdAt!: string;
}
