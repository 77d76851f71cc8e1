import { roomsClient } from './rooms-client';
import type { RoomsTransport } from './socket-calls';
import { TEST_DATABASES, startTestServer, type TestDatabase, type TestServer } from './test-server';

/** One way of running the rooms suites: a database, how player calls travel, and on how many instances. */
export interface RoomsSetup {
  readonly database: TestDatabase;
  readonly transport: RoomsTransport;
  /** With two, player calls go to the second instance and everything else to the first (PostgreSQL only). */
  readonly instances: 1 | 2;
  readonly label: string;
}

/**
 * Every case of the rooms contract runs over requests and over the room socket, on SQLite and
 * (with TEST_DATABASE_URL) PostgreSQL, there also on two instances sharing the database.
 */
export const ROOMS_SETUPS: RoomsSetup[] = TEST_DATABASES.flatMap((database) =>
  (['http', 'socket'] as const).flatMap((transport) =>
    ([1, 2] as const)
      .filter((instances) => instances === 1 || database === 'postgres')
      .map((instances) => ({
        database,
        transport,
        instances,
        label: `${database}, ${transport}${instances === 2 ? ', two instances' : ''}`,
      })),
  ),
);

export interface RoomsUnderTest {
  readonly server: TestServer;
  readonly servers: readonly TestServer[];
  readonly api: ReturnType<typeof roomsClient>;
  close(): Promise<void>;
}

export async function startRooms(setup: RoomsSetup, env: Record<string, string> = {}): Promise<RoomsUnderTest> {
  const server = await startTestServer(setup.database, env);
  const servers = [server];
  if (setup.instances === 2) {
    const url = server.config.database.kind === 'postgres' ? server.config.database.url : undefined;
    servers.push(await startTestServer(setup.database, env, { sharedDatabaseUrl: url }));
  }
  const api = roomsClient(server.baseUrl, {
    transport: setup.transport,
    playerBaseUrl: (servers[servers.length - 1] as TestServer).baseUrl,
  });
  return {
    server,
    servers,
    api,
    async close() {
      api.close();
      // The instance that made the database drops it, so it closes last.
      for (const instance of [...servers].reverse()) await instance.close();
    },
  };
}
