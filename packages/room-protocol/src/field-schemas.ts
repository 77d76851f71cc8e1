import { z } from './zod-setup';

import { INVALID_EMAIL_MESSAGE, isValidEmail } from './email-rule';
import { LIMITS } from './limits';
import { hasLetterOrDigit, visibleText } from './name-text';

/** A trimmed text field with the contract's length bounds and a message a player understands. */
function trimmedText(label: string, { min, max }: { min: number; max: number }) {
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .min(min, min === 1 ? `${label} is required.` : `${label} must be at least ${min} characters.`)
    .max(max, `${label} must be at most ${max} characters.`);
}

/**
 * A name others read (name-text.ts): NFC, without invisible characters, then trimmed and bounded,
 * and holding at least one letter or digit, or it counts as missing.
 */
function visibleName(label: string, { min, max }: { min: number; max: number }) {
  const required = `${label} is required.`;
  return z
    .string({ error: required })
    .overwrite(visibleText)
    .trim()
    .min(min, min === 1 ? required : `${label} must be at least ${min} characters.`)
    .max(max, `${label} must be at most ${max} characters.`)
    .refine(hasLetterOrDigit, required);
}

export const usernameSchema = visibleName('Username', LIMITS.username);
export const roomNameSchema = visibleName('Room name', LIMITS.roomName);
export const chatMessageSchema = trimmedText('Message', LIMITS.chatMessage);
export const emailSchema = trimmedText('Email', LIMITS.email).refine(isValidEmail, INVALID_EMAIL_MESSAGE);
