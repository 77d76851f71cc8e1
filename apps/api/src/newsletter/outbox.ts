import type { Sql } from '../database/database';

/** An email to put in the outbox. */
export interface OutboxMessage {
  readonly recipient: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly headers: Readonly<Record<string, string>>;
}

/**
 * Queues an email, due at once. Called inside the transaction that decided to send it, so the
 * email exists exactly when that decision was committed; the OutboxSender delivers it later.
 */
export async function enqueueEmail(sql: Sql, message: OutboxMessage, now: number): Promise<void> {
  await sql(
    `INSERT INTO email_outbox (recipient, subject, text_body, html_body, headers, status, attempts, next_attempt_at, created_at)
     VALUES ($1, $2, $3, $4, $5, 'pending', 0, $6, $6)`,
    [message.recipient, message.subject, message.text, message.html, JSON.stringify(message.headers), now],
  );
}
