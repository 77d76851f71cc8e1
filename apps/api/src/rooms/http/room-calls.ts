import { isRoomId, type ChatMessage, type Room } from '@truth-or-dare/room-protocol';
import type { PlayerCalls } from '../commands/player-calls';
import type { SeatedPlayer, SeatedPlayers } from '../commands/seated-players';
import { bearerToken } from '../store/player-tokens';
import { roomNotFound } from './room-errors';

/**
 * The steps of the busiest player calls, shared by the controller and the lean handler in front
 * of Express (room-hot-calls.ts), so both answer alike: the same checks in the same order.
 */

/** What the busiest calls use: who is calling, and the player calls (player-calls.ts). */
export interface RoomCallServices {
  readonly players: SeatedPlayers;
  readonly calls: PlayerCalls;
}

/** A room id as the contract shapes it, else the 404 of a room that does not exist. */
export function validRoomId(roomId: string): string {
  if (!isRoomId(roomId)) throw roomNotFound();
  return roomId;
}

/** The player a call's token names in the room; no room answers 404 before a missing token answers 401. */
export function callingPlayer(
  players: SeatedPlayers,
  roomId: string,
  authorization: string | undefined,
): Promise<SeatedPlayer> {
  const id = validRoomId(roomId);
  return players.calling(id, bearerToken(authorization));
}

/** POST /api/:roomId/chat. */
export async function chatCall(
  services: RoomCallServices,
  roomId: string,
  authorization: string | undefined,
  body: unknown,
): Promise<{ chat: ChatMessage }> {
  return services.calls.run('chat', await callingPlayer(services.players, roomId, authorization), body);
}

/** POST /api/:roomId/ping. */
export async function pingCall(
  services: RoomCallServices,
  roomId: string,
  authorization: string | undefined,
  body: unknown,
): Promise<void> {
  return services.calls.run('ping', await callingPlayer(services.players, roomId, authorization), body);
}

/** PATCH /api/:roomId/turn. */
export async function turnCall(
  services: RoomCallServices,
  roomId: string,
  authorization: string | undefined,
  body: unknown,
): Promise<{ room: Room }> {
  return services.calls.run('turn', await callingPlayer(services.players, roomId, authorization), body);
}
