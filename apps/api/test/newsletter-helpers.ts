import type { Room } from '@truth-or-dare/room-protocol';
import { expect } from 'vitest';
import type { ManualClock } from '../src/clock/manual-clock';
import { Database } from '../src/database/database';
import { DigestWorker, ANNOUNCEMENT_SETTLE_MS } from '../src/newsletter/digest-worker';
import { OutboxSender } from '../src/newsletter/outbox-sender';
import type { TestServer } from './test-server';

export const APP_SECRET = 'integration-app-secret-0123456789';
export const PUBLIC_URL = 'https://tod.example';
/** Time a test lets pass between two steps, so that what comes second is also later on the ManualClock. */
export const A_MOMENT_MS = 1_000;
/** How long a test waits for something the server does on its own (an announcement written, a pass run). */
export const POLL = { timeout: 10_000, interval: 20 } as const;

/** The newsletter's workers and the database of a test server, to drive them without waiting for their timers. */
export function newsletterOf(server: TestServer) {
  const db = server.app.get(Database);
  const digest = server.app.get(DigestWorker);
  return {
    db,
    digest,
    sender: server.app.get(OutboxSender),
    /**
     * A digest pass that reads the clock after this call. runOnce shares a pass already running
     * (the worker's own timer may have started one), and that pass may have read the clock before
     * the test moved it; the second call starts once it is over.
     */
    async freshDigest(): Promise<number> {
      await digest.runOnce();
      return digest.runOnce();
    },
    async outbox(): Promise<
      {
        id: number;
        recipient: string;
        status: string;
        attempts: number;
        next_attempt_at: number;
        last_error: string | null;
        text_body: string;
      }[]
    > {
      const { rows } = await db.query(
        'SELECT id, recipient, status, attempts, next_attempt_at, last_error, text_body FROM email_outbox ORDER BY id',
      );
      return rows.map((row) => ({
        id: Number(row.id),
        recipient: String(row.recipient),
        status: String(row.status),
        attempts: Number(row.attempts),
        next_attempt_at: Number(row.next_attempt_at),
        last_error: row.last_error === null ? null : String(row.last_error),
        text_body: String(row.text_body),
      }));
    },
  };
}

/**
 * Waits until the newsletter has written the announcements of these public rooms (it does so
 * after the room is created, not before the answer), then moves the clock past the settle time,
 * so they are inside the window of the next digest.
 */
export async function settle(server: TestServer, clock: ManualClock, rooms: readonly Room[]): Promise<void> {
  const { db } = newsletterOf(server);
  const announced = async () => {
    const { rows } = await db.query('SELECT room_id FROM room_announcements');
    const ids = new Set(rows.map((row) => String(row.room_id)));
    return rooms.filter((room) => !ids.has(room._id)).map((room) => room._id);
  };
  await expect.poll(announced, POLL).toEqual([]);
  clock.advance(ANNOUNCEMENT_SETTLE_MS);
}
