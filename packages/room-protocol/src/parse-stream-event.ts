import { chatMessagePayloadSchema, roomStateSchema, rtcSignalEventSchema, videoCallStateSchema } from './room-schemas';
import type { AddressedStreamEvent, StreamEvent } from './stream-events';
import { z } from './zod-setup';

const turnUpdateSchema = z.object({
  room: roomStateSchema,
  skipped: z.object({ username: z.string(), reason: z.enum(['host', 'timer']) }).optional(),
});
const removedSchema = z.object({ reason: z.literal('kicked') });

/** Parsed JSON of an event's data, or `invalid` when it does not parse. */
const INVALID = Symbol('invalid');
function parseData(dataText: string): unknown {
  try {
    return JSON.parse(dataText);
  } catch {
    return INVALID;
  }
}

/** Checks data against a schema and wraps it as the event `type`; null when it does not fit. */
function eventOf<T extends string, D>(type: T, schema: z.ZodType<D>, data: unknown): { type: T; data: D } | null {
  const parsed = schema.safeParse(data);
  return parsed.success ? { type, data: parsed.data } : null;
}

/** Reads one server-sent event's name and data text; null when it is not a valid event of the contract. */
export function parseStreamEvent(name: string, dataText: string): StreamEvent | null {
  const data = parseData(dataText);
  return data === INVALID ? null : streamEventOf(name, data);
}

/** An event's name and parsed data (a socket's `event` frame, docs/api.md#room-socket) as a stream event; null when it does not fit. */
export function streamEventOf(name: string, data: unknown): StreamEvent | null {
  switch (name) {
    case 'turnUpdate':
      return eventOf('turnUpdate', turnUpdateSchema, data);
    case 'videoCallUpdate':
      return eventOf('videoCallUpdate', videoCallStateSchema, data);
    case 'roomClosed':
      return { type: 'roomClosed', data: {} };
    default:
      // The spec: any other event is a chat message.
      return eventOf('message', chatMessagePayloadSchema, data);
  }
}

/**
 * Reads an event addressed to this player's stream (it carries no id of its own); null when it is
 * not a valid addressed event of the contract.
 */
export function parseAddressedEvent(name: string, dataText: string): AddressedStreamEvent | null {
  const data = parseData(dataText);
  return data === INVALID ? null : addressedEventOf(name, data);
}

/** An addressed event's name and parsed data as the event; null when it is not a valid addressed event. */
export function addressedEventOf(name: string, data: unknown): AddressedStreamEvent | null {
  switch (name) {
    case 'removed':
      return eventOf('removed', removedSchema, data);
    case 'rtcSignal':
      return eventOf('rtcSignal', rtcSignalEventSchema, data);
    default:
      return null;
  }
}
