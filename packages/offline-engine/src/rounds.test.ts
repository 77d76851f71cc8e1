import { describe, expect, it } from 'vitest';
import { completeTurn, NO_ROUND_PROGRESS, type RoundProgress } from './rounds';

function turns(count: number, playerCount: number): RoundProgress[] {
  const history: RoundProgress[] = [];
  let progress = NO_ROUND_PROGRESS;
  for (let i = 0; i < count; i++) {
    progress = completeTurn(progress, playerCount);
    history.push(progress);
  }
  return history;
}

describe('round progress', () => {
  it('starts with no turns and no completed round', () => {
    expect(NO_ROUND_PROGRESS).toEqual({ turnsTaken: 0, turnsInRound: 0, roundComplete: false, roundsCompleted: 0 });
  });

  it('completes a round each time the turns reach the player count', () => {
    const history = turns(7, 3);
    expect(history.map((p) => p.turnsTaken)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(history.map((p) => p.roundComplete)).toEqual([false, false, true, false, false, true, false]);
    expect(history.map((p) => p.roundsCompleted)).toEqual([0, 0, 1, 1, 1, 2, 2]);
  });

  it('completes a round on every turn with one player', () => {
    expect(turns(3, 1).map((p) => p.roundComplete)).toEqual([true, true, true]);
  });

  it('completes the round at once when the roster shrank below the turns already taken in it', () => {
    const twoIntoRoundOfFour = turns(2, 4)[1] as RoundProgress;
    expect(completeTurn(twoIntoRoundOfFour, 2)).toEqual({
      turnsTaken: 3,
      turnsInRound: 0,
      roundComplete: true,
      roundsCompleted: 1,
    });
  });
});
