import { z } from './zod-setup';
import { chatMessageSchema, roomNameSchema, usernameSchema } from './field-schemas';
import { ROOM_TYPES, TURN_TYPES } from './room-types';

/** Request bodies of the rooms calls, validated by the API and checked by the web app before sending. */
export const createRoomRequestSchema = z.object({
  roomName: roomNameSchema,
  roomType: z.enum(ROOM_TYPES, { error: 'Room type must be public or private.' }),
});
export type CreateRoomRequest = z.infer<typeof createRoomRequestSchema>;

export const joinRoomRequestSchema = z.object({ username: usernameSchema });
export type JoinRoomRequest = z.infer<typeof joinRoomRequestSchema>;

export const chatRequestSchema = z.object({ username: usernameSchema, message: chatMessageSchema });
export type ChatRequest = z.infer<typeof chatRequestSchema>;

export const turnRequestSchema = z.object({
  type: z.enum(TURN_TYPES, { error: 'Type must be truth or dare.' }),
  username: usernameSchema,
});
export type TurnRequest = z.infer<typeof turnRequestSchema>;

/** A ping may carry a message (the product sends one); it is not stored. */
export const pingRequestSchema = z.object({ username: usernameSchema, message: z.string().max(500).optional() });
export type PingRequest = z.infer<typeof pingRequestSchema>;

export const leaveRequestSchema = z.object({ username: usernameSchema });
export type LeaveRequest = z.infer<typeof leaveRequestSchema>;

/** Room ids are 22 base64url characters (132 random bits); anything else cannot be a room. */
export const ROOM_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;
export function isRoomId(value: string): boolean {
  return ROOM_ID_PATTERN.test(value);
}

const chatSchema = z.object({ username: z.string(), message: z.string(), createdAt: z.string() });
const roomStateShape = {
  _id: z.string(),
  roomName: z.string(),
  roomType: z.enum(ROOM_TYPES),
  username: z.array(z.string()),
  currentTurn: z.number().int(),
  currentPrompt: z.string(),
  currentType: z.enum(['truth', 'dare', '']),
  videoCallActive: z.boolean(),
  videoParticipants: z.array(z.string()),
  // Defaults keep a page working against a server from before hosts and codes.
  host: z.string().default(''),
  locked: z.boolean().default(false),
  code: z.string().default(''),
};
/** Answers, checked by the web app so a broken server cannot break a screen. */
export const roomStateSchema = z.object(roomStateShape);
export const roomSchema = z.object({ ...roomStateShape, chats: z.array(chatSchema) });
export const chatMessagePayloadSchema = chatSchema;
export const videoCallStateSchema = z.object({ videoCallActive: z.boolean(), videoParticipants: z.array(z.string()) });
export const joinRoomResponseSchema = z.object({ room: roomSchema, playerToken: z.string().min(1) });
export const roomCodeMatchSchema = z.object({ _id: z.string(), roomName: z.string() });
export const publicRoomListSchema = z.array(z.object({ _id: z.string(), roomName: z.string(), username: z.array(z.string()), locked: z.boolean().default(false) }));

/** Host calls naming a player (remove, hand the host role on). */
export const hostTargetRequestSchema = z.object({ username: usernameSchema });
export type HostTargetRequest = z.infer<typeof hostTargetRequestSchema>;

export const lockRequestSchema = z.object({ locked: z.boolean({ error: 'locked must be true or false.' }) });
export type LockRequest = z.infer<typeof lockRequestSchema>;
