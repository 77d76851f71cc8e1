import { chatMessagePayloadSchema, roomStateSchema, videoCallStateSchema } from './room-schemas';
import type { StreamEvent } from './stream-events';
import { z } from './zod-setup';

const turnUpdateSchema = z.object({ room: roomStateSchema });

/** Reads one server-sent event's name and data text; null when it is not a valid event of the contract. */
export function parseStreamEvent(name: string, dataText: string): StreamEvent | null {
  let data: unknown;
  try {
    data = JSON.parse(dataText);
  } catch {
    return null;
  }
  switch (name) {
    case 'turnUpdate': {
      const parsed = turnUpdateSchema.safeParse(data);
      return parsed.success ? { type: 'turnUpdate', data: parsed.data } : null;
    }
    case 'videoCallUpdate': {
      const parsed = videoCallStateSchema.safeParse(data);
      return parsed.success ? { type: 'videoCallUpdate', data: parsed.data } : null;
    }
    case 'roomClosed':
      return { type: 'roomClosed', data: {} };
    default: {
      // The spec: any other event is a chat message.
      const parsed = chatMessagePayloadSchema.safeParse(data);
      return parsed.success ? { type: 'message', data: parsed.data } : null;
    }
  }
}
