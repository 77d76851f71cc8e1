import type { PromptBankId } from '@truth-or-dare/prompt-banks';

/** Truth or Dare starts a 2.5 s countdown before the prompt is shown (docs/product.md#offline-turns). */
export const COUNTDOWN_MS = 2_500;

/** The pulsing text on the countdown overlay. */
export const COUNTDOWN_TEXT = 'Get Ready!';

/**
 * One confetti burst per countdown (400 pieces, gravity 0.4, three colours): the brand's pink,
 * yellow and blue.
 */
export const COUNTDOWN_CONFETTI = {
  particleCount: 400,
  gravity: 0.4,
  colors: ['#ff4f8b', '#ffd23f', '#3ec1ff'],
} as const;

/** Start Game needs at least one player (and a mode); there is no maximum (docs/product.md#offline-setup). */
export const MIN_PLAYERS_TO_START = 1;

/** Every dare of the offline game comes from this list, whatever the mode. */
export const OFFLINE_DARE_BANK_ID = 'offline/dares' satisfies PromptBankId;

/** Suffix of the game heading: "{name}'s Turn". */
export const TURN_HEADING_SUFFIX = "'s Turn";

/** Removing players mid-game may never empty the game (docs/product.md#offline-turns). */
export const LAST_PLAYER_NOTICE = 'At least one player must stay in the game.';
