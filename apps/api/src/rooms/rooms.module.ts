import { type DynamicModule, Module } from '@nestjs/common';
import { ThrottlerModule } from '@nestjs/throttler';
import type { AppConfig } from '../config/app-config';
import { JsonLogger } from '../http/json-logger';
import { InProcessRoomBus } from './streams/in-process-room-bus';
import { PostgresRoomBus } from './streams/postgres-room-bus';
import { PresenceSweeper } from './timers/presence-sweeper';
import { PublicRoomCreatedEvents } from './streams/public-room-created';
import { RoomEventBus } from './streams/room-event-bus';
import { RoomChatWriter } from './chat/room-chat-writer';
import { RoomEventLog } from './store/room-event-log';
import { RoomPresence } from './timers/room-presence';
import { RoomPrompts } from './store/room-prompts';
import { RoomRecords } from './store/room-records';
import { RoomTransactions } from './store/room-transactions';
import { RoomRateLimitStore, roomRateLimits } from './limits/room-rate-limits';
import { RoomStreams } from './streams/room-streams';
import { RoomsController } from './http/rooms.controller';
import { RoomsService } from './rooms.service';
import { SeatCache } from './store/seat-cache';
import { SeenMarks } from './store/seen-marks';
import { TurnTimer } from './timers/turn-timer';
import { WrongCodeLimit } from './limits/wrong-code-limit';

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
