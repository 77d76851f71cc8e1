import type { Room } from '@truth-or-dare/room-protocol';
import { socketCalls, type RoomsTransport } from './socket-calls';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test answers are checked field by field
export type CallAnswer = { status: number; body: any; headers: Headers };

export interface RoomsClientOptions {
  /** How a player's calls travel: requests (the default), or commands on the room socket. */
  readonly transport?: RoomsTransport;
  /** Where a player's calls go, when not to `baseUrl`: another instance on the same database. */
  readonly playerBaseUrl?: string;
}

/**
 * Calls the rooms API of a test server and answers status and JSON body. With the `socket`
 * transport, every player call the socket carries (docs/api.md#room-socket) goes as a command
 * instead, and its ack is answered as the request's answer would be.
 */
export function roomsClient(baseUrl: string, options: RoomsClientOptions = {}) {
  const playerBase = options.playerBaseUrl ?? baseUrl;
  const sockets = options.transport === 'socket' ? socketCalls(playerBase) : null;
  async function call(method: string, path: string, body?: unknown, token?: string): Promise<CallAnswer> {
    const command = sockets?.commandOf(method, path, body);
    if (command && sockets) return sockets.send(command.roomId, command.call, command.body, token ?? null);
    const player = /^\/api\/[^/]+\/(?!join$)[a-z/-]+$/.test(path) && method !== 'GET';
    const response = await fetch(`${player ? playerBase : baseUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text === '' ? null : JSON.parse(text), headers: response.headers };
  }
  return {
    call,
    /** Closes the sockets the client opened. */
    close: () => sockets?.close(),
    async createRoom(roomName: string, roomType: 'public' | 'private' = 'public'): Promise<Room> {
      const answer = await call('POST', '/api/createRoom', { roomName, roomType });
      if (answer.status !== 201) throw new Error(`create failed: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body.room as Room;
    },
    async join(roomId: string, username: string): Promise<string> {
      const answer = await call('PATCH', `/api/${roomId}/join`, { username });
      if (answer.status !== 200) throw new Error(`join failed: ${answer.status} ${JSON.stringify(answer.body)}`);
      return answer.body.playerToken as string;
    },
    chat: (roomId: string, username: string, message: string, token?: string) =>
      call('POST', `/api/${roomId}/chat`, { username, message }, token),
    turn: (roomId: string, username: string, type: string, token?: string) =>
      call('PATCH', `/api/${roomId}/turn`, { username, type }, token),
    ping: (roomId: string, username: string, token?: string) =>
      call('POST', `/api/${roomId}/ping`, { username, message: 'ping' }, token),
    leave: (roomId: string, username: string, token?: string) =>
      call('POST', `/api/${roomId}/leave`, { username }, token),
    getRoom: (roomId: string) => call('GET', `/api/rooms/${roomId}`),
  };
}

export function uniqueName(prefix: string): string {
  return `${prefix} ${Math.random().toString(36).slice(2, 8)}`;
}
