import { sameUsername } from '@truth-or-dare/room-protocol';
import { sessionStore } from '../../components/session-store';

/**
 * That this tab's player was in the room's call, and with or without the camera, kept in
 * sessionStorage so a reloaded page joins the call again by itself: the page that unloaded left
 * the call, and the room sat the player down again under the same name (with a new seat). Only a
 * reload resumes, only under that name, and leaving the call or the game page forgets it.
 * Storage that is missing, full or blocked is treated as empty: the player presses Join call.
 */
const callKey = (roomId: string) => `room_call:${roomId}`;

const storage = sessionStore;

function pageWasReloaded(): boolean {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByType !== 'function') return false;
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return navigation?.type === 'reload';
}

/** The call to rejoin after a reload: with the camera (true) or the microphone alone (false); null for none. */
export function resumableCall(roomId: string, username: string, reloaded: boolean = pageWasReloaded()): boolean | null {
  if (!reloaded) return null;
  try {
    const text = storage()?.getItem(callKey(roomId));
    if (!text) return null;
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { username: stored, video } = value as Record<string, unknown>;
    return typeof stored === 'string' && sameUsername(stored, username) && typeof video === 'boolean' ? video : null;
  } catch {
    return null;
  }
}

export function rememberCall(roomId: string, username: string, video: boolean): void {
  try {
    storage()?.setItem(callKey(roomId), JSON.stringify({ username, video }));
  } catch {
    // Without storage a reload shows the Join call form again.
  }
}

export function forgetCall(roomId: string): void {
  try {
    storage()?.removeItem(callKey(roomId));
  } catch {
    // Nothing to forget.
  }
}
