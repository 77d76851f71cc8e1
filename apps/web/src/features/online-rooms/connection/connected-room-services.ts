import type { RoomSessionServices } from '@truth-or-dare/room-protocol';
import type { RoomConnection } from './room-connection';

/** How a room session loads and joins, which comes before any connection. */
export type RoomArrival = Pick<RoomSessionServices, 'loadRoom' | 'joinRoom'>;

/**
 * The room session's network side: loading and joining as `arrival` does them, everything a
 * seated player does on the room's connection, which picks the socket or the stream and requests.
 * What the calls change comes back as events, so their answers are not read.
 */
export function connectedRoomServices(
  arrival: RoomArrival,
  connectionOf: (roomId: string) => RoomConnection,
): RoomSessionServices {
  return {
    loadRoom: arrival.loadRoom,
    joinRoom: arrival.joinRoom,
    takeTurn: ({ roomId, seat, type }) => connectionOf(roomId).send(seat, 'turn', { type, username: seat.username }),
    sendChat: ({ roomId, seat, message }) =>
      connectionOf(roomId).send(seat, 'chat', { username: seat.username, message }),
    ping: ({ roomId, seat }) => connectionOf(roomId).send(seat, 'ping', { username: seat.username }),
    releaseSeat: ({ roomId, seat }) => connectionOf(roomId).send(seat, 'leave', { username: seat.username }),
    removePlayer: ({ roomId, seat, username }) => connectionOf(roomId).send(seat, 'kick', { username }),
    skipTurn: ({ roomId, seat }) => connectionOf(roomId).send(seat, 'skip', {}),
    setLocked: ({ roomId, seat, locked }) => connectionOf(roomId).send(seat, 'lock', { locked }),
    handHost: ({ roomId, seat, username }) => connectionOf(roomId).send(seat, 'host', { username }),
    changeSettings: ({ roomId, seat, change }) => connectionOf(roomId).send(seat, 'settings', change),
    addPrompt: ({ roomId, seat, type, text }) => connectionOf(roomId).send(seat, 'prompts', { type, text }),
    pass: ({ roomId, seat }) => connectionOf(roomId).send(seat, 'pass', {}),
    openStream: ({ roomId, lastEventId, token }, report) => connectionOf(roomId).follow({ lastEventId, token }, report),
  };
}
