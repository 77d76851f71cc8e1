import { sessionStore } from '../../../components/session-store';

/**
 * Whether this tab has found that room sockets cannot open here (blocked at the upgrade, or a
 * proxy that refuses WebSocket): then every room of the tab uses the stream and requests at once,
 * without waiting for a socket first (docs/product.md#room-connection).
 */
export interface SocketFallbackMemory {
  blocked(): boolean;
  remember(): void;
}

const KEY = 'room_socket_blocked';

/** The memory kept in sessionStorage; storage that is missing or refused remembers nothing. */
export const tabSocketFallbackMemory: SocketFallbackMemory = {
  blocked() {
    try {
      return sessionStore()?.getItem(KEY) === '1';
    } catch {
      return false;
    }
  },
  remember() {
    try {
      sessionStore()?.setItem(KEY, '1');
    } catch {
      // The next room of the tab tries the socket again; nothing else depends on it.
    }
  },
};
