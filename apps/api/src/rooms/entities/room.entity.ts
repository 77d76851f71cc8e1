import { Column, Entity, PrimaryColumn } from 'typeorm';

/** A live room. The schema comes from the CreateRooms migration; this mirrors it for TypeORM. */
@Entity({ name: 'rooms' })
export class RoomEntity {
  @PrimaryColumn({ type: 'varchar', length: 22 })
  id!: string;

  @Column({ name: 'room_name', type: 'varchar', length: 40 })
  roomName!: string;

  @Column({ name: 'room_name_key', type: 'varchar', length: 160, unique: true })
  roomNameKey!: string;

  @Column({ name: 'room_type', type: 'varchar', length: 7 })
  roomType!: string;

  @Column({ name: 'current_turn', type: 'integer', default: 0 })
  currentTurn!: number;

  @Column({ name: 'current_prompt', type: 'varchar', length: 500, default: '' })
  currentPrompt!: string;

  @Column({ name: 'current_type', type: 'varchar', length: 5, default: '' })
  currentType!: string;

  @Column({ name: 'video_call_active', type: 'boolean', default: false })
  videoCallActive!: boolean;

  /** JSON array of names. */
  @Column({ name: 'video_participants', type: 'text', default: '[]' })
  videoParticipants!: string;

  @Column({ name: 'prompt_seed', type: 'integer' })
  promptSeed!: number;

  @Column({ name: 'truths_dealt', type: 'integer', default: 0 })
  truthsDealt!: number;

  @Column({ name: 'dares_dealt', type: 'integer', default: 0 })
  daresDealt!: number;

  /** Id of the room's newest stream event; the next event takes the next number. */
  @Column({ name: 'last_event_id', type: 'integer', default: 0 })
  lastEventId!: number;

  @Column({ name: 'created_at', type: 'bigint' })
  createdAt!: string;

  @Column({ name: 'last_activity_at', type: 'bigint' })
  lastActivityAt!: string;
}
