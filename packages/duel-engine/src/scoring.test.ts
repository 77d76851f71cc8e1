import { describe, expect, it } from 'vitest';
import { addDonePoints, decideResult, hasBothNames, leaderOf, otherPlayer, tickOutcome, trimNames } from './scoring';

describe('hasBothNames', () => {
  it('needs a non-blank name for each player', () => {
    expect(hasBothNames({ player1: 'Ana', player2: 'Ben' })).toBe(true);
    expect(hasBothNames({ player1: '', player2: 'Ben' })).toBe(false);
    expect(hasBothNames({ player1: 'Ana', player2: '' })).toBe(false);
    expect(hasBothNames({ player1: '', player2: '' })).toBe(false);
    expect(hasBothNames({ player1: '   ', player2: 'Ben' })).toBe(false);
    expect(hasBothNames({ player1: 'Ana', player2: '\t \n' })).toBe(false);
  });

  it('trims names', () => {
    expect(trimNames({ player1: '  Ana ', player2: 'Ben\t' })).toEqual({ player1: 'Ana', player2: 'Ben' });
  });
});

describe('scores', () => {
  it('Done adds exactly 10 to the given player only', () => {
    expect(addDonePoints({ player1: 0, player2: 0 }, 'player1')).toEqual({ player1: 10, player2: 0 });
    expect(addDonePoints({ player1: 30, player2: 20 }, 'player2')).toEqual({ player1: 30, player2: 30 });
  });

  it('the leader is the higher score, none when level', () => {
    expect(leaderOf({ player1: 10, player2: 0 })).toBe('player1');
    expect(leaderOf({ player1: 10, player2: 20 })).toBe('player2');
    expect(leaderOf({ player1: 0, player2: 0 })).toBeNull();
    expect(leaderOf({ player1: 40, player2: 40 })).toBeNull();
  });

  it('the result names the winner with their score, or the tie message', () => {
    const names = { player1: 'Ana', player2: 'Ben' };
    expect(decideResult(names, { player1: 30, player2: 20 })).toEqual({
      kind: 'winner',
      player: 'player1',
      name: 'Ana',
      score: 30,
    });
    expect(decideResult(names, { player1: 0, player2: 10 })).toEqual({
      kind: 'winner',
      player: 'player2',
      name: 'Ben',
      score: 10,
    });
    expect(decideResult(names, { player1: 20, player2: 20 })).toEqual({ kind: 'tie', message: 'It\u2019s a tie!' });
  });
});

describe('turns and ticks', () => {
  it('the other player', () => {
    expect(otherPlayer('player1')).toBe('player2');
    expect(otherPlayer('player2')).toBe('player1');
  });

  it('a tick counts down until the one that would reach 0', () => {
    expect(tickOutcome('player1', 60)).toBe('count-down');
    expect(tickOutcome('player1', 2)).toBe('count-down');
    expect(tickOutcome('player1', 1)).toBe('hand-over');
    expect(tickOutcome('player2', 2)).toBe('count-down');
    expect(tickOutcome('player2', 1)).toBe('game-over');
  });
});
