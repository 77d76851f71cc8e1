import { describe, expect, it, vi } from 'vitest';
import { createDeck, createSeededRandom, shuffle } from '@truth-or-dare/prompt-banks';
import { createOfflineGameMachine } from './offline-game-machine';
import { selectCanStart, selectIsPlaying, selectPlayers, selectSelectedMode, selectTurnHeading } from './selectors';
import { expectRefused, promptEntries, startOnClock } from '@truth-or-dare/engine-test-kit';
import { createGame, DARES, TRUTHS } from './offline-game-scenarios';

function setupGame(seed = 7) {
  return startOnClock(createOfflineGameMachine(), { seed });
}

function setupActor(seed = 7) {
  return setupGame(seed).actor;
}

describe('offline setup: players', () => {
  it('starts in setup with no players, no mode and nothing to start', () => {
    const actor = setupActor();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('setup');
    expect(snapshot.context.players).toEqual([]);
    expect(snapshot.context.modeId).toBeNull();
    expect(selectCanStart(snapshot)).toBe(false);
    expect(selectIsPlaying(snapshot)).toBe(false);
    expect(selectTurnHeading(snapshot)).toBeNull();
  });

  it('adds trimmed names in order, with ids, allowing duplicates', () => {
    const actor = setupActor();
    actor.send({ type: 'PLAYER.ADD', name: '  Ana ' });
    actor.send({ type: 'PLAYER.ADD', name: 'Ben' });
    actor.send({ type: 'PLAYER.ADD', name: 'Ana' });
    expect(selectPlayers(actor.getSnapshot())).toEqual([
      { id: 1, name: 'Ana', address: 'neutral' },
      { id: 2, name: 'Ben', address: 'neutral' },
      { id: 3, name: 'Ana', address: 'neutral' },
    ]);
  });

  it('ignores empty and whitespace-only names without a message', () => {
    const { actor, notices } = setupGame();
    expectRefused(actor, { type: 'PLAYER.ADD', name: '' });
    expectRefused(actor, { type: 'PLAYER.ADD', name: '   \t ' });
    expect(notices).toEqual([]);
  });

  it('has no player maximum and no name length limit', () => {
    const actor = setupActor();
    const longName = 'x'.repeat(500);
    for (let i = 0; i < 30; i++) actor.send({ type: 'PLAYER.ADD', name: `${longName}${i}` });
    expect(actor.getSnapshot().context.players).toHaveLength(30);
    expect(actor.getSnapshot().context.players[29]?.name).toBe(`${longName}29`);
  });

  it('removes a player by index, even the only one', () => {
    const { actor, notices } = setupGame();
    actor.send({ type: 'PLAYER.ADD', name: 'Ana' });
    actor.send({ type: 'PLAYER.ADD', name: 'Ben' });
    actor.send({ type: 'PLAYER.REMOVE', index: 0 });
    expect(actor.getSnapshot().context.players).toEqual([{ id: 2, name: 'Ben', address: 'neutral' }]);
    actor.send({ type: 'PLAYER.REMOVE', index: 0 });
    expect(actor.getSnapshot().context.players).toEqual([]);
    expect(notices).toEqual([]);
  });

  it('refuses removing an index outside the list', () => {
    const actor = setupActor();
    actor.send({ type: 'PLAYER.ADD', name: 'Ana' });
    expectRefused(actor, { type: 'PLAYER.REMOVE', index: 1 });
    expectRefused(actor, { type: 'PLAYER.REMOVE', index: -1 });
  });

  it('does not reuse ids after a removal', () => {
    const actor = setupActor();
    actor.send({ type: 'PLAYER.ADD', name: 'Ana' });
    actor.send({ type: 'PLAYER.REMOVE', index: 0 });
    actor.send({ type: 'PLAYER.ADD', name: 'Ana' });
    expect(actor.getSnapshot().context.players).toEqual([{ id: 2, name: 'Ana', address: 'neutral' }]);
  });
});

