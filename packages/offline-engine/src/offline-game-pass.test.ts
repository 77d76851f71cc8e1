import { describe, expect, it } from 'vitest';
import { createDeck, createSeededRandom, dealCard, shuffle, type PromptEntry } from '@truth-or-dare/prompt-banks';
import { selectCanPass, selectIsCountingDown, selectPrompt } from './selectors';
import { expectRefused, promptEntries } from '@truth-or-dare/engine-test-kit';
import { createGame, DARES, reveal } from './offline-game-scenarios';

describe('passing', () => {
  it('is refused while no prompt is shown', () => {
    const { actor } = createGame();
    expect(selectCanPass(actor.getSnapshot())).toBe(false);
    expectRefused(actor, { type: 'PROMPT.PASS' });
  });

  it('deals the next truth at once, without a countdown, and uses the pass', () => {
    const truths = promptEntries('t-', 5);
    const { actor, clock } = createGame({ seed: 8, truths });
    const order = shuffle(truths, createSeededRandom(8));
    reveal(actor, clock, 'TRUTH.CHOOSE');
    expect(selectCanPass(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'PROMPT.PASS' });
    const second = order[1] as PromptEntry;
    expect(selectIsCountingDown(actor.getSnapshot())).toBe(false);
    expect(selectPrompt(actor.getSnapshot())).toEqual({ type: 'truth', text: second.text, id: second.id });
    expect(actor.getSnapshot().context.passedPlayerIds).toEqual([1]);
    expect(selectCanPass(actor.getSnapshot())).toBe(false);
  });

  it('deals the next dare of the deck for a dare', () => {
    const truths = promptEntries('t-', 2);
    const { actor, clock } = createGame({ seed: 4, truths });
    const random = createSeededRandom(4);
    shuffle(truths, random);
    const first = dealCard(createDeck(DARES, random), random);
    const second = dealCard(first.deck, random);
    reveal(actor, clock, 'DARE.CHOOSE');
    actor.send({ type: 'PROMPT.PASS' });
    expect(selectPrompt(actor.getSnapshot())?.id).toBe(second.card.id);
    expect(actor.getSnapshot().context.truthPointer).toBe(0);
  });

  it('keeps the source in the Dare mode: a passed action is replaced by the next action', () => {
    const actions = promptEntries('a-', 4, 'dare');
    const { actor, clock } = createGame({ seed: 2, mode: 'dare', truths: actions });
    const order = shuffle(actions, createSeededRandom(2));
    reveal(actor, clock, 'TRUTH.CHOOSE');
    actor.send({ type: 'PROMPT.PASS' });
    expect(selectPrompt(actor.getSnapshot())?.id).toBe(order[1]?.id);
  });

  it('is allowed once per player per game', () => {
    const { actor, clock } = createGame({ players: ['Ana', 'Ben'] });
    reveal(actor, clock, 'TRUTH.CHOOSE');
    actor.send({ type: 'PROMPT.PASS' });
    expectRefused(actor, { type: 'PROMPT.PASS' });

    actor.send({ type: 'TURN.END' });
    reveal(actor, clock, 'DARE.CHOOSE');
    expect(selectCanPass(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'PROMPT.PASS' });
    expect(actor.getSnapshot().context.passedPlayerIds).toEqual([1, 2]);

    actor.send({ type: 'TURN.END' });
    reveal(actor, clock, 'TRUTH.CHOOSE');
    expect(selectCanPass(actor.getSnapshot())).toBe(false);
    expectRefused(actor, { type: 'PROMPT.PASS' });
  });

  it('follows the player, not the seat, when players are removed', () => {
    const { actor, clock } = createGame({ players: ['Ana', 'Ben', 'Cy'] });
    actor.send({ type: 'TURN.END' });
    reveal(actor, clock, 'TRUTH.CHOOSE');
    actor.send({ type: 'PROMPT.PASS' }); // Ben passes
    actor.send({ type: 'PLAYER.REMOVE', index: 0 }); // Ben now sits first
    expect(selectCanPass(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'TURN.END' });
    reveal(actor, clock, 'TRUTH.CHOOSE');
    expect(actor.getSnapshot().context.players[actor.getSnapshot().context.currentPlayerIndex]?.name).toBe('Cy');
    expect(selectCanPass(actor.getSnapshot())).toBe(true);
  });

  it('is restored by a new game', () => {
    const { actor, clock } = createGame({ players: ['Ana'] });
    reveal(actor, clock, 'TRUTH.CHOOSE');
    actor.send({ type: 'PROMPT.PASS' });
    actor.send({ type: 'GAME.END' });
    actor.send({ type: 'GAME.START', truths: promptEntries('t-', 3), dares: DARES });
    reveal(actor, clock, 'TRUTH.CHOOSE');
    expect(selectCanPass(actor.getSnapshot())).toBe(true);
  });

  it('is not offered during the countdown', () => {
    const { actor, clock } = createGame();
    reveal(actor, clock, 'TRUTH.CHOOSE');
    actor.send({ type: 'DARE.CHOOSE' });
    expect(selectCanPass(actor.getSnapshot())).toBe(false);
  });
});
