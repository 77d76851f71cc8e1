import { addressedEntries, advanceBy, expectRefused, startOnClock } from '@truth-or-dare/engine-test-kit';
import type { Address } from '@truth-or-dare/prompt-banks';
import { describe, expect, it } from 'vitest';
import { createDuelMachine } from './duel-machine';
import type { DuelPlayer } from './rules';
import { selectAddresses, selectIsSetup, selectPrompt } from './selectors';

const PROMPTS = [...addressedEntries('t-', 6), ...addressedEntries('d-', 6, 'dare')];

/** Names entered, each player's address chosen, the game started: player1's turn at time 0. */
function startWith(addresses: Readonly<Record<DuelPlayer, Address>>, seed = 42) {
  const game = startOnClock(createDuelMachine(), { seed });
  game.actor.send({ type: 'NAME.CHANGE', player: 'player1', value: 'Ana' });
  game.actor.send({ type: 'NAME.CHANGE', player: 'player2', value: 'Ben' });
  game.actor.send({ type: 'ADDRESS.CHOOSE', player: 'player1', address: addresses.player1 });
  game.actor.send({ type: 'ADDRESS.CHOOSE', player: 'player2', address: addresses.player2 });
  game.actor.send({ type: 'GAME.START', prompts: PROMPTS });
  return game;
}

describe('how prompts speak to each player', () => {
  it('is neutral for both until chosen in setup', () => {
    const { actor } = startOnClock(createDuelMachine(), { seed: 1 });
    expect(selectAddresses(actor.getSnapshot())).toEqual({ player1: 'neutral', player2: 'neutral' });
    actor.send({ type: 'ADDRESS.CHOOSE', player: 'player2', address: 'female' });
    expect(selectAddresses(actor.getSnapshot())).toEqual({ player1: 'neutral', player2: 'female' });
  });

  it('refuses an unknown player or address, and any change once the game is on', () => {
    const { actor } = startOnClock(createDuelMachine(), { seed: 1 });
    // Both come from the screen as plain strings.
    expectRefused(actor, { type: 'ADDRESS.CHOOSE', player: 'player3' as DuelPlayer, address: 'male' });
    expectRefused(actor, { type: 'ADDRESS.CHOOSE', player: 'player1', address: 'other' as Address });
    const game = startWith({ player1: 'male', player2: 'female' });
    expectRefused(game.actor, { type: 'ADDRESS.CHOOSE', player: 'player1', address: 'female' });
  });

  it('reads each prompt in the form of the player whose turn it is, both turns', () => {
    const { actor, clock } = startWith({ player1: 'female', player2: 'male' });
    actor.send({ type: 'TRUTH.CHOOSE' });
    expect(selectPrompt(actor.getSnapshot())?.text).toMatch(/^Truth \d for her$/);
    actor.send({ type: 'PROMPT.COMPLETE' });
    actor.send({ type: 'DARE.CHOOSE' });
    expect(selectPrompt(actor.getSnapshot())?.text).toMatch(/^Dare \d for her$/);
    advanceBy(clock, 60_000);
    actor.send({ type: 'DARE.CHOOSE' });
    expect(selectPrompt(actor.getSnapshot())?.text).toMatch(/^Dare \d for him$/);
    // The deck keeps every form: only the reading is the player's.
    expect(actor.getSnapshot().context.prompt?.text).toContain('{address, select,');
  });

  it('deals the same prompts whatever the players chose', () => {
    function dealt(addresses: Readonly<Record<DuelPlayer, Address>>): string[] {
      const { actor } = startWith(addresses, 9);
      const ids: string[] = [];
      for (const type of ['TRUTH.CHOOSE', 'DARE.CHOOSE', 'TRUTH.CHOOSE', 'DARE.CHOOSE'] as const) {
        actor.send({ type });
        ids.push(selectPrompt(actor.getSnapshot())?.id ?? '');
        actor.send({ type: 'PROMPT.COMPLETE' });
      }
      return ids;
    }
    expect(dealt({ player1: 'female', player2: 'male' })).toEqual(dealt({ player1: 'neutral', player2: 'neutral' }));
  });

  it('keeps both choices for Play Again and back in setup, like the names', () => {
    const { actor, clock } = startWith({ player1: 'male', player2: 'female' });
    advanceBy(clock, 120_000);
    actor.send({ type: 'GAME.RESTART' });
    actor.send({ type: 'TRUTH.CHOOSE' });
    expect(selectPrompt(actor.getSnapshot())?.text).toMatch(/for him$/);
    actor.send({ type: 'GAME.EXIT' });
    expect(selectIsSetup(actor.getSnapshot())).toBe(true);
    expect(selectAddresses(actor.getSnapshot())).toEqual({ player1: 'male', player2: 'female' });
  });
});
