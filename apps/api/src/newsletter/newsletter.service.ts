import type { Locale } from '@truth-or-dare/prompt-banks';
import { ConflictException, ForbiddenException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { CLOCK, type Clock } from '../clock/clock';
import { Database, isUniqueViolation } from '../database/database';
import { SecretsService } from '../secrets/secrets.service';
import { Rollback, transactionOrNull } from './rollback';
import { isValidUnsubscribeToken } from './unsubscribe-link';

export const alreadySubscribed = () => new ConflictException('This email is already subscribed.');
export const invalidUnsubscribeLink = () => new ForbiddenException('This unsubscribe link is not valid.');
export const notSubscribed = () => new NotFoundException('This email is not subscribed.');

/** Subscriptions to the newsletter. Addresses arrive normalised (see parseSubscriberEmail). */
@Injectable()
export class NewsletterService {
  constructor(
    private readonly db: Database,
    private readonly secrets: SecretsService,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Every email to the subscriber, the unsubscribe page included, is in `language`. */
  async subscribe(email: string, language: Locale): Promise<void> {
    try {
      await this.db.query('INSERT INTO subscribers (email, language, created_at) VALUES ($1, $2, $3)', [
        email,
        language,
        this.clock.now(),
      ]);
    } catch (error) {
      if (isUniqueViolation(error)) throw alreadySubscribed();
      throw error;
    }
  }

  /** Removes the subscriber and any email still waiting for them; the token is checked first, so it reveals nothing about who is subscribed. */
  async unsubscribe(email: string, token: string): Promise<void> {
    if (!isValidUnsubscribeToken(this.secrets.appSecret, email, token)) throw invalidUnsubscribeLink();
    const removed = await transactionOrNull(this.db, async (sql) => {
      const deleted = await sql('DELETE FROM subscribers WHERE email = $1', [email]);
      if (deleted.affected === 0) throw new Rollback();
      await sql(`DELETE FROM email_outbox WHERE recipient = $1 AND status = 'pending'`, [email]);
      return true;
    });
    if (!removed) throw notSubscribed();
  }
}
