import { describe, expect, it, vi } from 'vitest';
import { createDeck, createSeededRandom, dealCard, shuffle, type PromptEntry } from '@truth-or-dare/prompt-banks';
import { createOfflineGameMachine } from './offline-game-machine';
import {
  selectButtonsDisabled,
  selectCurrentPlayerName,
  selectIsCountingDown,
  selectPrompt,
  selectRoundComplete,
  selectRoundsCompleted,
  selectTurnHeading,
  selectTurnsTaken,
} from './selectors';
import { expectRefused, promptEntries, promptEntry } from '@truth-or-dare/engine-test-kit';
import { createGame, DARES, reveal } from './offline-game-scenarios';

describe('offline countdown', () => {
  it('runs 2,500 ms after Truth before the prompt shows, with one confetti burst', () => {
    const celebrateCountdown = vi.fn();
    const machine = createOfflineGameMachine().provide({ actions: { celebrateCountdown } });
    const truths = promptEntries('t-', 4);
    const { actor, clock } = createGame({ machine, seed: 3, truths });
    const expected = shuffle(truths, createSeededRandom(3))[0] as PromptEntry;

    actor.send({ type: 'TRUTH.CHOOSE' });
    expect(selectIsCountingDown(actor.getSnapshot())).toBe(true);
    expect(selectButtonsDisabled(actor.getSnapshot())).toBe(true);
    expect(celebrateCountdown).toHaveBeenCalledTimes(1);

    clock.increment(2_499);
    expect(selectPrompt(actor.getSnapshot())).toBeNull();
    expect(selectIsCountingDown(actor.getSnapshot())).toBe(true);

    clock.increment(1);
    expect(selectPrompt(actor.getSnapshot())).toEqual({ type: 'truth', text: expected.text, id: expected.id });
    expect(selectIsCountingDown(actor.getSnapshot())).toBe(false);
    expect(selectButtonsDisabled(actor.getSnapshot())).toBe(false);
    expect(celebrateCountdown).toHaveBeenCalledTimes(1);
  });

  it('runs 2,500 ms after Dare too', () => {
    const { actor, clock } = createGame();
    actor.send({ type: 'DARE.CHOOSE' });
    clock.increment(2_499);
    expect(selectPrompt(actor.getSnapshot())).toBeNull();
    clock.increment(1);
    expect(selectPrompt(actor.getSnapshot())?.type).toBe('dare');
  });

  it('refuses Truth, Dare, Next Turn and Pass while counting, without restarting the countdown', () => {
    const { actor, clock } = createGame();
    actor.send({ type: 'TRUTH.CHOOSE' });
    clock.increment(1_000);
    for (const type of ['TRUTH.CHOOSE', 'DARE.CHOOSE', 'TURN.END', 'PROMPT.PASS'] as const)
      expectRefused(actor, { type });
    expect(actor.getSnapshot().context.choice).toBe('truth');
    clock.increment(1_499);
    expect(selectPrompt(actor.getSnapshot())).toBeNull();
    clock.increment(1);
    expect(selectPrompt(actor.getSnapshot())?.type).toBe('truth');
    expect(selectCurrentPlayerName(actor.getSnapshot())).toBe('Ana');
  });

  it('hides the previous prompt when a new countdown starts', () => {
    const { actor, clock } = createGame();
    reveal(actor, clock, 'TRUTH.CHOOSE');
    expect(selectPrompt(actor.getSnapshot())).not.toBeNull();
    actor.send({ type: 'DARE.CHOOSE' });
    expect(selectPrompt(actor.getSnapshot())).toBeNull();
    clock.increment(2_500);
    expect(selectPrompt(actor.getSnapshot())?.type).toBe('dare');
  });
});

describe('offline truths', () => {
  it('come from the shuffled list at the pointer, which wraps around', () => {
    const truths = promptEntries('t-', 3);
    const { actor, clock } = createGame({ seed: 21, truths });
    const order = shuffle(truths, createSeededRandom(21)).map((t) => t.id);
    const shown: string[] = [];
    for (let i = 0; i < 7; i++) {
      reveal(actor, clock, 'TRUTH.CHOOSE');
      shown.push(selectPrompt(actor.getSnapshot())?.id ?? '');
    }
    expect(shown).toEqual([...order, ...order, order[0]]);
    expect(actor.getSnapshot().context.truthPointer).toBe(1);
  });

  it('in the Dare mode are actions, labelled with their own type', () => {
    const actions = promptEntries('a-', 3, 'dare');
    const { actor, clock } = createGame({ mode: 'dare', truths: actions });
    reveal(actor, clock, 'TRUTH.CHOOSE');
    const prompt = selectPrompt(actor.getSnapshot());
    expect(prompt?.type).toBe('dare');
    expect(actions.map((a) => a.id)).toContain(prompt?.id);
  });
});

