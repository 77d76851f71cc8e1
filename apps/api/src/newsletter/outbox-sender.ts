import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { CLOCK, type Clock } from '../clock/clock';
import { PeriodicTask } from '../clock/periodic-task';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { Database } from '../database/database';
import { JsonLogger } from '../http/json-logger';
import { EmailTransport } from './email-transport';
import { retryDelay } from './retry-schedule';

/** How long an instance owns an email it is sending; a claim left by a crashed instance runs out after this. */
export const CLAIM_MS = 5 * 60 * 1000;
/** Emails claimed per pass, one after another. */
const BATCH = 50;

/** What one pass did. */
export interface OutboxPass {
  readonly sent: number;
  readonly retried: number;
  readonly failed: number;
}

const DUE = `((status = 'pending' AND next_attempt_at <= $1) OR (status = 'sending' AND claimed_until <= $1))`;

/**
 * Delivers the outbox. Every instance polls it; an email is sent by the instance whose
 * conditional update claimed it, and a claim runs out, so an email whose sender crashed
 * mid-send is sent again later. Delivery is therefore at least once, and exactly once unless an
 * instance dies between handing an email to the transport and recording it as sent.
 */
@Injectable()
export class OutboxSender implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly task: PeriodicTask<OutboxPass>;

  constructor(
    private readonly db: Database,
    private readonly transport: EmailTransport,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly logger: JsonLogger,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.task = new PeriodicTask(() => this.pass(), {
      intervalMs: config.newsletter.outboxPollIntervalMs,
      onError: (error) => {
        logger.event('warn', 'outbox pass failed', { context: 'Outbox', error: error.message });
        return { sent: 0, retried: 0, failed: 0 };
      },
      idle: { sent: 0, retried: 0, failed: 0 },
    });
  }

  onApplicationBootstrap(): void {
    this.task.start();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.task.stop();
  }

  /** One pass over the due emails; overlapping calls share the pass in progress. */
  runOnce(): Promise<OutboxPass> {
    return this.task.run();
  }

  private async pass(): Promise<OutboxPass> {
    const counts = { sent: 0, retried: 0, failed: 0 };
    const maxAttempts = this.config.newsletter.outboxMaxAttempts;
    // An instance died while sending the last allowed attempt: nothing more will be tried.
    await this.db.query(
      `UPDATE email_outbox SET status = 'failed', claimed_until = NULL, last_error = 'The instance sending it stopped during the last attempt.'
       WHERE status = 'sending' AND claimed_until <= $1 AND attempts >= $2`,
      [this.clock.now(), maxAttempts],
    );
    const { rows } = await this.db.query(
      `SELECT id FROM email_outbox WHERE ${DUE} ORDER BY next_attempt_at, id LIMIT ${BATCH}`,
      [this.clock.now()],
    );
    for (const row of rows) {
      if (this.task.stopped) break;
      const outcome = await this.deliver(Number(row.id));
      if (outcome) counts[outcome] += 1;
    }
    return counts;
  }

  /** Claims one email and sends it; null when another instance has it. */
  private async deliver(id: number): Promise<keyof OutboxPass | null> {
    const now = this.clock.now();
    const claimedUntil = now + CLAIM_MS;
    const claim = await this.db.query(
      `UPDATE email_outbox SET status = 'sending', attempts = attempts + 1, claimed_until = $2 WHERE id = $3 AND ${DUE} AND attempts < $4`,
      [now, claimedUntil, id, this.config.newsletter.outboxMaxAttempts],
    );
    if (claim.affected !== 1) return null;
    const { rows } = await this.db.query(
      'SELECT recipient, subject, text_body, html_body, headers, attempts FROM email_outbox WHERE id = $1',
      [id],
    );
    const email = rows[0];
    if (!email) return null;
    const attempts = Number(email.attempts);
    try {
      const sent = await this.transport.send({
        id,
        to: String(email.recipient),
        subject: String(email.subject),
        text: String(email.text_body),
        html: String(email.html_body),
        headers: JSON.parse(String(email.headers)) as Record<string, string>,
      });
      await this.db.query(
        `UPDATE email_outbox SET status = 'sent', sent_at = $1, claimed_until = NULL, last_error = NULL WHERE id = $2 AND status = 'sending'`,
        [this.clock.now(), id],
      );
      this.logger.event('info', 'email sent', {
        context: 'Outbox',
        outboxId: id,
        attempt: attempts,
        messageId: sent.messageId,
        ...(sent.file ? { file: sent.file } : {}),
      });
      return 'sent';
    } catch (error) {
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      const giveUp = attempts >= this.config.newsletter.outboxMaxAttempts;
      const nextAttemptAt = this.clock.now() + retryDelay(this.config.newsletter.outboxRetryBaseMs, attempts);
      await this.db.query(
        `UPDATE email_outbox SET status = $1, next_attempt_at = $2, claimed_until = NULL, last_error = $3 WHERE id = $4 AND status = 'sending'`,
        [giveUp ? 'failed' : 'pending', nextAttemptAt, message, id],
      );
      this.logger.event(giveUp ? 'error' : 'warn', giveUp ? 'email failed for good' : 'email failed, will retry', {
        context: 'Outbox',
        outboxId: id,
        attempt: attempts,
        error: message,
        ...(giveUp ? {} : { nextAttemptAt: new Date(nextAttemptAt).toISOString() }),
      });
      return giveUp ? 'failed' : 'retried';
    }
  }
}
