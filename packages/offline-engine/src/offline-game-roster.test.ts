import { describe, expect, it } from 'vitest';
import {
  selectCanStart,
  selectCurrentPlayerName,
  selectIsCountingDown,
  selectPrompt,
  selectTurnHeading,
} from './selectors';
import { expectRefused } from '@truth-or-dare/engine-test-kit';
import { createGame, reveal } from './offline-game-scenarios';

const FOUR = ['Ana', 'Ben', 'Cy', 'Dee'];

/** A game of four where it is Cy's turn (index 2) and a prompt is showing. */
function cysTurn() {
  const game = createGame({ players: FOUR });
  game.actor.send({ type: 'TURN.END' });
  game.actor.send({ type: 'TURN.END' });
  reveal(game.actor, game.clock, 'TRUTH.CHOOSE');
  return game;
}

function names(game: ReturnType<typeof createGame>): string[] {
  return game.actor.getSnapshot().context.players.map((p) => p.name);
}

describe('removing a player during the game', () => {
  it('before the current player keeps the turn and the prompt', () => {
    const game = cysTurn();
    const prompt = selectPrompt(game.actor.getSnapshot());
    game.actor.send({ type: 'PLAYER.REMOVE', index: 0 });
    expect(names(game)).toEqual(['Ben', 'Cy', 'Dee']);
    expect(game.actor.getSnapshot().context.currentPlayerIndex).toBe(1);
    expect(selectTurnHeading(game.actor.getSnapshot())).toBe("Cy's Turn");
    expect(selectPrompt(game.actor.getSnapshot())).toEqual(prompt);
  });

  it('after the current player keeps the turn and the prompt', () => {
    const game = cysTurn();
    const prompt = selectPrompt(game.actor.getSnapshot());
    game.actor.send({ type: 'PLAYER.REMOVE', index: 3 });
    expect(names(game)).toEqual(['Ana', 'Ben', 'Cy']);
    expect(game.actor.getSnapshot().context.currentPlayerIndex).toBe(2);
    expect(selectCurrentPlayerName(game.actor.getSnapshot())).toBe('Cy');
    expect(selectPrompt(game.actor.getSnapshot())).toEqual(prompt);
  });

  it('who is current gives the turn to the next player and clears the prompt', () => {
    const game = cysTurn();
    game.actor.send({ type: 'PLAYER.REMOVE', index: 2 });
    expect(names(game)).toEqual(['Ana', 'Ben', 'Dee']);
    expect(selectCurrentPlayerName(game.actor.getSnapshot())).toBe('Dee');
    expect(selectPrompt(game.actor.getSnapshot())).toBeNull();
    expect(game.actor.getSnapshot().context.choice).toBeNull();
  });

  it('who is current and last wraps the turn to the first player', () => {
    const game = cysTurn();
    game.actor.send({ type: 'TURN.END' });
    expect(selectCurrentPlayerName(game.actor.getSnapshot())).toBe('Dee');
    game.actor.send({ type: 'PLAYER.REMOVE', index: 3 });
    expect(selectCurrentPlayerName(game.actor.getSnapshot())).toBe('Ana');
    expect(game.actor.getSnapshot().context.currentPlayerIndex).toBe(0);
  });

  it('who is current during the countdown cancels it', () => {
    const game = createGame({ players: FOUR });
    game.actor.send({ type: 'TRUTH.CHOOSE' });
    game.clock.increment(1_000);
    game.actor.send({ type: 'PLAYER.REMOVE', index: 0 });
    expect(selectIsCountingDown(game.actor.getSnapshot())).toBe(false);
    expect(selectCurrentPlayerName(game.actor.getSnapshot())).toBe('Ben');
    game.clock.increment(5_000);
    expect(selectPrompt(game.actor.getSnapshot())).toBeNull();
  });

  it('who is not current during the countdown lets it finish', () => {
    const game = createGame({ players: FOUR });
    game.actor.send({ type: 'TRUTH.CHOOSE' });
    game.clock.increment(1_000);
    game.actor.send({ type: 'PLAYER.REMOVE', index: 3 });
    expect(selectIsCountingDown(game.actor.getSnapshot())).toBe(true);
    game.clock.increment(1_499);
    expect(selectPrompt(game.actor.getSnapshot())).toBeNull();
    game.clock.increment(1);
    expect(selectPrompt(game.actor.getSnapshot())?.type).toBe('truth');
  });

  it('is refused for the last player, with a notice', () => {
    const game = createGame({ players: ['Solo'] });
    reveal(game.actor, game.clock, 'TRUTH.CHOOSE');
    expectRefused(
      game.actor,
      { type: 'PLAYER.REMOVE', index: 0 },
      { message: 'At least one player must stay in the game.' },
    );
  });

  it('gives the notice for every refused removal and none for accepted moves', () => {
    const game = createGame({ players: ['Solo'] });
    game.actor.send({ type: 'PLAYER.REMOVE', index: 0 });
    game.actor.send({ type: 'TURN.END' });
    game.actor.send({ type: 'PLAYER.ADD', name: 'Duo' });
    game.actor.send({ type: 'PLAYER.REMOVE', index: 1 });
    game.actor.send({ type: 'PLAYER.REMOVE', index: 0 });
    const notice = { type: 'notice', message: 'At least one player must stay in the game.' };
    expect(game.notices).toEqual([notice, notice]);
  });

  it('is refused silently for an index outside the list', () => {
    const game = cysTurn();
    expectRefused(game.actor, { type: 'PLAYER.REMOVE', index: 4 });
    expectRefused(game.actor, { type: 'PLAYER.REMOVE', index: -1 });
  });
});

