import { SOCKET_CLOSE } from '@truth-or-dare/room-protocol';
import type { WebSocket } from 'ws';
import type { EventOutput, OutputEnd } from '../streams/event-output';

/** The close code and reason a socket gets when the hub ends it. */
const CLOSES: Readonly<Record<OutputEnd, { code: number; reason: string }>> = {
  roomClosed: { code: SOCKET_CLOSE.normal, reason: 'room closed' },
  removed: { code: SOCKET_CLOSE.removed, reason: 'removed' },
  // The client reconnects with its last event id and catches up.
  overflow: { code: 1013, reason: 'too far behind' },
  shutdown: { code: SOCKET_CLOSE.goingAway, reason: 'server restarting' },
  unavailable: { code: 1013, reason: 'try again' },
};

/**
 * A room socket as the hub's output: events go out as text frames, each already encoded once for
 * every socket of the room (room-stream-hub.ts). `onCaughtUp` sends `ready` after the replay.
 */
export function socketOutput(socket: WebSocket, onCaughtUp: (complete: boolean) => void): EventOutput {
  return {
    format: 'socket',
    write(frame) {
      if (socket.readyState === socket.OPEN) socket.send(frame, { binary: false });
    },
    get bufferedBytes() {
      return socket.bufferedAmount;
    },
    end(reason) {
      const { code, reason: text } = CLOSES[reason];
      socket.close(code, text);
    },
    // Sockets are kept open by WebSocket pings (room-sockets.ts), not by writes.
    idle: () => undefined,
    caughtUp: onCaughtUp,
  };
}
