import type { PromptEntry } from '@truth-or-dare/prompt-banks';
import { describe, expect, it, vi } from 'vitest';
import type { AnyActorRef } from 'xstate';
import { createDuelMachine } from './duel-machine';
import {
  selectAlert,
  selectCanChoose,
  selectCanMarkDone,
  selectChosenType,
  selectCurrentPlayer,
  selectCurrentPlayerName,
  selectIsCelebrating,
  selectIsGameOver,
  selectIsPlaying,
  selectIsSetup,
  selectLeader,
  selectPrompt,
  selectRemainingSeconds,
  selectResult,
  selectScores,
} from './selectors';
import { advance, createTestActor, makePrompts, startTestGame } from './test-helpers';

/** A refused event must leave the snapshot exactly as it was. */
function expectRefused(actor: AnyActorRef, send: () => void) {
  const before = actor.getSnapshot();
  send();
  const after = actor.getSnapshot();
  expect(after.value).toEqual(before.value);
  expect(after.context).toEqual(before.context);
}

describe('setup', () => {
  it('starts in setup with empty names, the Normal category, no alert and a full turn', () => {
    const { actor } = createTestActor();
    const snapshot = actor.getSnapshot();
    expect(selectIsSetup(snapshot)).toBe(true);
    expect(snapshot.context).toMatchObject({
      names: { player1: '', player2: '' },
      category: 'normal',
      alert: null,
      scores: { player1: 0, player2: 0 },
      remainingSeconds: 60,
      prompt: null,
    });
  });

  it('records names and the category', () => {
    const { actor } = createTestActor();
    actor.send({ type: 'NAME.CHANGE', player: 'player1', value: 'Ana' });
    actor.send({ type: 'NAME.CHANGE', player: 'player2', value: ' Ben ' });
    actor.send({ type: 'CATEGORY.SELECT', category: '18+' });
    expect(actor.getSnapshot().context.names).toEqual({ player1: 'Ana', player2: ' Ben ' });
    expect(actor.getSnapshot().context.category).toBe('18+');
    actor.send({ type: 'CATEGORY.SELECT', category: 'teens' });
    expect(actor.getSnapshot().context.category).toBe('teens');
  });

  it('refuses an unknown category', () => {
    const { actor } = createTestActor();
    expectRefused(actor, () => actor.send({ type: 'CATEGORY.SELECT', category: 'party' as never }));
  });

  it.each([
    ['player 1 blank', '', 'Ben'],
    ['player 2 blank', 'Ana', ''],
    ['both blank', '', ''],
    ['player 1 whitespace', '   ', 'Ben'],
    ['player 2 whitespace', 'Ana', ' \t '],
    ['both whitespace', ' ', '  '],
  ])('refuses to start with %s and alerts "Enter both names!"', (_case, player1, player2) => {
    const { actor } = createTestActor();
    actor.send({ type: 'NAME.CHANGE', player: 'player1', value: player1 });
    actor.send({ type: 'NAME.CHANGE', player: 'player2', value: player2 });
    const before = actor.getSnapshot().context;
    actor.send({ type: 'GAME.START', prompts: makePrompts() });
    const snapshot = actor.getSnapshot();
    expect(selectIsSetup(snapshot)).toBe(true);
    expect(selectAlert(snapshot)).toBe('Enter both names!');
    expect(snapshot.context).toEqual({ ...before, alert: 'Enter both names!' });
  });

  it('clears the alert on dismiss', () => {
    const { actor } = createTestActor();
    actor.send({ type: 'GAME.START', prompts: makePrompts() });
    expect(selectAlert(actor.getSnapshot())).toBe('Enter both names!');
    actor.send({ type: 'ALERT.DISMISS' });
    expect(selectAlert(actor.getSnapshot())).toBeNull();
    expect(selectIsSetup(actor.getSnapshot())).toBe(true);
  });

  it('clears the alert on the next valid start', () => {
    const { actor } = createTestActor();
    actor.send({ type: 'NAME.CHANGE', player: 'player1', value: 'Ana' });
    actor.send({ type: 'GAME.START', prompts: makePrompts() });
    actor.send({ type: 'NAME.CHANGE', player: 'player2', value: 'Ben' });
    actor.send({ type: 'GAME.START', prompts: makePrompts() });
    expect(selectIsPlaying(actor.getSnapshot())).toBe(true);
    expect(selectAlert(actor.getSnapshot())).toBeNull();
  });

  it('starts with player1 current, scores 0/0, 60 s and trimmed names', () => {
    const { actor } = createTestActor();
    actor.send({ type: 'NAME.CHANGE', player: 'player1', value: '  Ana ' });
    actor.send({ type: 'NAME.CHANGE', player: 'player2', value: 'Ben\t' });
    actor.send({ type: 'GAME.START', prompts: makePrompts() });
    const snapshot = actor.getSnapshot();
    expect(selectIsPlaying(snapshot)).toBe(true);
    expect(selectCurrentPlayer(snapshot)).toBe('player1');
    expect(selectCurrentPlayerName(snapshot)).toBe('Ana');
    expect(selectScores(snapshot)).toEqual({ player1: 0, player2: 0 });
    expect(selectRemainingSeconds(snapshot)).toBe(60);
    expect(selectPrompt(snapshot)).toBeNull();
    expect(snapshot.context.names).toEqual({ player1: 'Ana', player2: 'Ben' });
  });

  it('refuses to start without both truths and dares (the bank is not loaded)', () => {
    const { actor } = createTestActor();
    actor.send({ type: 'NAME.CHANGE', player: 'player1', value: 'Ana' });
    actor.send({ type: 'NAME.CHANGE', player: 'player2', value: 'Ben' });
    expectRefused(actor, () => actor.send({ type: 'GAME.START', prompts: [] }));
    expectRefused(actor, () => actor.send({ type: 'GAME.START', prompts: makePrompts(30, 0) }));
    expectRefused(actor, () => actor.send({ type: 'GAME.START', prompts: makePrompts(0, 30) }));
  });

  it('does not tick in setup', () => {
    const { actor, clock } = createTestActor();
    const before = actor.getSnapshot();
    advance(clock, 180_000);
    expect(actor.getSnapshot().context).toEqual(before.context);
    expect(selectIsSetup(actor.getSnapshot())).toBe(true);
  });

  it('ignores game moves in setup', () => {
    const { actor } = createTestActor();
    for (const type of ['TRUTH', 'DARE', 'DONE', 'PLAY_AGAIN'] as const) {
      expectRefused(actor, () => actor.send({ type }));
    }
  });
});

