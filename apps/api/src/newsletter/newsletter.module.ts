import { type DynamicModule, Module } from '@nestjs/common';
import { DigestWorker } from './digest-worker';
import { EmailTransport } from './email-transport';
import { NewsletterController } from './newsletter.controller';
import { NewsletterService } from './newsletter.service';
import { OutboxSender } from './outbox-sender';
import { RoomAnnouncements } from './room-announcements';

/**
 * The newsletter: subscribe and unsubscribe, the digest of new public rooms and the outbox that
 * delivers it. `rooms` is the very RoomsModule the application imports (Nest shares a dynamic
 * module imported twice by reference), whose PublicRoomCreatedEvents it listens to. Needs
 * SecretsModule for the unsubscribe links' key and the global RateLimitModule for the subscribe
 * limit; the tables are reached through the global Database and every time is read from the
 * global CLOCK.
 */
@Module({})
export class NewsletterModule {
  static forRoot(rooms: DynamicModule): DynamicModule {
    return {
      module: NewsletterModule,
      imports: [rooms],
      controllers: [NewsletterController],
      providers: [NewsletterService, RoomAnnouncements, EmailTransport, OutboxSender, DigestWorker],
    };
  }
}