describe('offline dares', () => {
  it('come from the dare list whatever the mode, dealt by the seeded deck', () => {
    const truths = promptEntries('t-', 4);
    const { actor, clock } = createGame({ seed: 5, mode: 'spicy', truths });
    const random = createSeededRandom(5);
    shuffle(truths, random);
    const first = dealCard(createDeck(DARES, random), random);
    reveal(actor, clock, 'DARE.CHOOSE');
    expect(selectPrompt(actor.getSnapshot())).toEqual({ type: 'dare', text: first.card.text, id: first.card.id });
    expect(actor.getSnapshot().context.truthPointer).toBe(0);
  });

  it('do not repeat until every dare was dealt, then start a new pass', () => {
    const dares = promptEntries('d-', 6, 'dare');
    const { actor, clock } = createGame({ dares });
    const dealt: string[] = [];
    for (let i = 0; i < 12; i++) {
      reveal(actor, clock, 'DARE.CHOOSE');
      dealt.push(selectPrompt(actor.getSnapshot())?.id ?? '');
      actor.send({ type: 'TURN.END' });
    }
    const ids = dares.map((d) => d.id).sort();
    expect([...dealt.slice(0, 6)].sort()).toEqual(ids);
    expect([...dealt.slice(6)].sort()).toEqual(ids);
    expect(dealt[6]).not.toBe(dealt[5]);
  });

  it('work with a single dare', () => {
    const { actor, clock } = createGame({ dares: [promptEntry('only', 'dare')] });
    reveal(actor, clock, 'DARE.CHOOSE');
    reveal(actor, clock, 'DARE.CHOOSE');
    expect(selectPrompt(actor.getSnapshot())?.id).toBe('only');
  });
});

describe('offline next turn', () => {
  it('clears the prompt, moves to the next player and counts the turn', () => {
    const { actor, clock } = createGame();
    reveal(actor, clock, 'TRUTH.CHOOSE');
    actor.send({ type: 'TURN.END' });
    const snapshot = actor.getSnapshot();
    expect(selectPrompt(snapshot)).toBeNull();
    expect(snapshot.context.choice).toBeNull();
    expect(selectTurnHeading(snapshot)).toBe("Ben's Turn");
    expect(selectTurnsTaken(snapshot)).toBe(1);
  });

  it('is allowed without a prompt', () => {
    const { actor } = createGame();
    actor.send({ type: 'TURN.END' });
    expect(selectCurrentPlayerName(actor.getSnapshot())).toBe('Ben');
  });

  it('wraps to the first player and flags each completed round until the next turn', () => {
    const { actor } = createGame({ players: ['Ana', 'Ben', 'Cy'] });
    const names: (string | null)[] = [];
    const flags: boolean[] = [];
    const rounds: number[] = [];
    for (let i = 0; i < 7; i++) {
      actor.send({ type: 'TURN.END' });
      names.push(selectCurrentPlayerName(actor.getSnapshot()));
      flags.push(selectRoundComplete(actor.getSnapshot()));
      rounds.push(selectRoundsCompleted(actor.getSnapshot()));
    }
    expect(names).toEqual(['Ben', 'Cy', 'Ana', 'Ben', 'Cy', 'Ana', 'Ben']);
    expect(flags).toEqual([false, false, true, false, false, true, false]);
    expect(rounds).toEqual([0, 0, 1, 1, 1, 2, 2]);
    expect(selectTurnsTaken(actor.getSnapshot())).toBe(7);
  });

  it('completes a round on every turn with one player', () => {
    const { actor } = createGame({ players: ['Solo'] });
    actor.send({ type: 'TURN.END' });
    expect(selectRoundComplete(actor.getSnapshot())).toBe(true);
    expect(selectCurrentPlayerName(actor.getSnapshot())).toBe('Solo');
  });
});
