import { BadRequestException } from '@nestjs/common';
import { emailSchema } from '@truth-or-dare/room-protocol';

export const INVALID_EMAIL = 'Please enter a valid email.';

/**
 * The address of a subscribe or unsubscribe request, normalised: trimmed and lower-cased. The
 * rule is room-protocol's emailSchema (3 to 254 characters with an `@`), and an address may not
 * hold spaces or control characters, which no deliverable address has and which could break the
 * headers of the emails sent to it.
 */
export function parseSubscriberEmail(value: unknown): string {
  const parsed = emailSchema.safeParse(value);
  if (!parsed.success || /[\s\p{Cc}]/u.test(parsed.data)) throw new BadRequestException(INVALID_EMAIL);
  return normaliseEmail(parsed.data);
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
