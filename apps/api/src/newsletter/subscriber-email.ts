import { BadRequestException } from '@nestjs/common';
import { emailSchema, INVALID_EMAIL_MESSAGE } from '@truth-or-dare/room-protocol';

export const INVALID_EMAIL = INVALID_EMAIL_MESSAGE;

/** The address of a subscribe or unsubscribe request by room-protocol's one email rule, normalised: trimmed and lower-cased. */
export function parseSubscriberEmail(value: unknown): string {
  const parsed = emailSchema.safeParse(value);
  if (!parsed.success) throw new BadRequestException(INVALID_EMAIL);
  return normaliseEmail(parsed.data);
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
