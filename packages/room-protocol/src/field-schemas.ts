import { z } from './zod-setup';

import { INVALID_EMAIL_MESSAGE, isValidEmail } from './email-rule';
import { LIMITS } from './limits';

/** A trimmed text field with the contract's length bounds and a message a player understands. */
function trimmedText(label: string, { min, max }: { min: number; max: number }) {
  return z
    .string({ error: `${label} is required.` })
    .trim()
    .min(min, min === 1 ? `${label} is required.` : `${label} must be at least ${min} characters.`)
    .max(max, `${label} must be at most ${max} characters.`);
}

export const usernameSchema = trimmedText('Username', LIMITS.username);
export const roomNameSchema = trimmedText('Room name', LIMITS.roomName);
export const chatMessageSchema = trimmedText('Message', LIMITS.chatMessage);
export const emailSchema = trimmedText('Email', LIMITS.email).refine(isValidEmail, INVALID_EMAIL_MESSAGE);