describe('the turn timer', () => {
  it('ticks once a second', () => {
    const { actor, clock } = startTestGame();
    advance(clock, 999);
    expect(selectRemainingSeconds(actor.getSnapshot())).toBe(60);
    advance(clock, 1);
    expect(selectRemainingSeconds(actor.getSnapshot())).toBe(59);
    advance(clock, 29_000);
    expect(selectRemainingSeconds(actor.getSnapshot())).toBe(30);
  });

  it('hands the turn to player2 with 60 s exactly at 60,000 ms', () => {
    const { actor, clock } = startTestGame();
    advance(clock, 59_999);
    expect(selectRemainingSeconds(actor.getSnapshot())).toBe(1);
    expect(selectCurrentPlayer(actor.getSnapshot())).toBe('player1');
    advance(clock, 1);
    expect(selectCurrentPlayer(actor.getSnapshot())).toBe('player2');
    expect(selectCurrentPlayerName(actor.getSnapshot())).toBe('Ben');
    expect(selectRemainingSeconds(actor.getSnapshot())).toBe(60);
    expect(selectIsPlaying(actor.getSnapshot())).toBe(true);
    advance(clock, 1_000);
    expect(selectRemainingSeconds(actor.getSnapshot())).toBe(59);
  });

  it('keeps a shown prompt while the clock ticks', () => {
    const { actor, clock } = startTestGame();
    actor.send({ type: 'TRUTH' });
    const prompt = selectPrompt(actor.getSnapshot());
    advance(clock, 30_000);
    expect(selectPrompt(actor.getSnapshot())).toBe(prompt);
    expect(selectRemainingSeconds(actor.getSnapshot())).toBe(30);
  });

  it('drops a prompt not marked Done at the handover, with no points', () => {
    const { actor, clock } = startTestGame();
    advance(clock, 50_000);
    actor.send({ type: 'DARE' });
    expect(selectPrompt(actor.getSnapshot())).not.toBeNull();
    advance(clock, 10_000);
    const snapshot = actor.getSnapshot();
    expect(selectCurrentPlayer(snapshot)).toBe('player2');
    expect(selectPrompt(snapshot)).toBeNull();
    expect(selectScores(snapshot)).toEqual({ player1: 0, player2: 0 });
    // The dropped prompt's Done comes too late.
    expectRefused(actor, () => actor.send({ type: 'DONE' }));
  });

  it('ends the game exactly at 120,000 ms and then stops ticking', () => {
    const { actor, clock } = startTestGame();
    advance(clock, 119_999);
    expect(selectIsPlaying(actor.getSnapshot())).toBe(true);
    expect(selectCurrentPlayer(actor.getSnapshot())).toBe('player2');
    expect(selectRemainingSeconds(actor.getSnapshot())).toBe(1);
    advance(clock, 1);
    expect(selectIsGameOver(actor.getSnapshot())).toBe(true);
    expect(selectRemainingSeconds(actor.getSnapshot())).toBe(0);
    const over = actor.getSnapshot().context;
    advance(clock, 300_000);
    expect(actor.getSnapshot().context).toEqual(over);
    expect(selectIsGameOver(actor.getSnapshot())).toBe(true);
  });

  it('drops an undone prompt at game over', () => {
    const { actor, clock } = startTestGame();
    advance(clock, 100_000);
    actor.send({ type: 'TRUTH' });
    advance(clock, 20_000);
    expect(selectIsGameOver(actor.getSnapshot())).toBe(true);
    expect(selectPrompt(actor.getSnapshot())).toBeNull();
    expect(selectScores(actor.getSnapshot())).toEqual({ player1: 0, player2: 0 });
  });
});

