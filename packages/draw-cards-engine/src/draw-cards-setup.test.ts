import { describe, expect, it } from 'vitest';
import { selectCanStart, selectCurrentPlayer, selectPhase, selectPlayers, selectScoreboard } from './selectors';
import { expectRefused, startOnClock } from '@truth-or-dare/engine-test-kit';
import { createDrawCardsMachine } from './draw-cards-machine';
import { runToGuessing, startGame } from './draw-cards-scenarios';

describe('adding players', () => {
  it('starts in the adding-players phase with nobody', () => {
    const { actor } = startOnClock(createDrawCardsMachine(), { seed: 1 });
    expect(selectPhase(actor.getSnapshot())).toBe('addingPlayers');
    expect(selectPlayers(actor.getSnapshot())).toEqual([]);
    expect(selectCurrentPlayer(actor.getSnapshot())).toBeNull();
  });

  it('adds trimmed names in order', () => {
    const { actor } = startOnClock(createDrawCardsMachine(), { seed: 1 });
    actor.send({ type: 'PLAYER.ADD', name: '  Ann ' });
    actor.send({ type: 'PLAYER.ADD', name: 'Ben' });
    expect(selectPlayers(actor.getSnapshot())).toEqual(['Ann', 'Ben']);
    expect(actor.getSnapshot().context.wins).toEqual([0, 0]);
  });

  it('ignores an empty or whitespace-only name', () => {
    const { actor } = startOnClock(createDrawCardsMachine(), { seed: 1 });
    expectRefused(actor, { type: 'PLAYER.ADD', name: '' });
    expectRefused(actor, { type: 'PLAYER.ADD', name: '   ' });
    expect(selectPlayers(actor.getSnapshot())).toEqual([]);
  });
});

describe('Start Game', () => {
  it('is refused with no player and with 1 player', () => {
    const { actor } = startOnClock(createDrawCardsMachine(), { seed: 1 });
    expect(selectCanStart(actor.getSnapshot())).toBe(false);
    expectRefused(actor, { type: 'GAME.START' });
    actor.send({ type: 'PLAYER.ADD', name: 'Ann' });
    expect(selectCanStart(actor.getSnapshot())).toBe(false);
    expectRefused(actor, { type: 'GAME.START' });
    expect(selectPhase(actor.getSnapshot())).toBe('addingPlayers');
  });

  it('is offered from 2 players and starts round 1 with the first player memorizing', () => {
    const { actor } = startOnClock(createDrawCardsMachine(), { seed: 1 });
    actor.send({ type: 'PLAYER.ADD', name: 'Ann' });
    actor.send({ type: 'PLAYER.ADD', name: 'Ben' });
    expect(selectCanStart(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'GAME.START' });
    const snapshot = actor.getSnapshot();
    expect(selectPhase(snapshot)).toBe('memorizing');
    expect(selectCurrentPlayer(snapshot)).toBe('Ann');
    expect(snapshot.context.round).toBe(1);
    expect(selectCanStart(snapshot)).toBe(false);
  });

  it('closes the player list once the game runs', () => {
    const { actor } = startGame(['Ann', 'Ben']);
    expectRefused(actor, { type: 'PLAYER.ADD', name: 'Cara' });
    expectRefused(actor, { type: 'GAME.START' });
  });
});

describe('GAME.END (beyond the spec)', () => {
  it('goes back to adding players with the same names and every count reset', () => {
    const { actor, clock } = startGame(['Ann', 'Ben']);
    runToGuessing(clock);
    actor.send({ type: 'CUP.GUESS', position: actor.getSnapshot().context.queenPosition });
    actor.send({ type: 'TURN.END' });
    expect(actor.getSnapshot().context.totalWins).toBe(1);

    actor.send({ type: 'GAME.END' });
    const snapshot = actor.getSnapshot();
    expect(selectPhase(snapshot)).toBe('addingPlayers');
    expect(selectScoreboard(snapshot)).toEqual([
      { name: 'Ann', wins: 0, isCurrent: false },
      { name: 'Ben', wins: 0, isCurrent: false },
    ]);
    expect(snapshot.context).toMatchObject({
      totalWins: 0,
      currentPlayerIndex: 0,
      round: 0,
      message: '',
      guess: null,
      prompt: null,
      truthDecks: {},
      dareDeck: null,
    });
    expect(selectCanStart(snapshot)).toBe(true);
  });

  it('lets players join before the next game, which starts with the first player', () => {
    const { actor } = startGame(['Ann', 'Ben']);
    actor.send({ type: 'GAME.END' });
    actor.send({ type: 'PLAYER.ADD', name: 'Cara' });
    actor.send({ type: 'GAME.START' });
    expect(selectPlayers(actor.getSnapshot())).toEqual(['Ann', 'Ben', 'Cara']);
    expect(selectCurrentPlayer(actor.getSnapshot())).toBe('Ann');
    expect(actor.getSnapshot().context.round).toBe(1);
  });

  it('is ignored while adding players', () => {
    const { actor } = startOnClock(createDrawCardsMachine(), { seed: 1 });
    actor.send({ type: 'PLAYER.ADD', name: 'Ann' });
    expectRefused(actor, { type: 'GAME.END' });
  });
});
