import {
  chatRequestSchema,
  isRoomId,
  pingRequestSchema,
  turnRequestSchema,
  type ChatMessage,
  type Room,
} from '@truth-or-dare/room-protocol';
import { parseBody } from '../../http/parse-body';
import { bearerToken } from '../store/player-tokens';
import { roomNotFound, tokenMissing } from './room-errors';
import type { RoomsService, SeatedPlayer } from '../rooms.service';

/**
 * The steps of the busiest player calls, shared by the controller and the lean handler in front
 * of Express (room-hot-calls.ts), so both answer alike: the same checks in the same order.
 */

/** A room id as the contract shapes it, else the 404 of a room that does not exist. */
export function validRoomId(roomId: string): string {
  if (!isRoomId(roomId)) throw roomNotFound();
  return roomId;
}

/** The player a call's token names in the room; no room answers 404 before a missing token answers 401. */
export async function callingPlayer(
  rooms: RoomsService,
  roomId: string,
  authorization: string | undefined,
): Promise<SeatedPlayer> {
  const id = validRoomId(roomId);
  const token = bearerToken(authorization);
  if (token === null) {
    await rooms.videoCall(id);
    throw tokenMissing();
  }
  return rooms.authenticate(id, token);
}

/** POST /api/:roomId/chat. */
export async function chatCall(
  rooms: RoomsService,
  roomId: string,
  authorization: string | undefined,
  body: unknown,
): Promise<{ chat: ChatMessage }> {
  const player = await callingPlayer(rooms, roomId, authorization);
  const request = parseBody(chatRequestSchema, body);
  rooms.assertSpeaksAsSelf(player, request.username);
  return { chat: await rooms.chat(player, request.message) };
}

/** POST /api/:roomId/ping. */
export async function pingCall(
  rooms: RoomsService,
  roomId: string,
  authorization: string | undefined,
  body: unknown,
): Promise<void> {
  const player = await callingPlayer(rooms, roomId, authorization);
  rooms.assertSpeaksAsSelf(player, parseBody(pingRequestSchema, body).username);
  rooms.ping(player);
}

/** PATCH /api/:roomId/turn. */
export async function turnCall(
  rooms: RoomsService,
  roomId: string,
  authorization: string | undefined,
  body: unknown,
): Promise<{ room: Room }> {
  const player = await callingPlayer(rooms, roomId, authorization);
  const request = parseBody(turnRequestSchema, body);
  rooms.assertSpeaksAsSelf(player, request.username);
  return { room: await rooms.takeTurn(player, request.type) };
}
