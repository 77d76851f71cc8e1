import { describe, expect, it } from 'vitest';
import { promptEntries, type TimerClock } from '@truth-or-dare/engine-test-kit';
import { createGame, reveal, type OfflineGameActor } from './offline-game-scenarios';

const TRUTHS = promptEntries('t-', 12);
const DARES = promptEntries('d-', 12, 'dare');

function play(seed: number) {
  const { actor, clock } = createGame({ seed, truths: TRUTHS, dares: DARES });
  const shown: string[] = [];
  const step = (a: OfflineGameActor, c: TimerClock, type: 'TRUTH.CHOOSE' | 'DARE.CHOOSE') => {
    reveal(a, c, type);
    shown.push(a.getSnapshot().context.prompt?.id ?? '');
  };
  step(actor, clock, 'TRUTH.CHOOSE');
  actor.send({ type: 'PROMPT.PASS' });
  shown.push(actor.getSnapshot().context.prompt?.id ?? '');
  actor.send({ type: 'TURN.END' });
  step(actor, clock, 'DARE.CHOOSE');
  actor.send({ type: 'PROMPT.PASS' });
  shown.push(actor.getSnapshot().context.prompt?.id ?? '');
  actor.send({ type: 'PLAYER.REMOVE', index: 0 });
  actor.send({ type: 'TURN.END' });
  step(actor, clock, 'DARE.CHOOSE');
  step(actor, clock, 'TRUTH.CHOOSE');
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
    const { actor, clock } = createGame({ seed: 77, truths: TRUTHS, dares: promptEntries('d-', 2, 'dare') });
    const afterStart = actor.getSnapshot().context.rngState;
    expect(afterStart).not.toBe(77);
    reveal(actor, clock, 'TRUTH.CHOOSE');
    reveal(actor, clock, 'DARE.CHOOSE');
    reveal(actor, clock, 'DARE.CHOOSE');
    expect(actor.getSnapshot().context.rngState).toBe(afterStart);
    reveal(actor, clock, 'DARE.CHOOSE'); // the dare deck is used up: reshuffling draws
    expect(actor.getSnapshot().context.rngState).not.toBe(afterStart);
  });
});
