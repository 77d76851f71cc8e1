import { Gauge, type Registry } from 'prom-client';
import type { Database } from '../database/database';
import { readCounts } from './database-counts';

// The outbox's (status, next_attempt_at) index answers this without reading the sent emails.
const BACKLOG = "SELECT COUNT(*) AS backlog FROM email_outbox WHERE status IN ('pending', 'sending')";

/** Emails the newsletter outbox has still to send, counted in the database at scrape time. */
export function registerOutboxMetrics(registry: Registry, db: Database): void {
  new Gauge({
    name: 'tod_newsletter_outbox_backlog',
    help: 'Emails in the newsletter outbox not yet sent: waiting for their first try or a retry, or being sent (failed ones excluded); NaN when the database did not answer.',
    registers: [registry],
    async collect() {
      this.set((await readCounts(db, BACKLOG, ['backlog'])).backlog);
    },
  });
}
