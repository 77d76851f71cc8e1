import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'chat_messages' })
export class ChatMessageEntity {
  @PrimaryGeneratedColumn({ type: 'integer' })
  id!: number;

  @Column({ name: 'room_id', type: 'varchar', length: 22 })
  roomId!: string;

  @Column({ type: 'varchar', length: 24 })
  username!: string;

  @Column({ type: 'varchar', length: 500 })
  message!: string;

  @Column({ name: 'created_at', type: 'bigint' })
  createdAt!: string;
}
