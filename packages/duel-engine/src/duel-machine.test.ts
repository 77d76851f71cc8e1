import { advanceBy, expectRefused, promptEntries, startOnClock } from '@truth-or-dare/engine-test-kit';
import type { PromptEntry } from '@truth-or-dare/prompt-banks';
import { describe, expect, it, vi } from 'vitest';
import { createDuelMachine, type DuelMachine } from './duel-machine';
import {
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

/** A small bank with numbered truths and dares. */
function makePrompts(truthCount = 30, dareCount = 30): PromptEntry[] {
  return [...promptEntries('test-truth-', truthCount), ...promptEntries('test-dare-', dareCount, 'dare')];
}

interface StartOptions {
  readonly seed?: number;
  readonly machine?: DuelMachine;
}

/** A game still in setup, on a simulated clock. */
function createTestActor({ seed = 42, machine = createDuelMachine() }: StartOptions = {}) {
  return startOnClock(machine, { seed });
}

/** A game with both names entered and started: player1's turn at time 0. */
function startTestGame(options: StartOptions & { readonly prompts?: readonly PromptEntry[] } = {}) {
  const started = createTestActor(options);
  started.actor.send({ type: 'NAME.CHANGE', player: 'player1', value: 'Ana' });
  started.actor.send({ type: 'NAME.CHANGE', player: 'player2', value: 'Ben' });
  started.actor.send({ type: 'GAME.START', prompts: options.prompts ?? makePrompts() });
  return started;
}

describe('setup', () => {
  it('starts in setup with empty names, the Normal category, no alert and a full turn', () => {
    const { actor, notices } = createTestActor();
    const snapshot = actor.getSnapshot();
    expect(selectIsSetup(snapshot)).toBe(true);
    expect(snapshot.context).toMatchObject({
      names: { player1: '', player2: '' },
      category: 'normal',
      scores: { player1: 0, player2: 0 },
      remainingSeconds: 60,
      prompt: null,
    });
    expect(notices).toEqual([]);
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
    expectRefused(actor, { type: 'CATEGORY.SELECT', category: 'party' as never });
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
    expectRefused(actor, { type: 'GAME.START', prompts: makePrompts() }, { message: 'Enter both names!' });
    expect(selectIsSetup(actor.getSnapshot())).toBe(true);
  });

  it('alerts again on every refused start, the screen showing it until dismissed', () => {
    const { actor, notices } = createTestActor();
    actor.send({ type: 'GAME.START', prompts: makePrompts() });
    actor.send({ type: 'NAME.CHANGE', player: 'player1', value: 'Ana' });
    actor.send({ type: 'GAME.START', prompts: makePrompts() });
    expect(notices).toEqual([
      { type: 'notice', message: 'Enter both names!' },
      { type: 'notice', message: 'Enter both names!' },
    ]);
    expect(selectIsSetup(actor.getSnapshot())).toBe(true);
  });

  it('says nothing on the next valid start', () => {
    const { actor, notices } = createTestActor();
    actor.send({ type: 'NAME.CHANGE', player: 'player1', value: 'Ana' });
    actor.send({ type: 'GAME.START', prompts: makePrompts() });
    actor.send({ type: 'NAME.CHANGE', player: 'player2', value: 'Ben' });
    actor.send({ type: 'GAME.START', prompts: makePrompts() });
    expect(selectIsPlaying(actor.getSnapshot())).toBe(true);
    expect(notices).toEqual([{ type: 'notice', message: 'Enter both names!' }]);
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
    expectRefused(actor, { type: 'GAME.START', prompts: [] });
    expectRefused(actor, { type: 'GAME.START', prompts: makePrompts(30, 0) });
    expectRefused(actor, { type: 'GAME.START', prompts: makePrompts(0, 30) });
  });

  it('does not tick in setup', () => {
    const { actor, clock } = createTestActor();
    const before = actor.getSnapshot();
    advanceBy(clock, 180_000);
    expect(actor.getSnapshot().context).toEqual(before.context);
    expect(selectIsSetup(actor.getSnapshot())).toBe(true);
  });

  it('ignores game moves in setup', () => {
    const { actor } = createTestActor();
    for (const type of ['TRUTH.CHOOSE', 'DARE.CHOOSE', 'PROMPT.COMPLETE', 'GAME.RESTART'] as const) {
      expectRefused(actor, { type });
    }
  });
});

describe('the turn timer', () => {
  it('ticks once a second', () => {
    const { actor, clock } = startTestGame();
    advanceBy(clock, 999);
    expect(selectRemainingSeconds(actor.getSnapshot())).toBe(60);
    advanceBy(clock, 1);
    expect(selectRemainingSeconds(actor.getSnapshot())).toBe(59);
    advanceBy(clock, 29_000);
    expect(selectRemainingSeconds(actor.getSnapshot())).toBe(30);
  });

  it('hands the turn to player2 with 60 s exactly at 60,000 ms', () => {
    const { actor, clock } = startTestGame();
    advanceBy(clock, 59_999);
    expect(selectRemainingSeconds(actor.getSnapshot())).toBe(1);
    expect(selectCurrentPlayer(actor.getSnapshot())).toBe('player1');
    advanceBy(clock, 1);
    expect(selectCurrentPlayer(actor.getSnapshot())).toBe('player2');
    expect(selectCurrentPlayerName(actor.getSnapshot())).toBe('Ben');
    expect(selectRemainingSeconds(actor.getSnapshot())).toBe(60);
    expect(selectIsPlaying(actor.getSnapshot())).toBe(true);
    advanceBy(clock, 1_000);
    expect(selectRemainingSeconds(actor.getSnapshot())).toBe(59);
  });

  it('keeps a shown prompt while the clock ticks', () => {
    const { actor, clock } = startTestGame();
    actor.send({ type: 'TRUTH.CHOOSE' });
    const prompt = selectPrompt(actor.getSnapshot());
    advanceBy(clock, 30_000);
    expect(selectPrompt(actor.getSnapshot())).toBe(prompt);
    expect(selectRemainingSeconds(actor.getSnapshot())).toBe(30);
  });

  it('drops a prompt not marked Done at the handover, with no points', () => {
    const { actor, clock } = startTestGame();
    advanceBy(clock, 50_000);
    actor.send({ type: 'DARE.CHOOSE' });
    expect(selectPrompt(actor.getSnapshot())).not.toBeNull();
    advanceBy(clock, 10_000);
    const snapshot = actor.getSnapshot();
    expect(selectCurrentPlayer(snapshot)).toBe('player2');
    expect(selectPrompt(snapshot)).toBeNull();
    expect(selectScores(snapshot)).toEqual({ player1: 0, player2: 0 });
    // The dropped prompt's Done comes too late.
    expectRefused(actor, { type: 'PROMPT.COMPLETE' });
  });

  it('ends the game exactly at 120,000 ms and then stops ticking', () => {
    const { actor, clock } = startTestGame();
    advanceBy(clock, 119_999);
    expect(selectIsPlaying(actor.getSnapshot())).toBe(true);
    expect(selectCurrentPlayer(actor.getSnapshot())).toBe('player2');
    expect(selectRemainingSeconds(actor.getSnapshot())).toBe(1);
    advanceBy(clock, 1);
    expect(selectIsGameOver(actor.getSnapshot())).toBe(true);
    expect(selectRemainingSeconds(actor.getSnapshot())).toBe(0);
    const over = actor.getSnapshot().context;
    advanceBy(clock, 300_000);
    expect(actor.getSnapshot().context).toEqual(over);
    expect(selectIsGameOver(actor.getSnapshot())).toBe(true);
  });

  it('drops an undone prompt at game over', () => {
    const { actor, clock } = startTestGame();
    advanceBy(clock, 100_000);
    actor.send({ type: 'TRUTH.CHOOSE' });
    advanceBy(clock, 20_000);
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
    actor.send({ type: 'TRUTH.CHOOSE' });
    expect(selectPrompt(actor.getSnapshot())?.type).toBe('truth');
    expect(selectChosenType(actor.getSnapshot())).toBe('truth');
    expect(selectCanChoose(actor.getSnapshot())).toBe(false);
    expect(selectCanMarkDone(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'PROMPT.COMPLETE' });
    expect(selectChosenType(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'DARE.CHOOSE' });
    expect(selectPrompt(actor.getSnapshot())?.type).toBe('dare');
    expect(selectChosenType(actor.getSnapshot())).toBe('dare');
  });

  it('refuses Truth and Dare while a prompt waits for Done', () => {
    const { actor } = startTestGame();
    actor.send({ type: 'TRUTH.CHOOSE' });
    expectRefused(actor, { type: 'TRUTH.CHOOSE' });
    expectRefused(actor, { type: 'DARE.CHOOSE' });
  });

  it('Done adds exactly 10 to the current player and clears the prompt', () => {
    const { actor, clock } = startTestGame();
    actor.send({ type: 'TRUTH.CHOOSE' });
    actor.send({ type: 'PROMPT.COMPLETE' });
    expect(selectScores(actor.getSnapshot())).toEqual({ player1: 10, player2: 0 });
    expect(selectPrompt(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'DARE.CHOOSE' });
    actor.send({ type: 'PROMPT.COMPLETE' });
    expect(selectScores(actor.getSnapshot())).toEqual({ player1: 20, player2: 0 });
    advanceBy(clock, 60_000);
    actor.send({ type: 'DARE.CHOOSE' });
    actor.send({ type: 'PROMPT.COMPLETE' });
    expect(selectScores(actor.getSnapshot())).toEqual({ player1: 20, player2: 10 });
  });

  it('refuses Done without a prompt', () => {
    const { actor } = startTestGame();
    expectRefused(actor, { type: 'PROMPT.COMPLETE' });
    actor.send({ type: 'TRUTH.CHOOSE' });
    actor.send({ type: 'PROMPT.COMPLETE' });
    expectRefused(actor, { type: 'PROMPT.COMPLETE' });
    expect(selectScores(actor.getSnapshot())).toEqual({ player1: 10, player2: 0 });
  });

  it('highlights the leader, none while level', () => {
    const { actor, clock } = startTestGame();
    expect(selectLeader(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'TRUTH.CHOOSE' });
    actor.send({ type: 'PROMPT.COMPLETE' });
    expect(selectLeader(actor.getSnapshot())).toBe('player1');
    advanceBy(clock, 60_000);
    actor.send({ type: 'TRUTH.CHOOSE' });
    actor.send({ type: 'PROMPT.COMPLETE' });
    expect(selectLeader(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'DARE.CHOOSE' });
    actor.send({ type: 'PROMPT.COMPLETE' });
    expect(selectLeader(actor.getSnapshot())).toBe('player2');
  });

  it('refuses setup and result events while playing', () => {
    const { actor } = startTestGame();
    expectRefused(actor, { type: 'NAME.CHANGE', player: 'player1', value: 'Zed' });
    expectRefused(actor, { type: 'CATEGORY.SELECT', category: 'teens' });
    expectRefused(actor, { type: 'GAME.START', prompts: makePrompts() });
    expectRefused(actor, { type: 'GAME.RESTART' });
  });
});

describe('decks', () => {
  function drawAll(
    send: (type: 'TRUTH.CHOOSE' | 'DARE.CHOOSE') => PromptEntry | null,
    type: 'TRUTH.CHOOSE' | 'DARE.CHOOSE',
    count: number,
  ): string[] {
    return Array.from({ length: count }, () => send(type)?.id ?? 'none');
  }

  function drawer(actor: ReturnType<typeof startTestGame>['actor']) {
    return (type: 'TRUTH.CHOOSE' | 'DARE.CHOOSE') => {
      actor.send({ type });
      const prompt = selectPrompt(actor.getSnapshot());
      actor.send({ type: 'PROMPT.COMPLETE' });
      return prompt;
    };
  }

  it('deals every truth and every dare once before any repeats', () => {
    const { actor } = startTestGame();
    const draw = drawer(actor);
    const truths = drawAll(draw, 'TRUTH.CHOOSE', 30);
    const dares = drawAll(draw, 'DARE.CHOOSE', 30);
    expect(new Set(truths).size).toBe(30);
    expect(new Set(dares).size).toBe(30);
    expect(truths.every((id) => id.startsWith('test-truth-'))).toBe(true);
    expect(dares.every((id) => id.startsWith('test-dare-'))).toBe(true);
    // Exhausted: the deck reshuffles and keeps dealing.
    expect(draw('TRUTH.CHOOSE')?.type).toBe('truth');
  });

  it('keeps one deck for the whole game, across the handover', () => {
    const { actor, clock } = startTestGame();
    const draw = drawer(actor);
    const first = drawAll(draw, 'TRUTH.CHOOSE', 20);
    advanceBy(clock, 60_000);
    expect(selectCurrentPlayer(actor.getSnapshot())).toBe('player2');
    const second = drawAll(draw, 'TRUTH.CHOOSE', 10);
    expect(new Set([...first, ...second]).size).toBe(30);
  });

  it('is deterministic for a seed', () => {
    const play = (seed: number) => {
      const { actor, clock } = startTestGame({ seed });
      const draw = drawer(actor);
      const ids = [...drawAll(draw, 'TRUTH.CHOOSE', 5), ...drawAll(draw, 'DARE.CHOOSE', 5)];
      advanceBy(clock, 60_000);
      return [...ids, ...drawAll(draw, 'DARE.CHOOSE', 5), ...drawAll(draw, 'TRUTH.CHOOSE', 5)];
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
      actor.send({ type: 'TRUTH.CHOOSE' });
      actor.send({ type: 'PROMPT.COMPLETE' });
    }
    advanceBy(clock, 60_000);
    for (let i = 0; i < scores.player2 / 10; i++) {
      actor.send({ type: 'DARE.CHOOSE' });
      actor.send({ type: 'PROMPT.COMPLETE' });
    }
    advanceBy(clock, 60_000);
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
    expect(selectResult(playTo({ player1: 20, player2: 20 }).actor.getSnapshot())).toEqual({
      kind: 'tie',
      message: 'It\u2019s a tie!',
    });
    expect(selectResult(playTo({ player1: 0, player2: 0 }).actor.getSnapshot())).toEqual({
      kind: 'tie',
      message: 'It\u2019s a tie!',
    });
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
    advanceBy(clock, 119_999);
    expect(celebrate).not.toHaveBeenCalled();
    advanceBy(clock, 1);
    expect(celebrate).toHaveBeenCalledTimes(1);
    expect(selectIsCelebrating(actor.getSnapshot())).toBe(true);
    advanceBy(clock, 4_999);
    expect(endCelebration).not.toHaveBeenCalled();
    expect(selectIsCelebrating(actor.getSnapshot())).toBe(true);
    advanceBy(clock, 1);
    expect(endCelebration).toHaveBeenCalledTimes(1);
    expect(selectIsCelebrating(actor.getSnapshot())).toBe(false);
    expect(selectIsGameOver(actor.getSnapshot())).toBe(true);
    advanceBy(clock, 60_000);
    expect(celebrate).toHaveBeenCalledTimes(1);
  });

  it('ignores game moves once over', () => {
    const { actor } = playTo({ player1: 10, player2: 0 });
    for (const type of ['TRUTH.CHOOSE', 'DARE.CHOOSE', 'PROMPT.COMPLETE'] as const) {
      expectRefused(actor, { type });
    }
    expectRefused(actor, { type: 'GAME.START', prompts: makePrompts() });
  });

  it('plays again with the same names and category, 0/0, player1, 60 s and fresh decks', () => {
    const { actor, clock } = playTo({ player1: 30, player2: 20 });
    const before = actor.getSnapshot().context;
    actor.send({ type: 'GAME.RESTART' });
    const snapshot = actor.getSnapshot();
    expect(selectIsPlaying(snapshot)).toBe(true);
    expect(snapshot.context.names).toEqual({ player1: 'Ana', player2: 'Ben' });
    expect(snapshot.context.category).toBe(before.category);
    expect(selectScores(snapshot)).toEqual({ player1: 0, player2: 0 });
    expect(selectCurrentPlayer(snapshot)).toBe('player1');
    expect(selectRemainingSeconds(snapshot)).toBe(60);
    expect(snapshot.context.truthDeck?.position).toBe(0);
    expect(snapshot.context.dareDeck?.position).toBe(0);
    advanceBy(clock, 59_999);
    expect(selectCurrentPlayer(actor.getSnapshot())).toBe('player1');
    advanceBy(clock, 1);
    expect(selectCurrentPlayer(actor.getSnapshot())).toBe('player2');
    advanceBy(clock, 60_000);
    expect(selectIsGameOver(actor.getSnapshot())).toBe(true);
  });

  it('ends the confetti when playing again during it', () => {
    const endCelebration = vi.fn();
    const machine = createDuelMachine().provide({ actions: { endCelebration } });
    const { actor, clock } = startTestGame({ machine });
    advanceBy(clock, 120_000);
    actor.send({ type: 'GAME.RESTART' });
    expect(endCelebration).toHaveBeenCalledTimes(1);
    advanceBy(clock, 5_000);
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
    actor.send({ type: 'TRUTH.CHOOSE' });
    actor.send({ type: 'PROMPT.COMPLETE' });
    advanceBy(clock, 10_000);
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
    advanceBy(clock, 120_000);
    expect(selectRemainingSeconds(actor.getSnapshot())).toBe(60);
    expect(selectIsSetup(actor.getSnapshot())).toBe(true);
  });

  it('returns to setup from game over', () => {
    const { actor, clock } = startTestGame();
    advanceBy(clock, 120_000);
    actor.send({ type: 'GAME.EXIT' });
    expect(selectIsSetup(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.names).toEqual({ player1: 'Ana', player2: 'Ben' });
  });
});
