import { Inject, Injectable, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { CLOCK, type Clock } from '../clock/clock';
import { Database } from '../database/database';
import { JsonLogger } from '../http/json-logger';
import { PublicRoomCreatedEvents, type PublicRoomCreated } from '../rooms/streams/public-room-created';

/**
 * Keeps every public room created on this instance in `room_announcements`, where the digest
 * worker of any instance finds it. The time stored is when the row was written, which is what
 * the digest's window is measured against.
 */
@Injectable()
export class RoomAnnouncements implements OnModuleInit, BeforeApplicationShutdown {
  private unsubscribe: (() => void) | null = null;
  private readonly writing = new Set<Promise<void>>();

  constructor(
    private readonly events: PublicRoomCreatedEvents,
    private readonly db: Database,
    private readonly logger: JsonLogger,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  onModuleInit(): void {
    this.unsubscribe = this.events.subscribe((event) => this.track(this.record(event)));
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.unsubscribe?.();
    await Promise.all(this.writing);
  }

  async record(event: PublicRoomCreated): Promise<void> {
    try {
      await this.db.query('INSERT INTO room_announcements (room_id, room_name, created_at) VALUES ($1, $2, $3)', [
        event.roomId,
        event.roomName,
        this.clock.now(),
      ]);
    } catch (error) {
      this.logger.event('warn', 'could not record a public room for the newsletter', {
        context: 'Newsletter',
        roomId: event.roomId,
        error: (error as Error).message,
      });
    }
  }

  private track(writing: Promise<void>): Promise<void> {
    this.writing.add(writing);
    return writing.finally(() => this.writing.delete(writing));
  }
}
