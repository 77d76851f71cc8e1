import { ROOM_SOCKET_CALLS, type RoomSocketCall } from '@truth-or-dare/room-protocol';
import { openTestSocket, type TestSocket } from './socket-client';
import type { CallAnswer } from './rooms-client';

export type RoomsTransport = 'http' | 'socket';

const CALL_BY_ROUTE = new Map(
  Object.entries(ROOM_SOCKET_CALLS).map(([call, { method, path }]) => [`${method} ${path}`, call as RoomSocketCall]),
);

/**
 * Makes player calls as room socket commands, one socket per room and token (a listening socket
 * without one), as a client that switched to the socket would. A refused upgrade or hello is
 * answered as the request would be: the upgrade's own JSON answer, or 401 with the close reason's body.
 */
export function socketCalls(baseUrl: string) {
  const open = new Map<string, Promise<TestSocket | CallAnswer>>();

  async function socketFor(roomId: string, token: string | null): Promise<TestSocket | CallAnswer> {
    const key = `${roomId} ${token}`;
    const known = await open.get(key);
    if (known && ('status' in known || known.closed === null)) return known;
    const opening = (async (): Promise<TestSocket | CallAnswer> => {
      let socket: TestSocket;
      try {
        socket = await openTestSocket(baseUrl, roomId);
      } catch (error) {
        const { status, body } = error as { status?: number; body?: string };
        if (status === undefined) throw error;
        return answer(status, body ? JSON.parse(body) : null);
      }
      try {
        await socket.hello(token);
      } catch {
        const closed = await socket.waitForClose();
        return answer(401, JSON.parse(closed.reason));
      }
      return socket;
    })();
    open.set(key, opening);
    return opening;
  }

  return {
    /** The command a request is, or null when the socket does not carry it (or its body is not JSON at all). */
    commandOf(
      method: string,
      path: string,
      body: unknown,
    ): { roomId: string; call: RoomSocketCall; body: unknown } | null {
      const match = /^\/api\/([^/]+)\/(.+)$/.exec(path);
      const call = match && CALL_BY_ROUTE.get(`${method} ${match[2]}`);
      if (!match || !call) return null;
      // A body that is not JSON at all is a request's fault only: on the socket, such a frame closes it (4400).
      if (typeof body === 'string') {
        try {
          return { roomId: match[1] as string, call, body: JSON.parse(body) };
        } catch {
          return null;
        }
      }
      return { roomId: match[1] as string, call, body: body ?? {} };
    },
    async send(roomId: string, call: RoomSocketCall, body: unknown, token: string | null): Promise<CallAnswer> {
      const socket = await socketFor(roomId, token);
      if ('status' in socket) return socket;
      const ack = await socket.command(call, body);
      return answer(ack.status, ack.body);
    },
    close(): void {
      for (const opening of open.values())
        void opening.then((socket) => {
          if (!('status' in socket)) socket.close();
        });
    },
  };
}

function answer(status: number, body: unknown): CallAnswer {
  return { status, body, headers: new Headers() };
}
