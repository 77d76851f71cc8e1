import { ROOM_SOCKET_CALLS, RoomRequestError, type RoomSeat, type RoomSocketCall } from '@truth-or-dare/room-protocol';
import { callApi, readJson } from '../../../api/call-api';
import { inFlightLimit } from './in-flight-limit';

/**
 * Call signals in flight at once over HTTP, whatever the number of peers. A browser opens at most
 * 6 HTTP/1.1 connections to a site and the room's stream holds one: the rest stay free for the
 * room's own calls (ping, chat, turns) even during a big call's negotiation burst. Each peer's
 * signals still go one after another, so their order holds. Over the socket there is no such limit.
 */
export const SIGNALS_IN_FLIGHT = 3;

const signalsInFlight = inFlightLimit(SIGNALS_IN_FLIGHT);

/**
 * One of the room's calls over HTTP, as the socket's table names it (room-protocol's
 * ROOM_SOCKET_CALLS): resolves with the answer's JSON body (null when it has none), rejects with a
 * RoomRequestError. A leave goes as a keepalive request: it may be the page's last word.
 */
export async function httpRoomCall(
  roomId: string,
  seat: RoomSeat,
  call: RoomSocketCall,
  body: unknown,
): Promise<unknown> {
  const { method, path } = ROOM_SOCKET_CALLS[call];
  const send = async () => {
    const response = await callApi(
      `/api/${encodeURIComponent(roomId)}/${path}`,
      { method, body, bearer: seat.token, keepalive: call === 'leave' || call === 'video-call/leave' },
      (status, message, code) => new RoomRequestError(status, message, code),
    );
    // Read to the end, even when empty: an unread body keeps its connection from the pool until
    // garbage collection, and a big call's signals would use them all up.
    return (await readJson(response)) ?? null;
  };
  return call === 'rtc' ? signalsInFlight(send) : send();
}