describe('offline setup: mode', () => {
  it('selects any of the six modes and can change it', () => {
    const actor = setupActor();
    for (const modeId of ['normal', 'party', 'funny', 'spicy', 'dare', '18+']) {
      actor.send({ type: 'MODE.SELECT', modeId });
      expect(actor.getSnapshot().context.modeId).toBe(modeId);
    }
    expect(selectSelectedMode(actor.getSnapshot())?.description).toBe('Adults only');
  });

  it('refuses an unknown mode', () => {
    const actor = setupActor();
    actor.send({ type: 'MODE.SELECT', modeId: 'party' });
    expectRefused(actor, { type: 'MODE.SELECT', modeId: 'romantic' });
    expect(actor.getSnapshot().context.modeId).toBe('party');
  });
});

describe('offline setup: start', () => {
  it('is refused without a player', () => {
    const actor = setupActor();
    actor.send({ type: 'MODE.SELECT', modeId: 'normal' });
    expect(selectCanStart(actor.getSnapshot())).toBe(false);
    expectRefused(actor, { type: 'GAME.START', truths: TRUTHS, dares: DARES });
  });

  it('is refused without a mode', () => {
    const actor = setupActor();
    actor.send({ type: 'PLAYER.ADD', name: 'Ana' });
    expect(selectCanStart(actor.getSnapshot())).toBe(false);
    expectRefused(actor, { type: 'GAME.START', truths: TRUTHS, dares: DARES });
  });

  it('is refused with an empty truth or dare list (nothing could be dealt)', () => {
    const { actor } = createGame({ start: false });
    expectRefused(actor, { type: 'GAME.START', truths: [], dares: DARES });
    expectRefused(actor, { type: 'GAME.START', truths: TRUTHS, dares: [] });
  });

  it('is allowed with one player and a mode', () => {
    const { actor } = createGame({ players: ['Solo'], start: false });
    expect(selectCanStart(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'GAME.START', truths: TRUTHS, dares: DARES });
    expect(actor.getSnapshot().value).toEqual({ playing: 'ready' });
    expect(selectTurnHeading(actor.getSnapshot())).toBe("Solo's Turn");
  });

  it('shuffles a copy of the truth list with the seed and resets the turn state', () => {
    const truths = promptEntries('t-', 10);
    const { actor } = createGame({ seed: 99, truths });
    const { context } = actor.getSnapshot();
    const random = createSeededRandom(99);
    expect(context.truths).toEqual(shuffle(truths, random));
    expect(context.dareDeck).toEqual(createDeck(DARES, random));
    expect(context.truths).not.toEqual(truths);
    expect(truths.map((t) => t.id)).toEqual(promptEntries('t-', 10).map((t) => t.id));
    expect(context).toMatchObject({
      currentPlayerIndex: 0,
      truthPointer: 0,
      turnsTaken: 0,
      roundComplete: false,
      roundsCompleted: 0,
      prompt: null,
      passedPlayerIds: [],
    });
    expect(selectTurnHeading(actor.getSnapshot())).toBe("Ana's Turn");
    expect(selectCanStart(actor.getSnapshot())).toBe(false);
  });

  it('scrolls to the top and reports the first player (the app sets the shared username)', () => {
    const scrollToTop = vi.fn();
    const startedWith = vi.fn();
    const machine = createOfflineGameMachine().provide({ actions: { scrollToTop, startedWith } });
    createGame({ machine, players: ['Zoe', 'Ana'] });
    expect(scrollToTop).toHaveBeenCalledTimes(1);
    expect(startedWith).toHaveBeenCalledTimes(1);
    expect(startedWith.mock.calls[0]?.[1]).toEqual({ firstPlayer: 'Zoe' });
  });

  it('keeps setup-only events out of the game', () => {
    const { actor } = createGame();
    expectRefused(actor, { type: 'MODE.SELECT', modeId: 'party' });
    expectRefused(actor, { type: 'GAME.START', truths: TRUTHS, dares: DARES });
  });

  it('refuses game moves during setup', () => {
    const { actor } = createGame({ start: false });
    for (const type of ['TRUTH.CHOOSE', 'DARE.CHOOSE', 'PROMPT.PASS', 'TURN.END', 'GAME.END'] as const)
      expectRefused(actor, { type });
  });
});
