import { addressedEntries, expectRefused, type TimerClock } from '@truth-or-dare/engine-test-kit';
import type { Address } from '@truth-or-dare/prompt-banks';
import { describe, expect, it } from 'vitest';
import { createGame, reveal, type OfflineGameActor } from './offline-game-scenarios';
import { selectCurrentPlayerName, selectPlayers, selectPrompt } from './selectors';

const TRUTHS = addressedEntries('t-', 8);
const DARES = addressedEntries('d-', 8, 'dare');

function addressedGame(options: { seed?: number; start?: boolean } = {}) {
  return createGame({ truths: TRUTHS, dares: DARES, ...options });
}

function addressesOf(actor: OfflineGameActor): Address[] {
  return selectPlayers(actor.getSnapshot()).map((player) => player.address);
}

function idOf(actor: OfflineGameActor, index: number): number {
  const player = selectPlayers(actor.getSnapshot())[index];
  if (player === undefined) throw new Error(`No player at ${index}`);
  return player.id;
}

function shownText(actor: OfflineGameActor): string | undefined {
  return selectPrompt(actor.getSnapshot())?.text;
}

describe('how prompts speak to each player', () => {
  it('is neutral for every new player, and one player can be changed by id in setup', () => {
    const { actor } = addressedGame({ start: false });
    expect(addressesOf(actor)).toEqual(['neutral', 'neutral', 'neutral']);
    actor.send({ type: 'ADDRESS.CHOOSE', playerId: idOf(actor, 1), address: 'male' });
    actor.send({ type: 'ADDRESS.CHOOSE', playerId: idOf(actor, 0), address: 'female' });
    expect(addressesOf(actor)).toEqual(['female', 'male', 'neutral']);
    actor.send({ type: 'ADDRESS.CHOOSE', playerId: idOf(actor, 0), address: 'neutral' });
    expect(addressesOf(actor)).toEqual(['neutral', 'male', 'neutral']);
  });

  it('refuses an unknown player or an unknown address, silently', () => {
    const { actor } = addressedGame({ start: false });
    expectRefused(actor, { type: 'ADDRESS.CHOOSE', playerId: 99, address: 'female' });
    // The screen sends what a select holds: a string the engine must check.
    expectRefused(actor, { type: 'ADDRESS.CHOOSE', playerId: idOf(actor, 0), address: 'other' as Address });
  });

  it('stays with the player when someone before them leaves', () => {
    const { actor } = addressedGame({ start: false });
    actor.send({ type: 'ADDRESS.CHOOSE', playerId: idOf(actor, 2), address: 'female' });
    actor.send({ type: 'PLAYER.REMOVE', index: 0 });
    expect(selectPlayers(actor.getSnapshot()).map(({ name, address }) => `${name}:${address}`)).toEqual([
      'Ben:neutral',
      'Cy:female',
    ]);
  });

  it('shows each dealt prompt in the form of the player whose turn it is', () => {
    const { actor, clock } = addressedGame();
    actor.send({ type: 'ADDRESS.CHOOSE', playerId: idOf(actor, 0), address: 'female' });
    actor.send({ type: 'ADDRESS.CHOOSE', playerId: idOf(actor, 1), address: 'male' });
    const endings: string[] = [];
    for (const choice of ['TRUTH.CHOOSE', 'DARE.CHOOSE', 'TRUTH.CHOOSE'] as const) {
      reveal(actor, clock, choice);
      endings.push(`${selectCurrentPlayerName(actor.getSnapshot())}: ${shownText(actor)?.replace(/^\S+ \d+ /, '')}`);
      actor.send({ type: 'TURN.END' });
    }
    expect(endings).toEqual(['Ana: for her', 'Ben: for him', 'Cy: for you']);
  });

  it('rereads the shown prompt when its player changes their address mid-turn, as a pass does', () => {
    const { actor, clock } = addressedGame();
    reveal(actor, clock, 'DARE.CHOOSE');
    const dealt = selectPrompt(actor.getSnapshot());
    expect(dealt?.text).toMatch(/^Dare \d+ for you$/);
    actor.send({ type: 'ADDRESS.CHOOSE', playerId: idOf(actor, 0), address: 'male' });
    expect(selectPrompt(actor.getSnapshot())).toEqual({ ...dealt, text: dealt?.text.replace(/you$/, 'him') });
    actor.send({ type: 'PROMPT.PASS' });
    expect(shownText(actor)).toMatch(/^Dare \d+ for him$/);
    // Another player's choice does not touch the card.
    actor.send({ type: 'ADDRESS.CHOOSE', playerId: idOf(actor, 1), address: 'female' });
    expect(shownText(actor)).toMatch(/^Dare \d+ for him$/);
  });

  it('deals the same prompts whatever the players chose: only the reading changes', () => {
    function dealtIds(addresses: readonly Address[], seed: number): string[] {
      const { actor, clock } = addressedGame({ seed });
      addresses.forEach((address, index) =>
        actor.send({ type: 'ADDRESS.CHOOSE', playerId: idOf(actor, index), address }),
      );
      return playTurns(actor, clock, 9);
    }
    const neutral = dealtIds(['neutral', 'neutral', 'neutral'], 31);
    expect(dealtIds(['female', 'male', 'female'], 31)).toEqual(neutral);
  });

  it('keeps the raw prompt in context, every form in it, for the next reading', () => {
    const { actor, clock } = addressedGame();
    actor.send({ type: 'ADDRESS.CHOOSE', playerId: idOf(actor, 0), address: 'female' });
    reveal(actor, clock, 'TRUTH.CHOOSE');
    expect(actor.getSnapshot().context.prompt?.text).toContain('{address, select,');
    expect(shownText(actor)).not.toContain('{');
  });
});

/** Truth and dare in turn for `turns` turns; the ids dealt, in order. */
function playTurns(actor: OfflineGameActor, clock: TimerClock, turns: number): string[] {
  const ids: string[] = [];
  for (let turn = 0; turn < turns; turn++) {
    reveal(actor, clock, turn % 2 === 0 ? 'DARE.CHOOSE' : 'TRUTH.CHOOSE');
    ids.push(selectPrompt(actor.getSnapshot())?.id ?? '');
    actor.send({ type: 'TURN.END' });
  }
  return ids;
}
