import { z } from './zod-setup';
import { chatMessageSchema, roomNameSchema, usernameSchema } from './field-schemas';
import { ROOM_TYPES, TURN_TYPES } from './room-types';
import {
  CUSTOM_PROMPT_MESSAGES,
  DEFAULT_ROOM_SETTINGS,
  ROOM_CATEGORIES,
  ROOM_RATINGS,
  TURN_SECONDS,
} from './room-settings';
import { hasLetterOrDigit, visibleText } from './name-text';
import { addressSchema, roomLanguageSchema } from './room-language';

const ratingSchema = z.enum(ROOM_RATINGS, { error: 'Rating must be family, teen or adults.' });
const categoriesSchema = z
  .array(z.enum(ROOM_CATEGORIES, { error: 'Categories must be among normal, party, funny, spicy and 18+.' }))
  .max(ROOM_CATEGORIES.length);
const turnSecondsSchema = z.union(
  TURN_SECONDS.map((seconds) => z.literal(seconds)),
  { error: 'The turn timer must be 0 (off), 60 or 120 seconds.' },
);

/** Request bodies of the rooms calls, validated by the API and checked by the web app before sending. */
export const createRoomRequestSchema = z.object({
  roomName: roomNameSchema,
  roomType: z.enum(ROOM_TYPES, { error: 'Room type must be public or private.' }),
  rating: ratingSchema.optional(),
  categories: categoriesSchema.optional(),
  turnSeconds: turnSecondsSchema.optional(),
  language: roomLanguageSchema.optional(),
});
export type CreateRoomRequest = z.infer<typeof createRoomRequestSchema>;

/** `adult` confirms the player is 18 or older; an Adults room refuses a join without it. */
export const joinRoomRequestSchema = z.object({
  username: usernameSchema,
  adult: z.boolean({ error: 'adult must be true or false.' }).optional(),
  /** How prompts speak to this player in gendered languages; neutral when left out. */
  address: addressSchema.optional(),
});
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
  // Defaults keep a page working against a server from before room languages.
  language: roomLanguageSchema.catch('en'),
  currentPromptId: z.string().default(''),
  currentPromptAddress: addressSchema.catch('neutral'),
  videoCallActive: z.boolean(),
  videoParticipants: z.array(z.string()),
  // Defaults keep a page working against a server from before hosts and codes.
  host: z.string().default(''),
  locked: z.boolean().default(false),
  code: z.string().default(''),
  // Defaults keep a page working against a server from before room settings.
  settings: z
    .object({
      rating: ratingSchema,
      categories: z.array(z.enum(ROOM_CATEGORIES)),
      turnSeconds: turnSecondsSchema,
      customOnly: z.boolean(),
      chatFilter: z.boolean().default(true),
      customTruths: z.number().int(),
      customDares: z.number().int(),
    })
    .default(() => ({ ...DEFAULT_ROOM_SETTINGS, categories: [...DEFAULT_ROOM_SETTINGS.categories] })),
  promptFor: z.string().default(''),
  turnDeadline: z.string().nullable().default(null),
  passesUsed: z.array(z.string()).default([]),
};
/** Answers, checked by the web app so a broken server cannot break a screen. */
export const roomStateSchema = z.object(roomStateShape);
export const roomSchema = z.object({ ...roomStateShape, chats: z.array(chatSchema) });
export const chatMessagePayloadSchema = chatSchema;
export const videoCallStateSchema = z.object({ videoCallActive: z.boolean(), videoParticipants: z.array(z.string()) });
export const joinRoomResponseSchema = z.object({ room: roomSchema, playerToken: z.string().min(1) });
export const roomCodeMatchSchema = z.object({ _id: z.string(), roomName: z.string() });
export const publicRoomListSchema = z.array(
  z.object({
    _id: z.string(),
    roomName: z.string(),
    username: z.array(z.string()),
    locked: z.boolean().default(false),
    rating: ratingSchema.default('family'),
    videoCallActive: z.boolean().default(false),
    language: roomLanguageSchema.catch('en'),
  }),
);

