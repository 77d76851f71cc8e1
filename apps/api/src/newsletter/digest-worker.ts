import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { CLOCK, type Clock } from '../clock/clock';
import { PeriodicTask } from '../clock/periodic-task';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/app-config.token';
import { Database, type Sql } from '../database/database';
import { JsonLogger } from '../http/json-logger';
import { SecretsService } from '../secrets/secrets.service';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@truth-or-dare/prompt-banks';
import { composeDigest, type Announcement } from './digest-email';
import { loadEmailWords, type EmailWordsIn } from './email-words-format';
import { enqueueEmail } from './outbox';
import { Rollback, transactionOrNull } from './rollback';
import { unsubscribeLink } from './unsubscribe-link';

/**
 * A digest covers rooms announced up to this long before it runs, so a room whose announcement
 * is still being written (on another instance, or with a clock a little ahead) is never skipped:
 * it falls into the next digest instead.
 */
export const ANNOUNCEMENT_SETTLE_MS = 1_000;
/** The worker never waits longer than this between two passes. */
const MAX_PASS_INTERVAL_MS = 60_000;
/** Subscribers read per query. */
const PAGE = 200;

interface DueSubscriber {
  readonly id: number;
  readonly email: string;
  readonly language: Locale;
  readonly createdAt: number;
  readonly lastDigestAt: number | null;
}

/**
 * Gives each subscriber at most one email per NEWSLETTER_DIGEST_INTERVAL_MS, listing the public
 * rooms announced since their last digest (or since they subscribed). Each digest is one
 * transaction: a conditional update of the subscriber's `last_digest_at` claims it, and the email
 * is queued in the outbox in the same transaction, so several instances never send two.
 */
@Injectable()
export class DigestWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly task: PeriodicTask<number>;
  /** The email words of every language, compiled once before the first pass. */
  private emailWords: Promise<(locale: Locale) => EmailWordsIn> | null = null;

  constructor(
    private readonly db: Database,
    private readonly secrets: SecretsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly logger: JsonLogger,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {
    this.task = new PeriodicTask(() => this.pass(), {
      intervalMs: Math.min(MAX_PASS_INTERVAL_MS, config.newsletter.digestIntervalMs),
      onError: (error) => {
        logger.event('warn', 'newsletter digest pass failed', { context: 'Newsletter', error: error.message });
        return 0;
      },
      idle: 0,
    });
  }

  onApplicationBootstrap(): void {
    this.task.start();
  }

  beforeApplicationShutdown(): Promise<void> {
    return this.task.stop();
  }

  /** One pass; answers how many digests it queued. Overlapping calls share the pass in progress. */
  runOnce(): Promise<number> {
    return this.task.run();
  }

  private async pass(): Promise<number> {
    const now = this.clock.now();
    const upTo = now - ANNOUNCEMENT_SETTLE_MS;
    // last_digest_at holds the end of the last digest's window, ANNOUNCEMENT_SETTLE_MS before it was sent.
    const dueBefore = upTo - this.config.newsletter.digestIntervalMs;
    let queued = 0;
    let afterId = 0;
    for (;;) {
      const { rows } = await this.db.query(
        `SELECT s.id, s.email, s.language, s.created_at, s.last_digest_at FROM subscribers s
         WHERE s.id > $1 AND (s.last_digest_at IS NULL OR s.last_digest_at <= $2)
           AND EXISTS (SELECT 1 FROM room_announcements a WHERE a.created_at > COALESCE(s.last_digest_at, s.created_at) AND a.created_at <= $3)
         ORDER BY s.id LIMIT ${PAGE}`,
        [afterId, dueBefore, upTo],
      );
      for (const row of rows) {
        if (this.task.stopped) return queued;
        const subscriber: DueSubscriber = {
          id: Number(row.id),
          email: String(row.email),
          language: isLocale(row.language) ? row.language : DEFAULT_LOCALE,
          createdAt: Number(row.created_at),
          lastDigestAt: row.last_digest_at === null ? null : Number(row.last_digest_at),
        };
        if (await this.queueDigest(subscriber, upTo, now)) queued += 1;
        afterId = subscriber.id;
      }
      if (rows.length < PAGE) break;
    }
    await this.pruneAnnouncements(now);
    if (queued > 0) this.logger.event('info', 'newsletter digests queued', { context: 'Newsletter', count: queued });
    return queued;
  }

  /** Claims the subscriber and queues their digest in one transaction; false when there was nothing to do or another instance did it. */
  private async queueDigest(subscriber: DueSubscriber, upTo: number, now: number): Promise<boolean> {
    const since = subscriber.lastDigestAt ?? subscriber.createdAt;
    this.emailWords ??= loadEmailWords();
    const words = (await this.emailWords)(subscriber.language);
    const queued = await transactionOrNull(this.db, async (sql) => {
      if (!(await this.claim(sql, subscriber, upTo))) throw new Rollback();
      const announcements = await this.announcementsBetween(sql, since, upTo);
      if (announcements.length === 0) throw new Rollback();
      const { language } = subscriber;
      const unsubscribeUrl = unsubscribeLink(this.config.publicUrl, this.secrets.appSecret, subscriber.email, language);
      const email = composeDigest({ publicUrl: this.config.publicUrl, announcements, unsubscribeUrl, language, words });
      await enqueueEmail(
        sql,
        { recipient: subscriber.email, ...email, headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>` } },
        now,
      );
      return true;
    });
    return queued === true;
  }

  /** Moves last_digest_at forward only if it still has the value this pass read: the first instance to do so owns the digest. */
  private async claim(sql: Sql, subscriber: DueSubscriber, upTo: number): Promise<boolean> {
    const result =
      subscriber.lastDigestAt === null
        ? await sql('UPDATE subscribers SET last_digest_at = $1 WHERE id = $2 AND last_digest_at IS NULL', [
            upTo,
            subscriber.id,
          ])
        : await sql('UPDATE subscribers SET last_digest_at = $1 WHERE id = $2 AND last_digest_at = $3', [
            upTo,
            subscriber.id,
            subscriber.lastDigestAt,
          ]);
    return result.affected === 1;
  }

  /** The announcements of the window (since, upTo], oldest first. */
  private async announcementsBetween(sql: Sql, since: number, upTo: number): Promise<Announcement[]> {
    const { rows } = await sql(
      'SELECT room_id, room_name, created_at FROM room_announcements WHERE created_at > $1 AND created_at <= $2 ORDER BY created_at, id',
      [since, upTo],
    );
    return rows.map((row) => ({
      roomId: String(row.room_id),
      roomName: String(row.room_name),
      createdAt: Number(row.created_at),
    }));
  }

  /** Announcements older than every window still open are no longer needed. */
  private async pruneAnnouncements(now: number): Promise<void> {
    const keepMs = Math.max(2 * this.config.newsletter.digestIntervalMs, 7 * 24 * 60 * 60 * 1000);
    await this.db.query('DELETE FROM room_announcements WHERE created_at < $1', [now - keepMs]);
  }
}
