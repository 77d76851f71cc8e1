import { describe, expect, it } from 'vitest';
import { createGame, entries, reveal, type OfflineGameActor } from './test-support';
import type { SimulatedClock } from 'xstate';

const TRUTHS = entries('t', 12);
const DARES = entries('d', 12, 'dare');

function play(seed: number) {
  const { actor, clock } = createGame({ seed, truths: TRUTHS, dares: DARES });
  const shown: string[] = [];
  const step = (a: OfflineGameActor, c: SimulatedClock, type: 'TRUTH' | 'DARE') => {
    reveal(a, c, type);
    shown.push(a.getSnapshot().context.prompt?.id ?? '');
  };
  step(actor, clock, 'TRUTH');
  actor.send({ type: 'PASS' });
  shown.push(actor.getSnapshot().context.prompt?.id ?? '');
  actor.send({ type: 'NEXT_TURN' });
  step(actor, clock, 'DARE');
  actor.send({ type: 'PASS' });
  shown.push(actor.getSnapshot().context.prompt?.id ?? '');
  actor.send({ type: 'PLAYER.REMOVE', index: 0 });
  actor.send({ type: 'NEXT_TURN' });
  step(actor, clock, 'DARE');
  step(actor, clock, 'TRUTH');
  return { shown, context: actor.getSnapshot().context };
}

describe('seeded determinism', () => {
  it('replays the same game for the same seed and the same events', () => {
    const first = play(1234);
    const second = play(1234);
    expect(second.shown).toEqual(first.shown);
    expect(second.context).toEqual(first.context);
  });

  it('plays a different game for another seed', () => {
    expect(play(1).shown).not.toEqual(play(2).shown);
  });

  it('keeps the generator state in context: it moves when the game shuffles, not on plain deals', () => {
    const { actor, clock } = createGame({ seed: 77, truths: TRUTHS, dares: entries('d', 2, 'dare') });
    const afterStart = actor.getSnapshot().context.rngState;
    expect(afterStart).not.toBe(77);
    reveal(actor, clock, 'TRUTH');
    reveal(actor, clock, 'DARE');
    reveal(actor, clock, 'DARE');
    expect(actor.getSnapshot().context.rngState).toBe(afterStart);
    reveal(actor, clock, 'DARE'); // the dare deck is used up: reshuffling draws
    expect(actor.getSnapshot().context.rngState).not.toBe(afterStart);
  });
});