describe('truth, dare and done', () => {
  it('shows a prompt of the chosen type', () => {
    const { actor } = startTestGame();
    expect(selectCanChoose(actor.getSnapshot())).toBe(true);
    expect(selectCanMarkDone(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'TRUTH' });
    expect(selectPrompt(actor.getSnapshot())?.type).toBe('truth');
    expect(selectChosenType(actor.getSnapshot())).toBe('truth');
    expect(selectCanChoose(actor.getSnapshot())).toBe(false);
    expect(selectCanMarkDone(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'DONE' });
    expect(selectChosenType(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'DARE' });
    expect(selectPrompt(actor.getSnapshot())?.type).toBe('dare');
    expect(selectChosenType(actor.getSnapshot())).toBe('dare');
  });

  it('refuses Truth and Dare while a prompt waits for Done', () => {
    const { actor } = startTestGame();
    actor.send({ type: 'TRUTH' });
    expectRefused(actor, () => actor.send({ type: 'TRUTH' }));
    expectRefused(actor, () => actor.send({ type: 'DARE' }));
  });

  it('Done adds exactly 10 to the current player and clears the prompt', () => {
    const { actor, clock } = startTestGame();
    actor.send({ type: 'TRUTH' });
    actor.send({ type: 'DONE' });
    expect(selectScores(actor.getSnapshot())).toEqual({ player1: 10, player2: 0 });
    expect(selectPrompt(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'DARE' });
    actor.send({ type: 'DONE' });
    expect(selectScores(actor.getSnapshot())).toEqual({ player1: 20, player2: 0 });
    advance(clock, 60_000);
    actor.send({ type: 'DARE' });
    actor.send({ type: 'DONE' });
    expect(selectScores(actor.getSnapshot())).toEqual({ player1: 20, player2: 10 });
  });

  it('refuses Done without a prompt', () => {
    const { actor } = startTestGame();
    expectRefused(actor, () => actor.send({ type: 'DONE' }));
    actor.send({ type: 'TRUTH' });
    actor.send({ type: 'DONE' });
    expectRefused(actor, () => actor.send({ type: 'DONE' }));
    expect(selectScores(actor.getSnapshot())).toEqual({ player1: 10, player2: 0 });
  });

  it('highlights the leader, none while level', () => {
    const { actor, clock } = startTestGame();
    expect(selectLeader(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'TRUTH' });
    actor.send({ type: 'DONE' });
    expect(selectLeader(actor.getSnapshot())).toBe('player1');
    advance(clock, 60_000);
    actor.send({ type: 'TRUTH' });
    actor.send({ type: 'DONE' });
    expect(selectLeader(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'DARE' });
    actor.send({ type: 'DONE' });
    expect(selectLeader(actor.getSnapshot())).toBe('player2');
  });

  it('refuses setup and result events while playing', () => {
    const { actor } = startTestGame();
    expectRefused(actor, () => actor.send({ type: 'NAME.CHANGE', player: 'player1', value: 'Zed' }));
    expectRefused(actor, () => actor.send({ type: 'CATEGORY.SELECT', category: 'teens' }));
    expectRefused(actor, () => actor.send({ type: 'GAME.START', prompts: makePrompts() }));
    expectRefused(actor, () => actor.send({ type: 'PLAY_AGAIN' }));
  });
});

