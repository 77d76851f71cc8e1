import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { INVALID_EMAIL_MESSAGE } from '@truth-or-dare/room-protocol/site-content';

/** room-protocol's INVALID_EMAIL_MESSAGE: what the form and the API say about an address that breaks the rule. */
export const INVALID_EMAIL = msg`Please enter a valid email.`;

/**
 * The English `{error}` texts the newsletter API answers with (apps/api's newsletter and rate
 * limits, room-protocol's email rule), so the page shows them in its own language. A text not
 * listed here is shown as the server wrote it.
 */
const SERVER_ERRORS: Readonly<Record<string, MessageDescriptor>> = {
  [INVALID_EMAIL_MESSAGE]: INVALID_EMAIL,
  'This email is already subscribed.': msg`This email is already subscribed.`,
  'This email is not subscribed.': msg`This email is not subscribed.`,
  'This unsubscribe link is not valid.': msg`This unsubscribe link is not valid.`,
  'The unsubscribe token is missing.': msg`The unsubscribe token is missing.`,
  'Too many requests. Please slow down.': msg`Too many requests. Please slow down.`,
};

/** A failure the server explained, in the page's language, marked as the forms mark every failure. */
export function serverErrorText(i18n: I18n, serverText: string): string {
  const known = Object.hasOwn(SERVER_ERRORS, serverText) ? SERVER_ERRORS[serverText] : undefined;
  return `❌ ${known ? i18n._(known) : serverText}`;
}
