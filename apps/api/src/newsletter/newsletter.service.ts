import { ConflictException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { SecretsService } from '../secrets/secrets.service';
import { isUniqueViolation, NewsletterDatabase, Rollback } from './newsletter-database';
import { isValidUnsubscribeToken } from './unsubscribe-link';

export const alreadySubscribed = () => new ConflictException('This email is already subscribed.');
export const invalidUnsubscribeLink = () => new ForbiddenException('This unsubscribe link is not valid.');
export const notSubscribed = () => new NotFoundException('This email is not subscribed.');

/** Subscriptions to the newsletter. Addresses arrive normalised (see parseSubscriberEmail). */
@Injectable()
export class NewsletterService {
  constructor(
    private readonly db: NewsletterDatabase,
    private readonly secrets: SecretsService,
  ) {}

  async subscribe(email: string): Promise<void> {
    try {
      await this.db.query('INSERT INTO subscribers (email, created_at) VALUES ($1, $2)', [email, Date.now()]);
    } catch (error) {
      if (isUniqueViolation(error)) throw alreadySubscribed();
      throw error;
    }
  }

  /** Removes the subscriber and any email still waiting for them; the token is checked first, so it reveals nothing about who is subscribed. */
  async unsubscribe(email: string, token: string): Promise<void> {
    if (!isValidUnsubscribeToken(this.secrets.appSecret, email, token)) throw invalidUnsubscribeLink();
    const removed = await this.db.transaction(async (sql) => {
      const deleted = await sql('DELETE FROM subscribers WHERE email = $1', [email]);
      if (deleted.affected === 0) throw new Rollback();
      await sql(`DELETE FROM email_outbox WHERE recipient = $1 AND status = 'pending'`, [email]);
      return true;
    });
    if (!removed) throw notSubscribed();
  }
}