describe('decks', () => {
  function drawAll(send: (type: 'TRUTH' | 'DARE') => PromptEntry | null, type: 'TRUTH' | 'DARE', count: number): string[] {
    return Array.from({ length: count }, () => send(type)?.id ?? 'none');
  }

  function drawer(actor: ReturnType<typeof startTestGame>['actor']) {
    return (type: 'TRUTH' | 'DARE') => {
      actor.send({ type });
      const prompt = selectPrompt(actor.getSnapshot());
      actor.send({ type: 'DONE' });
      return prompt;
    };
  }

  it('deals every truth and every dare once before any repeats', () => {
    const { actor } = startTestGame();
    const draw = drawer(actor);
    const truths = drawAll(draw, 'TRUTH', 30);
    const dares = drawAll(draw, 'DARE', 30);
    expect(new Set(truths).size).toBe(30);
    expect(new Set(dares).size).toBe(30);
    expect(truths.every((id) => id.startsWith('test-truth-'))).toBe(true);
    expect(dares.every((id) => id.startsWith('test-dare-'))).toBe(true);
    // Exhausted: the deck reshuffles and keeps dealing.
    expect(draw('TRUTH')?.type).toBe('truth');
  });

  it('keeps one deck for the whole game, across the handover', () => {
    const { actor, clock } = startTestGame();
    const draw = drawer(actor);
    const first = drawAll(draw, 'TRUTH', 20);
    advance(clock, 60_000);
    expect(selectCurrentPlayer(actor.getSnapshot())).toBe('player2');
    const second = drawAll(draw, 'TRUTH', 10);
    expect(new Set([...first, ...second]).size).toBe(30);
  });

  it('is deterministic for a seed', () => {
    const play = (seed: number) => {
      const { actor, clock } = startTestGame({ seed });
      const draw = drawer(actor);
      const ids = [...drawAll(draw, 'TRUTH', 5), ...drawAll(draw, 'DARE', 5)];
      advance(clock, 60_000);
      return [...ids, ...drawAll(draw, 'DARE', 5), ...drawAll(draw, 'TRUTH', 5)];
    };
    expect(play(7)).toEqual(play(7));
    expect(play(7)).not.toEqual(play(8));
  });
});

