import type { RoomSeat } from '@truth-or-dare/room-protocol';
import { sessionStore } from '../../../components/session-store';

/**
 * The seat (name and player token) this tab holds in a room, kept in sessionStorage so a reload
 * sits down again under the same name. Storage that is missing, full or blocked is treated as empty.
 */
const seatKey = (roomId: string) => `room_seat:${roomId}`;

const storage = sessionStore;

export function readRoomSeat(roomId: string): RoomSeat | null {
  try {
    const text = storage()?.getItem(seatKey(roomId));
    if (!text) return null;
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { username, token } = value as Record<string, unknown>;
    if (typeof username !== 'string' || typeof token !== 'string' || username === '' || token === '') return null;
    return { username, token };
  } catch {
    return null;
  }
}

export function saveRoomSeat(roomId: string, seat: RoomSeat): void {
  try {
    storage()?.setItem(seatKey(roomId), JSON.stringify({ username: seat.username, token: seat.token }));
  } catch {
    // Without storage a reload asks for the name again; nothing else depends on it.
  }
}

export function clearRoomSeat(roomId: string): void {
  try {
    storage()?.removeItem(seatKey(roomId));
  } catch {
    // Nothing to clear.
  }
}
