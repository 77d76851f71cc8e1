import { ROOM_SOCKET_PROTOCOL, roomSocketPath } from '@truth-or-dare/room-protocol';

/** What the connection does with one socket. */
export interface RoomSocket {
  send(text: string): void;
  close(code?: number): void;
}

/** What one socket tells the connection; a socket that fails also closes, so there is no error of its own. */
export interface RoomSocketHandlers {
  open(): void;
  message(text: string): void;
  close(code: number): void;
}

/** Opens a room's socket; null where there is no WebSocket to open. */
export type OpenRoomSocket = (roomId: string, on: RoomSocketHandlers) => RoomSocket | null;

/** A room's socket address on the page's own origin: wss: on an https: page, ws: otherwise. */
export function roomSocketUrl(page: Pick<Location, 'protocol' | 'host'>, roomId: string): string {
  return `${page.protocol === 'https:' ? 'wss:' : 'ws:'}//${page.host}${roomSocketPath(roomId)}`;
}

/** The browser's WebSocket, offering the room protocol. */
export const openBrowserSocket: OpenRoomSocket = (roomId, on) => {
  if (typeof WebSocket === 'undefined') return null;
  const socket = new WebSocket(roomSocketUrl(window.location, roomId), ROOM_SOCKET_PROTOCOL);
  socket.onopen = () => on.open();
  socket.onmessage = (event: MessageEvent<unknown>) => {
    if (typeof event.data === 'string') on.message(event.data);
  };
  socket.onclose = (event) => on.close(event.code);
  return {
    send: (text) => socket.send(text),
    close: (code) => socket.close(code),
  };
};
