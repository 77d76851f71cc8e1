import { type DynamicModule, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { Database } from '../database/database';
import { JsonLogger } from '../http/json-logger';
import { PostgresRoomStore } from './store/postgres-room-store';
import { RoomStore } from './store/room-store';
import { SqliteRoomStore } from './store/sqlite-room-store';
import { InProcessRoomBus } from './streams/in-process-room-bus';
import { PostgresRoomBus } from './streams/postgres-room-bus';
import { PresenceSweeper } from './timers/presence-sweeper';
import { PublicRoomCreatedEvents } from './streams/public-room-created';
import { RoomEventBus } from './streams/room-event-bus';
import { RoomChatWriter } from './chat/room-chat-writer';
import { RoomEventLog } from './store/room-event-log';
import { RoomPresence } from './timers/room-presence';
import { DueRooms } from './store/due-rooms';
import { RoomPrompts } from './store/room-prompts';
import { RoomRecords } from './store/room-records';
import { RoomTransactions } from './store/room-transactions';
import { RoomStreams } from './streams/room-streams';
import { RoomsController } from './http/rooms.controller';
import { CallSignals } from './calls/call-signals';
import { RoomChat } from './chat/room-chat';
import { RoomCommands } from './commands/room-commands.service';
import { RoomDirectory } from './commands/room-directory';
import { SeatedPlayers } from './commands/seated-players';
import { PlayerCalls } from './commands/player-calls';
import { SeatCache } from './store/seat-cache';
import { SeenMarks } from './store/seen-marks';
import { TurnTimer } from './timers/turn-timer';
import { RoomSockets } from './socket/room-sockets';

/** Online rooms: the contract's rooms calls, event streams, presence, the turn timer and the cross-instance event bus. */
@Module({})
export class RoomsModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: RoomsModule,
      controllers: [RoomsController],
      providers: [
        { provide: SeatCache, useValue: new SeatCache() },
        {
          // Chosen once from configuration, with the bus that fits: PostgreSQL fans out between
          // instances, SQLite has one.
          provide: RoomStore,
          useFactory: (db: Database, logger: JsonLogger, seats: SeatCache) =>
            config.database.kind === 'postgres'
              ? new PostgresRoomStore(db, new PostgresRoomBus(config.database.url, logger, seats))
              : new SqliteRoomStore(db, new InProcessRoomBus()),
          inject: [Database, JsonLogger, SeatCache],
        },
        { provide: RoomEventBus, useFactory: (store: RoomStore) => store.bus, inject: [RoomStore] },
        RoomTransactions,
        RoomRecords,
        RoomEventLog,
        SeenMarks,
        RoomChatWriter,
        RoomPresence,
        DueRooms,
        RoomPrompts,
        PublicRoomCreatedEvents,
        SeatedPlayers,
        RoomCommands,
        RoomDirectory,
        RoomChat,
        CallSignals,
        PlayerCalls,
        RoomStreams,
        PresenceSweeper,
        TurnTimer,
        RoomSockets,
      ],
      exports: [PublicRoomCreatedEvents, SeatedPlayers, PlayerCalls, RoomStreams, RoomSockets],
    };
  }
}
