/** Quick play's constants and messages, word for word as in docs/product.md#quick-play. */

export const MATCHING_MIN_MS = 3_500;
export const MATCHING_MAX_MS = 6_000;

/** Counted from the moment the match starts (matching has ended). */
export const DISCONNECT_MIN_MS = 60_000;
export const DISCONNECT_MAX_MS = 100_000;
export const DISCONNECT_NOTICE_MS = 10_000;

/** A chat send triggers a bot reply only if MORE than this has passed since the last trigger. */
export const BOT_REPLY_THROTTLE_MS = 4_000;
export const BOT_REPLY_DELAY_MS = 8_000;

export const USER_DONE_PASS_MS = 1_000;
/** The bot shows its truth or dare this long after its turn begins. */
export const BOT_PICK_DELAY_MS = 4_000;
/** Then hands the turn back after a random wait in this range. */
export const BOT_HAND_BACK_MIN_MS = 5_000;
export const BOT_HAND_BACK_MAX_MS = 10_000;
/** Chance that the bot picks truth (otherwise dare). */
export const BOT_TRUTH_CHANCE = 0.5;

/**
 * Typing indicator: it runs inside the documented waits, never lengthening them (docs/product.md#the-quick-play-match).
 * The bot "types" for the last 1.5 s before its pick and the last 2 s before a chat reply.
 */
export const BOT_PICK_TYPING_MS = 1_500;
export const BOT_REPLY_TYPING_MS = 2_000;

/**
 * Timers resolve in whole milliseconds, so "more than 4 s" means the first send that may trigger
 * again arrives 4,001 ms after the last trigger: the throttle stays closed through 4,000 ms.
 */
export const CLOCK_RESOLUTION_MS = 1;

export const QUICK_PLAY_DARE_COUNT = 25;
export const QUICK_PLAY_USER_NAME_COUNT = 6;

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

export function isGender(value: string): value is Gender {
  return GENDERS.some((gender) => gender === value);
}

export const MESSAGES = {
  nameRequired: 'Please select your name to start.',
  nameAndGenderRequired: 'Select your name and gender.',
  matching: 'Matching...',
} as const;

export function greetingText(userName: string, botName: string): string {
  return `Hey ${userName}! I'm ${botName}. Let's play.`;
}

export function versusLine(userName: string, botName: string): string {
  return `${userName} vs ${botName}`;
}

export function disconnectNoticeText(botName: string): string {
  return `${botName} disconnected.`;
}

export function disconnectedStatusText(botName: string): string {
  return `${botName} has disconnected. You can't play now.`;
}
