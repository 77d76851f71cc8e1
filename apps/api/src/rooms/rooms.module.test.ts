import type { FactoryProvider, Provider } from '@nestjs/common';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/app-config';
import type { Database } from '../database/database';
import { JsonLogger } from '../http/json-logger';
import { RoomsModule } from './rooms.module';
import { PostgresRoomStore } from './store/postgres-room-store';
import { RoomStore } from './store/room-store';
import { SeatCache } from './store/seat-cache';
import { SqliteRoomStore } from './store/sqlite-room-store';
import { InProcessRoomBus } from './streams/in-process-room-bus';
import { PostgresRoomBus } from './streams/postgres-room-bus';
import { RoomEventBus } from './streams/room-event-bus';

function factoryOf(providers: Provider[] | undefined, token: unknown): FactoryProvider['useFactory'] {
  const provider = providers?.find((candidate) => typeof candidate === 'object' && candidate.provide === token);
  if (!provider || !('useFactory' in provider)) throw new Error('no factory provider for the token');
  return provider.useFactory;
}

/** The store and the bus the module's providers make for these environment variables. */
function chosenFor(env: Record<string, string>): { store: RoomStore; bus: RoomEventBus } {
  const { providers } = RoomsModule.forRoot(loadConfig(env));
  // Nothing connects until the application starts, so a stand-in database is enough.
  const store = factoryOf(providers, RoomStore)({} as Database, new JsonLogger('silent'), new SeatCache()) as RoomStore;
  return { store, bus: factoryOf(providers, RoomEventBus)(store) as RoomEventBus };
}

describe('the room store chosen at start-up', () => {
  it('is the SQLite store with the in-process bus by default', () => {
    const { store, bus } = chosenFor({});
    expect(store).toBeInstanceOf(SqliteRoomStore);
    expect(bus).toBeInstanceOf(InProcessRoomBus);
    expect(bus).toBe(store.bus);
  });

  it('is the PostgreSQL store with the NOTIFY bus when DATABASE_URL is set', () => {
    const { store, bus } = chosenFor({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/rooms' });
    expect(store).toBeInstanceOf(PostgresRoomStore);
    expect(bus).toBeInstanceOf(PostgresRoomBus);
    expect(bus).toBe(store.bus);
  });
});
