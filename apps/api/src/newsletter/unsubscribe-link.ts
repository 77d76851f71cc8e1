import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Locale } from '@truth-or-dare/prompt-banks';
import { pathInLocale, SITE_PATHS } from '@truth-or-dare/room-protocol';
import { normaliseEmail } from './subscriber-email';

/** The unsubscribe token of an address: HMAC-SHA256 of the normalised address with the app secret, base64url. */
export function unsubscribeToken(appSecret: string, email: string): string {
  return createHmac('sha256', appSecret).update(normaliseEmail(email), 'utf8').digest('base64url');
}

/** Whether `token` is the address's unsubscribe token; compared in constant time. */
export function isValidUnsubscribeToken(appSecret: string, email: string, token: string): boolean {
  const expected = Buffer.from(unsubscribeToken(appSecret, email), 'utf8');
  const presented = Buffer.from(token, 'utf8');
  // The length of a valid token is no secret; only equal lengths can be compared in constant time.
  return presented.length === expected.length && timingSafeEqual(presented, expected);
}

/** The link every email carries: `${publicUrl}/unsubscribe?email=<address>&token=<token>`, on the subscriber's language's page. */
export function unsubscribeLink(publicUrl: string, appSecret: string, email: string, language: Locale = 'en'): string {
  const address = normaliseEmail(email);
  const page = pathInLocale(language, SITE_PATHS.unsubscribe);
  return `${publicUrl.replace(/\/+$/, '')}${page}?email=${encodeURIComponent(address)}&token=${unsubscribeToken(appSecret, address)}`;
}
