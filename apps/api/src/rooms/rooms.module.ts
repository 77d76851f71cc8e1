import { type DynamicModule, Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import type { AppConfig } from '../config/app-config';
import { JsonLogger } from '../http/json-logger';
import { InProcessRoomBus } from './in-process-room-bus';
import { PostgresRoomBus } from './postgres-room-bus';
import { PresenceSweeper } from './presence-sweeper';
import { PublicRoomCreatedEvents } from './public-room-created';
import { RoomEventBus } from './room-event-bus';
import { RoomChatWriter } from './room-chat-writer';
import { RoomEventLog } from './room-event-log';
import { RoomPresence } from './room-presence';
import { RoomPrompts } from './room-prompts';
import { RoomRecords } from './room-records';
import { RoomTransactions } from './room-transactions';
import { RoomRateLimitStore, roomRateLimits } from './room-rate-limits';
import { RoomStreams } from './room-streams';
import { RoomsController } from './rooms.controller';
import { RoomsService } from './rooms.service';
import { SeatCache } from './seat-cache';
import { SeenMarks } from './seen-marks';
import { TurnTimer } from './turn-timer';
import { WrongCodeLimit } from './wrong-code-limit';

/** Online rooms: the contract's rooms calls, event streams, presence, the turn timer and the cross-instance event bus. */
@Module({})
export class RoomsModule {
  static forRoot(config: AppConfig): DynamicModule {
    const limitStore = new RoomRateLimitStore();
    return {
      module: RoomsModule,
      imports: [ThrottlerModule.forRoot(roomRateLimits(config.rooms, limitStore))],
      controllers: [RoomsController],
      providers: [
        { provide: RoomRateLimitStore, useValue: limitStore },
        { provide: SeatCache, useValue: new SeatCache() },
        {
          // Chosen once from configuration: PostgreSQL fans out between instances, SQLite has one.
          provide: RoomEventBus,
          useFactory: (logger: JsonLogger, seats: SeatCache) =>
            config.database.kind === 'postgres'
              ? new PostgresRoomBus(config.database.url, logger, seats)
              : new InProcessRoomBus(),
          inject: [JsonLogger, SeatCache],
        },
        RoomTransactions,
        RoomRecords,
        RoomEventLog,
        SeenMarks,
        RoomChatWriter,
        RoomPresence,
        RoomPrompts,
        PublicRoomCreatedEvents,
        RoomsService,
        RoomStreams,
        PresenceSweeper,
        TurnTimer,
        WrongCodeLimit,
      ],
      exports: [PublicRoomCreatedEvents, RoomsService, RoomStreams, RoomRateLimitStore],
    };
  }
}
