import type { PromptBankId } from '@truth-or-dare/prompt-banks';

/** Spec §4/§9: Truth or Dare starts a 2.5 s countdown before the prompt is shown. */
export const COUNTDOWN_MS = 2_500;

/** Spec §2: the pulsing text on the countdown overlay. */
export const COUNTDOWN_TEXT = 'Get Ready!';

/**
 * Spec §9: one confetti burst per countdown (400 pieces, gravity 0.4, three colours). The spec
 * does not name the colours; these are the brand's pink, yellow and blue.
 */
export const COUNTDOWN_CONFETTI = {
  particleCount: 400,
  gravity: 0.4,
  colors: ['#ff4f8b', '#ffd23f', '#3ec1ff'],
} as const;

/** Spec §5: Start Game needs at least one player (and a mode); there is no maximum. */
export const MIN_PLAYERS_TO_START = 1;

/** Spec §3: every dare of the offline game comes from this list, whatever the mode. */
export const OFFLINE_DARE_BANK_ID = 'offline/dares' satisfies PromptBankId;

/** Suffix of the game heading: "{name}'s Turn" (spec §2). */
export const TURN_HEADING_SUFFIX = "'s Turn";

/** Beyond the spec: removing players mid-game may never empty the game. */
export const LAST_PLAYER_NOTICE = 'At least one player must stay in the game.';
