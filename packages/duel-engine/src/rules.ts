/** The two-player game's constants (docs/product.md#two-player-game). */

export const DUEL_PLAYERS = ['player1', 'player2'] as const;
export type DuelPlayer = (typeof DUEL_PLAYERS)[number];

export function isDuelPlayer(value: string): value is DuelPlayer {
  return DUEL_PLAYERS.some((player) => player === value);
}

/** Each player gets one turn of this many seconds. */
export const TURN_SECONDS = 60;
/** The turn timer ticks once a second. */
export const TICK_MS = 1_000;
/** Done on a prompt scores this much for the current player. */
export const POINTS_PER_DONE = 10;
/** Confetti runs this long once the game is over. */
export const GAME_OVER_CONFETTI_MS = 5_000;

/** Alert when Start Game is pressed without both names. */
export const ENTER_BOTH_NAMES_MESSAGE = 'Enter both names!';
/** Result line when both scores are equal (typographic apostrophe, docs/product.md#game-over). */
export const TIE_MESSAGE = 'It\u2019s a tie!';
