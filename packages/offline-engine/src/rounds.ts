export interface RoundProgress {
  /** Turns taken since the game started (the turn counter). */
  readonly turnsTaken: number;
  /** Turns taken since the last round completed. */
  readonly turnsInRound: number;
  /** True right after the turn that completed a round; false again after the next turn. */
  readonly roundComplete: boolean;
  readonly roundsCompleted: number;
}

export const NO_ROUND_PROGRESS: RoundProgress = {
  turnsTaken: 0,
  turnsInRound: 0,
  roundComplete: false,
  roundsCompleted: 0,
};

/**
 * Next Turn counts a turn and sets the round-complete flag once the round's turns reach the
 * player count (docs/product.md#offline-turns). Rounds repeat, so the flag is set each time
 * (with a fixed roster: turnsTaken % playerCount === 0). Counting turns per round keeps this
 * meaningful when players join or leave mid-game.
 */
export function completeTurn(progress: RoundProgress, playerCount: number): RoundProgress {
  const turnsTaken = progress.turnsTaken + 1;
  const turnsInRound = progress.turnsInRound + 1;
  if (turnsInRound >= playerCount) {
    return { turnsTaken, turnsInRound: 0, roundComplete: true, roundsCompleted: progress.roundsCompleted + 1 };
  }
  return { turnsTaken, turnsInRound, roundComplete: false, roundsCompleted: progress.roundsCompleted };
}