/** Host calls naming a player (remove, hand the host role on). */
export const hostTargetRequestSchema = z.object({ username: usernameSchema });
export type HostTargetRequest = z.infer<typeof hostTargetRequestSchema>;

export const lockRequestSchema = z.object({ locked: z.boolean({ error: 'locked must be true or false.' }) });
export type LockRequest = z.infer<typeof lockRequestSchema>;

/** `PATCH /api/:roomId/settings` (host): only the fields that change. */
export const settingsRequestSchema = z
  .object({
    rating: ratingSchema.optional(),
    categories: categoriesSchema.optional(),
    turnSeconds: turnSecondsSchema.optional(),
    customOnly: z.boolean({ error: 'customOnly must be true or false.' }).optional(),
    chatFilter: z.boolean({ error: 'chatFilter must be true or false.' }).optional(),
    language: roomLanguageSchema.optional(),
  })
  .strict();
export type SettingsRequest = z.infer<typeof settingsRequestSchema>;

/**
 * `POST /api/:roomId/prompts` (host): one prompt of the group's own; its limits are rules
 * (room-settings.ts), counted on the text as players will read it (name-text.ts).
 */
export const customPromptRequestSchema = z.object({
  type: z.enum(TURN_TYPES, { error: 'Type must be truth or dare.' }),
  text: z
    .string({ error: 'Text must be a string.' })
    .max(1000, { error: 'A prompt can have at most 200 characters.' })
    .overwrite(visibleText)
    .refine(hasLetterOrDigit, CUSTOM_PROMPT_MESSAGES.tooShort),
});
export type CustomPromptRequest = z.infer<typeof customPromptRequestSchema>;

/** `POST /api/:roomId/video-call/join`: with the camera, or the microphone only. */
export const videoCallJoinRequestSchema = z.object({ video: z.boolean({ error: 'video must be true or false.' }) });
export type VideoCallJoinRequest = z.infer<typeof videoCallJoinRequestSchema>;

/** Bounds of a relayed WebRTC signal; a real offer for audio, video and data is a few KiB. */
export const RTC_SIGNAL_LIMITS = { sdpMaxLength: 32_768, candidateMaxLength: 1_024 } as const;

const rtcDescriptionSchema = z.object({
  type: z.enum(['offer', 'answer', 'pranswer', 'rollback'], {
    error: 'description.type must be offer, answer, pranswer or rollback.',
  }),
  sdp: z
    .string({ error: 'description.sdp must be a string.' })
    .max(RTC_SIGNAL_LIMITS.sdpMaxLength, { error: 'description.sdp is too long.' }),
});
const rtcCandidateSchema = z.object({
  candidate: z
    .string({ error: 'candidate.candidate must be a string.' })
    .max(RTC_SIGNAL_LIMITS.candidateMaxLength, { error: 'candidate.candidate is too long.' }),
  sdpMid: z.string().max(64).nullable().optional(),
  sdpMLineIndex: z.number().int().min(0).max(255).nullable().optional(),
  usernameFragment: z.string().max(256).nullable().optional(),
});

/** `POST /api/:roomId/rtc`: a description or a candidate for one player in the call. */
export const rtcSignalRequestSchema = z
  .object({
    to: usernameSchema,
    description: rtcDescriptionSchema.optional(),
    candidate: rtcCandidateSchema.optional(),
  })
  .refine((signal) => (signal.description === undefined) !== (signal.candidate === undefined), {
    error: 'Send exactly one of description and candidate.',
  });
export type RtcSignalRequest = z.infer<typeof rtcSignalRequestSchema>;

/** The `rtcSignal` event's data as a client checks it. */
export const rtcSignalEventSchema = z.object({
  from: z.string(),
  description: rtcDescriptionSchema.optional(),
  candidate: rtcCandidateSchema.optional(),
});
