import {
  type Address,
  type CreateRoomRequest,
  type JoinAnswer,
  type LoadedRoom,
  type PublicRoomSummary,
  type Room,
  type RoomCodeMatch,
  type RoomSessionServices,
  joinRoomResponseSchema,
  publicRoomListSchema,
  ROOM_EVENT_ID_HEADER,
  roomCodeMatchSchema,
  RoomRequestError,
  roomSchema,
} from '@truth-or-dare/room-protocol';
import { callApi, readJson } from '../../../api/call-api';

/**
 * The rooms calls (docs/api.md#rooms) made before a seat follows a room, on the site's own origin.
 * The calls of a seated player go over the room's connection (../connection). Every failure is a
 * RoomRequestError.
 */
export interface RoomsApi extends Pick<RoomSessionServices, 'loadRoom'> {
  listPublicRooms(): Promise<PublicRoomSummary[]>;
  /** The settings left out take the server's defaults (a Family room, its default categories, no timer). */
  createRoom(request: CreateRoomRequest): Promise<Room>;
  /**
   * `adult`: the player confirmed they are 18 or older (an Adults room refuses a join without it);
   * `address`: how prompts speak to them (left out when neutral, the server's default).
   */
  joinRoom(request: { roomId: string; username: string; adult?: boolean; address?: Address }): Promise<JoinAnswer>;
  /** The room a code finds (the code as stored: normalizeRoomCode it first). */
  findRoomByCode(code: string): Promise<RoomCodeMatch>;
}

/** A schema from room-protocol, seen only through what this client needs (the app does not depend on zod itself). */
interface BodySchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/** `POST /api/createRoom` answers `{room}`. */
const createRoomResponseSchema: BodySchema<{ room: Room }> = {
  safeParse(value) {
    const room =
      typeof value === 'object' && value !== null ? roomSchema.safeParse((value as { room?: unknown }).room) : null;
    return room?.success ? { success: true, data: { room: room.data } } : { success: false };
  },
};

interface CallOptions {
  method?: 'GET' | 'POST' | 'PATCH';
  body?: unknown;
}

/** One call without a player token: JSON in and out; failures reject with a RoomRequestError. */
function call(path: string, { method = 'GET', body }: CallOptions = {}): Promise<Response> {
  return callApi(path, { method, body }, (status, message, code) => new RoomRequestError(status, message, code));
}

/** A 2xx answer whose body is not what docs/api.md promises counts as a failed call. */
async function parseBody<T>(response: Response, schema: BodySchema<T>): Promise<T> {
  const parsed = schema.safeParse(await readJson(response));
  if (!parsed.success) throw new RoomRequestError(response.status, undefined);
  return parsed.data;
}

function eventIdOf(response: Response): number | undefined {
  const header = response.headers.get(ROOM_EVENT_ID_HEADER);
  if (header === null || header.trim() === '') return undefined;
  const id = Number(header);
  return Number.isFinite(id) && id >= 0 ? id : undefined;
}

const roomPath = (roomId: string) => `/api/${encodeURIComponent(roomId)}`;

export const roomsApi: RoomsApi = {
  async loadRoom(roomId): Promise<LoadedRoom> {
    const response = await call(`/api/rooms/${encodeURIComponent(roomId)}`);
    const lastEventId = eventIdOf(response) ?? 0;
    return { room: await parseBody(response, roomSchema), lastEventId };
  },

  async joinRoom({ roomId, username, adult, address }) {
    const response = await call(`${roomPath(roomId)}/join`, {
      method: 'PATCH',
      body: {
        username,
        ...(adult ? { adult: true } : {}),
        ...(address === undefined || address === 'neutral' ? {} : { address }),
      },
    });
    const lastEventId = eventIdOf(response);
    const answer = await parseBody(response, joinRoomResponseSchema);
    return lastEventId === undefined ? answer : { ...answer, lastEventId };
  },

  async findRoomByCode(code) {
    const response = await call(`/api/code/${encodeURIComponent(code)}`);
    return parseBody(response, roomCodeMatchSchema);
  },

  async listPublicRooms() {
    const response = await call('/api/public');
    return parseBody(response, publicRoomListSchema);
  },

  async createRoom(request) {
    const response = await call('/api/createRoom', { method: 'POST', body: request });
    return (await parseBody(response, createRoomResponseSchema)).room;
  },
};