describe('game over', () => {
  function playTo(scores: { player1: number; player2: number }, options: Parameters<typeof startTestGame>[0] = {}) {
    const started = startTestGame(options);
    const { actor, clock } = started;
    for (let i = 0; i < scores.player1 / 10; i++) {
      actor.send({ type: 'TRUTH' });
      actor.send({ type: 'DONE' });
    }
    advance(clock, 60_000);
    for (let i = 0; i < scores.player2 / 10; i++) {
      actor.send({ type: 'DARE' });
      actor.send({ type: 'DONE' });
    }
    advance(clock, 60_000);
    return started;
  }

  it('shows both scores and the winner', () => {
    const { actor } = playTo({ player1: 30, player2: 20 });
    const snapshot = actor.getSnapshot();
    expect(selectIsGameOver(snapshot)).toBe(true);
    expect(selectScores(snapshot)).toEqual({ player1: 30, player2: 20 });
    expect(selectResult(snapshot)).toEqual({ kind: 'winner', player: 'player1', name: 'Ana', score: 30 });
  });

  it('names player2 when ahead', () => {
    const { actor } = playTo({ player1: 10, player2: 40 });
    expect(selectResult(actor.getSnapshot())).toEqual({ kind: 'winner', player: 'player2', name: 'Ben', score: 40 });
  });

  it('declares a tie with equal scores', () => {
    expect(selectResult(playTo({ player1: 20, player2: 20 }).actor.getSnapshot())).toEqual({ kind: 'tie', message: 'It\u2019s a tie!' });
    expect(selectResult(playTo({ player1: 0, player2: 0 }).actor.getSnapshot())).toEqual({ kind: 'tie', message: 'It\u2019s a tie!' });
  });

  it('has no result before the game is over', () => {
    const { actor } = startTestGame();
    expect(selectResult(actor.getSnapshot())).toBeNull();
  });

  it('celebrates at game over for 5 s', () => {
    const celebrate = vi.fn();
    const endCelebration = vi.fn();
    const machine = createDuelMachine().provide({ actions: { celebrate, endCelebration } });
    const { actor, clock } = startTestGame({ machine });
    advance(clock, 119_999);
    expect(celebrate).not.toHaveBeenCalled();
    advance(clock, 1);
    expect(celebrate).toHaveBeenCalledTimes(1);
    expect(selectIsCelebrating(actor.getSnapshot())).toBe(true);
    advance(clock, 4_999);
    expect(endCelebration).not.toHaveBeenCalled();
    expect(selectIsCelebrating(actor.getSnapshot())).toBe(true);
    advance(clock, 1);
    expect(endCelebration).toHaveBeenCalledTimes(1);
    expect(selectIsCelebrating(actor.getSnapshot())).toBe(false);
    expect(selectIsGameOver(actor.getSnapshot())).toBe(true);
    advance(clock, 60_000);
    expect(celebrate).toHaveBeenCalledTimes(1);
  });

  it('ignores game moves once over', () => {
    const { actor } = playTo({ player1: 10, player2: 0 });
    for (const type of ['TRUTH', 'DARE', 'DONE'] as const) {
      expectRefused(actor, () => actor.send({ type }));
    }
    expectRefused(actor, () => actor.send({ type: 'GAME.START', prompts: makePrompts() }));
  });

  it('plays again with the same names and category, 0/0, player1, 60 s and fresh decks', () => {
    const { actor, clock } = playTo({ player1: 30, player2: 20 });
    const before = actor.getSnapshot().context;
    actor.send({ type: 'PLAY_AGAIN' });
    const snapshot = actor.getSnapshot();
    expect(selectIsPlaying(snapshot)).toBe(true);
    expect(snapshot.context.names).toEqual({ player1: 'Ana', player2: 'Ben' });
    expect(snapshot.context.category).toBe(before.category);
    expect(selectScores(snapshot)).toEqual({ player1: 0, player2: 0 });
    expect(selectCurrentPlayer(snapshot)).toBe('player1');
    expect(selectRemainingSeconds(snapshot)).toBe(60);
    expect(snapshot.context.truthDeck?.position).toBe(0);
    expect(snapshot.context.dareDeck?.position).toBe(0);
    advance(clock, 59_999);
    expect(selectCurrentPlayer(actor.getSnapshot())).toBe('player1');
    advance(clock, 1);
    expect(selectCurrentPlayer(actor.getSnapshot())).toBe('player2');
    advance(clock, 60_000);
    expect(selectIsGameOver(actor.getSnapshot())).toBe(true);
  });

  it('ends the confetti when playing again during it', () => {
    const endCelebration = vi.fn();
    const machine = createDuelMachine().provide({ actions: { endCelebration } });
    const { actor, clock } = startTestGame({ machine });
    advance(clock, 120_000);
    actor.send({ type: 'PLAY_AGAIN' });
    expect(endCelebration).toHaveBeenCalledTimes(1);
    advance(clock, 5_000);
    expect(endCelebration).toHaveBeenCalledTimes(1);
  });
});

describe('leaving the game', () => {
  it('returns to setup from play, keeping names and category, and stops the clock', () => {
    const { actor, clock } = createTestActor();
    actor.send({ type: 'NAME.CHANGE', player: 'player1', value: 'Ana' });
    actor.send({ type: 'NAME.CHANGE', player: 'player2', value: 'Ben' });
    actor.send({ type: 'CATEGORY.SELECT', category: 'teens' });
    actor.send({ type: 'GAME.START', prompts: makePrompts() });
    actor.send({ type: 'TRUTH' });
    actor.send({ type: 'DONE' });
    advance(clock, 10_000);
    actor.send({ type: 'GAME.EXIT' });
    const snapshot = actor.getSnapshot();
    expect(selectIsSetup(snapshot)).toBe(true);
    expect(snapshot.context).toMatchObject({
      names: { player1: 'Ana', player2: 'Ben' },
      category: 'teens',
      scores: { player1: 0, player2: 0 },
      currentPlayer: 'player1',
      remainingSeconds: 60,
      prompt: null,
    });
    advance(clock, 120_000);
    expect(selectRemainingSeconds(actor.getSnapshot())).toBe(60);
    expect(selectIsSetup(actor.getSnapshot())).toBe(true);
  });

  it('returns to setup from game over', () => {
    const { actor, clock } = startTestGame();
    advance(clock, 120_000);
    actor.send({ type: 'GAME.EXIT' });
    expect(selectIsSetup(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.names).toEqual({ player1: 'Ana', player2: 'Ben' });
  });
});
