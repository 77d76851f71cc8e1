import { DigestWorker, ANNOUNCEMENT_SETTLE_MS } from '../src/newsletter/digest-worker';
import { NewsletterDatabase } from '../src/newsletter/newsletter-database';
import { OutboxSender } from '../src/newsletter/outbox-sender';
import type { TestServer } from './test-server';

export const APP_SECRET = 'integration-app-secret-0123456789';
export const PUBLIC_URL = 'https://tod.example';

/** The newsletter's workers and database of a test server, to drive them without waiting for their timers. */
export function newsletterOf(server: TestServer) {
  const db = server.app.get(NewsletterDatabase);
  return {
    db,
    digest: server.app.get(DigestWorker),
    sender: server.app.get(OutboxSender),
    async outbox(): Promise<{ id: number; recipient: string; status: string; attempts: number; next_attempt_at: number; last_error: string | null; text_body: string }[]> {
      const { rows } = await db.query('SELECT id, recipient, status, attempts, next_attempt_at, last_error, text_body FROM email_outbox ORDER BY id');
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

/** Waits until announcements written now are inside the digest's window. */
export function settle(): Promise<void> {
  return sleep(ANNOUNCEMENT_SETTLE_MS + 50);
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