describe('adding a player during the game', () => {
  it('appends them after the others and keeps the turn', () => {
    const game = cysTurn();
    const prompt = selectPrompt(game.actor.getSnapshot());
    game.actor.send({ type: 'PLAYER.ADD', name: ' Eve ' });
    expect(names(game)).toEqual([...FOUR, 'Eve']);
    expect(selectCurrentPlayerName(game.actor.getSnapshot())).toBe('Cy');
    expect(selectPrompt(game.actor.getSnapshot())).toEqual(prompt);
    game.actor.send({ type: 'TURN.END' });
    game.actor.send({ type: 'TURN.END' });
    expect(selectCurrentPlayerName(game.actor.getSnapshot())).toBe('Eve');
  });

  it('works during the countdown and ignores blank names', () => {
    const game = createGame();
    game.actor.send({ type: 'TRUTH.CHOOSE' });
    game.actor.send({ type: 'PLAYER.ADD', name: 'Eve' });
    expect(selectIsCountingDown(game.actor.getSnapshot())).toBe(true);
    expect(names(game)).toEqual(['Ana', 'Ben', 'Cy', 'Eve']);
    expectRefused(game.actor, { type: 'PLAYER.ADD', name: '  ' });
  });
});

describe('ending the game', () => {
  it('returns to setup keeping the players and the mode', () => {
    const game = cysTurn();
    game.actor.send({ type: 'GAME.END' });
    const snapshot = game.actor.getSnapshot();
    expect(snapshot.value).toBe('setup');
    expect(names(game)).toEqual(FOUR);
    expect(snapshot.context.modeId).toBe('normal');
    expect(snapshot.context.prompt).toBeNull();
    expect(snapshot.context.turnsTaken).toBe(0);
    expect(selectCanStart(snapshot)).toBe(true);
    expect(selectTurnHeading(snapshot)).toBeNull();
  });

  it('during the countdown cancels it', () => {
    const game = createGame();
    game.actor.send({ type: 'DARE.CHOOSE' });
    game.actor.send({ type: 'GAME.END' });
    game.clock.increment(2_500);
    expect(game.actor.getSnapshot().value).toBe('setup');
    expect(selectPrompt(game.actor.getSnapshot())).toBeNull();
  });
});
