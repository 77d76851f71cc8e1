import { openRoomStream } from '../session/open-room-stream';
import { roomsApi } from '../session/rooms-api';
import { openBrowserSocket } from './browser-socket';
import { httpRoomCall } from './http-room-calls';
import {
  createRoomConnection,
  type ConnectionClock,
  type RoomConnection,
  type RoomConnectionDeps,
} from './room-connection';
import { tabSocketFallbackMemory } from './socket-fallback-memory';

const browserClock: ConnectionClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Command ids for this page: a random prefix and a count. A reloaded page, or another tab, starts
 * a new prefix, so no id comes back within the two minutes the server remembers answers for.
 */
function pageCommandIds(): () => string {
  const bytes = crypto.getRandomValues(new Uint8Array(9));
  const prefix = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  let count = 0;
  return () => `${prefix}.${(count += 1).toString(36)}`;
}

let browserDeps: RoomConnectionDeps | null = null;

function depsOfThisPage(): RoomConnectionDeps {
  browserDeps ??= {
    openSocket: openBrowserSocket,
    openStream: openRoomStream,
    httpCall: httpRoomCall,
    loadRoom: (roomId) => roomsApi.loadRoom(roomId),
    memory: tabSocketFallbackMemory,
    clock: browserClock,
    random: Math.random,
    nextCommandId: pageCommandIds(),
  };
  return browserDeps;
}

const connections = new Map<string, RoomConnection>();

/** The one connection of this tab to a room, shared by the room's session and its call. */
export function roomConnection(roomId: string): RoomConnection {
  let connection = connections.get(roomId);
  if (connection === undefined) {
    connection = createRoomConnection(roomId, depsOfThisPage());
    connections.set(roomId, connection);
  }
  return connection;
}
