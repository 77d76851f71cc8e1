import { PRESENCE } from '@truth-or-dare/room-protocol';

export const RECONNECT = {
  /** Never sooner than the stream's own reconnect delay. */
  floorMs: PRESENCE.reconnectDelayMs,
  /**
   * The longest wait. With its spread and a new socket's open timeout it stays under the 30 s a
   * dropped connection is waited for (the session's `lostAfter`), so a seat is never lost to the wait.
   */
  capMs: 15_000,
  /** A socket that stayed ready this long counts as healthy: the next drop starts the waits over. */
  healthyAfterMs: 60_000,
} as const;

/**
 * How long to wait before the next socket after `dropsInARow` drops (1 for the first): doubling
 * from the floor up to the cap, plus up to half again at random, so the players of a server that
 * went away do not all come back at the same instant.
 */
export function reconnectDelay(dropsInARow: number, random: () => number): number {
  const base = Math.min(RECONNECT.floorMs * 2 ** Math.max(0, dropsInARow - 1), RECONNECT.capMs);
  return base + Math.floor((random() * base) / 2);
}
