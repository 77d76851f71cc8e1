import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

// The schema comes from the CreateNewsletter migration; these mirror it for TypeORM. The
// newsletter reads and writes these tables with plain SQL (NewsletterDatabase).

/** Someone who wants an email when public rooms open. */
@Entity({ name: 'subscribers' })
export class SubscriberEntity {
  @PrimaryGeneratedColumn('increment')
  id!: number;

  /** Trimmed and lower-cased. */
  @Column({ type: 'varchar', length: 254, unique: true })
  email!: string;

  @Column({ name: 'created_at', type: 'bigint' })
  createdAt!: string;

  @Column({ name: 'last_digest_at', type: 'bigint', nullable: true })
  lastDigestAt!: string | null;
}

/** A public room to tell subscribers about in their next digest. */
@Entity({ name: 'room_announcements' })
export class RoomAnnouncementEntity {
  @PrimaryGeneratedColumn('increment')
  id!: number;

  @Column({ name: 'room_id', type: 'varchar', length: 22 })
  roomId!: string;

  @Column({ name: 'room_name', type: 'varchar', length: 40 })
  roomName!: string;

  @Index('room_announcements_created')
  @Column({ name: 'created_at', type: 'bigint' })
  createdAt!: string;
}

/** An email on its way: pending, sending (claimed by one instance until claimed_until), sent or failed. */
@Entity({ name: 'email_outbox' })
@Index('email_outbox_due', ['status', 'nextAttemptAt'])
export class OutboxEmailEntity {
  @PrimaryGeneratedColumn('increment')
  id!: number;

  @Index('email_outbox_recipient')
  @Column({ type: 'varchar', length: 254 })
  recipient!: string;

  @Column({ type: 'varchar', length: 200 })
  subject!: string;

  @Column({ name: 'text_body', type: 'text' })
  textBody!: string;

  @Column({ name: 'html_body', type: 'text' })
  htmlBody!: string;

  /** JSON object of extra headers. */
  @Column({ type: 'text' })
  headers!: string;

  @Column({ type: 'varchar', length: 10 })
  status!: 'pending' | 'sending' | 'sent' | 'failed';

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @Column({ name: 'next_attempt_at', type: 'bigint' })
  nextAttemptAt!: string;

  @Column({ name: 'claimed_until', type: 'bigint', nullable: true })
  claimedUntil!: string | null;

  @Column({ name: 'last_error', type: 'varchar', length: 500, nullable: true })
  lastError!: string | null;

  @Column({ name: 'created_at', type: 'bigint' })
  createdAt!: string;

  @Column({ name: 'sent_at', type: 'bigint', nullable: true })
  sentAt!: string | null;
}
