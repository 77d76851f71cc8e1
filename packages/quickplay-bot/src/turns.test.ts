import { describe, expect, it } from 'vitest';
import { selectBotTyping, selectCanDone, selectCanPickTruthOrDare, selectPrompt, selectTurn } from './selectors';
import { SEEDS } from '@truth-or-dare/engine-test-kit';
import { DARES, noticeCount, startMatch, TRUTHS } from './quick-play-scenarios';

const DARE_TEXTS = DARES.map((dare) => dare.text);

describe("the user's turn", () => {
  it('takes truths in order and wraps', () => {
    // Three truths and three rounds (under 60 s, before any disconnect) are enough to wrap.
    const truths = TRUTHS.slice(0, 3);
    const { actor, clock } = startMatch(11, { overrides: { truths } });
    const texts: string[] = [];
    for (let i = 0; i < 3; i++) {
      actor.send({ type: 'TRUTH.CHOOSE' });
      texts.push(selectPrompt(actor.getSnapshot())?.text ?? '');
      expect(selectPrompt(actor.getSnapshot())).toMatchObject({ type: 'truth', by: 'user' });
      // Hand the turn to the bot and straight back; the bot's own prompts are checked elsewhere.
      actor.send({ type: 'PROMPT.COMPLETE' });
      clock.increment(1_000);
      clock.increment(4_000);
      if (selectPrompt(actor.getSnapshot())?.type === 'truth')
        texts.push(`bot:${selectPrompt(actor.getSnapshot())?.text}`);
      clock.increment(actor.getSnapshot().context.handBackAfterMs);
      expect(selectTurn(actor.getSnapshot())).toBe('user');
    }
    // Bot truths come from the same pointer, so together they read the list in order.
    const inOrder = texts.map((text) => text.replace('bot:', ''));
    expect(inOrder.length).toBeGreaterThan(3);
    expect(inOrder).toEqual(inOrder.map((_, i) => truths[i % truths.length]?.text));
  });

  it('takes the first truth of the list first', () => {
    const { actor } = startMatch(12);
    actor.send({ type: 'TRUTH.CHOOSE' });
    expect(selectPrompt(actor.getSnapshot())).toEqual({ type: 'truth', text: 'Truth 1', by: 'user' });
  });

  it('gives a random dare from the 25, never the same one twice in a row', () => {
    const seen = new Set<string>();
    for (const seed of SEEDS.slice(0, 40)) {
      const { actor, clock } = startMatch(seed);
      let previous: string | null = null;
      for (let i = 0; i < 3; i++) {
        actor.send({ type: 'DARE.CHOOSE' });
        const prompt = selectPrompt(actor.getSnapshot());
        expect(prompt).toMatchObject({ type: 'dare', by: 'user' });
        expect(DARE_TEXTS).toContain(prompt?.text);
        expect(prompt?.text).not.toBe(previous);
        previous = prompt?.text ?? null;
        seen.add(previous ?? '');
        actor.send({ type: 'PROMPT.COMPLETE' });
        clock.increment(1_000);
        clock.increment(4_000);
        if (selectPrompt(actor.getSnapshot())?.type === 'dare')
          previous = selectPrompt(actor.getSnapshot())?.text ?? null;
        clock.increment(actor.getSnapshot().context.handBackAfterMs);
      }
    }
    expect(seen.size).toBeGreaterThan(20);
  });

  it('allows one pick per turn and Done only with a prompt', () => {
    const { actor } = startMatch(13);
    expect(selectCanDone(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'PROMPT.COMPLETE' });
    expect(selectTurn(actor.getSnapshot())).toBe('user');
    expect(selectCanPickTruthOrDare(actor.getSnapshot())).toBe(true);

    actor.send({ type: 'TRUTH.CHOOSE' });
    const picked = actor.getSnapshot().context;
    expect(selectCanPickTruthOrDare(actor.getSnapshot())).toBe(false);
    expect(selectCanDone(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'DARE.CHOOSE' });
    actor.send({ type: 'TRUTH.CHOOSE' });
    expect(actor.getSnapshot().context).toEqual(picked);
  });

  it('passes the turn to the bot exactly 1,000 ms after Done', () => {
    const { actor, clock } = startMatch(14);
    actor.send({ type: 'DARE.CHOOSE' });
    actor.send({ type: 'PROMPT.COMPLETE' });
    expect(selectCanDone(actor.getSnapshot())).toBe(false);
    expect(selectCanPickTruthOrDare(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'PROMPT.COMPLETE' });
    clock.increment(999);
    expect(selectTurn(actor.getSnapshot())).toBe('user');
    expect(selectPrompt(actor.getSnapshot())?.by).toBe('user');
    clock.increment(1);
    expect(selectTurn(actor.getSnapshot())).toBe('bot');
    expect(selectPrompt(actor.getSnapshot())).toBeNull();
  });
});

describe("the bot's turn", () => {
  /** Starts a match and advances to the instant the bot's turn begins. */
  function atBotTurn(seed: number) {
    const harness = startMatch(seed);
    harness.actor.send({ type: 'TRUTH.CHOOSE' });
    harness.actor.send({ type: 'PROMPT.COMPLETE' });
    harness.clock.increment(1_000);
    expect(selectTurn(harness.actor.getSnapshot())).toBe('bot');
    return harness;
  }

  // Seed 21 makes the bot pick a truth and seed 25 a dare, so every run checks both picks.
  it.each([
    { seed: 21, type: 'truth' },
    { seed: 25, type: 'dare' },
  ] as const)('types from 2,500 ms and shows its truth or dare at exactly 4,000 ms (seed $seed)', ({ seed, type }) => {
    const { actor, clock } = atBotTurn(seed);
    clock.increment(2_499);
    expect(selectBotTyping(actor.getSnapshot())).toBe(false);
    clock.increment(1);
    expect(selectBotTyping(actor.getSnapshot())).toBe(true);
    clock.increment(1_499);
    expect(selectPrompt(actor.getSnapshot())).toBeNull();
    expect(selectBotTyping(actor.getSnapshot())).toBe(true);
    clock.increment(1);
    const prompt = selectPrompt(actor.getSnapshot());
    expect(prompt).toMatchObject({ type, by: 'bot' });
    expect(selectBotTyping(actor.getSnapshot())).toBe(false);
    // Truths continue in order (the user had the first); a dare is any of the 25.
    expect(type === 'truth' ? ['Truth 2'] : DARE_TEXTS).toContain(prompt?.text);
  });

  it('ignores the user’s buttons during its turn', () => {
    const { actor, clock } = atBotTurn(22);
    clock.increment(4_000);
    const before = actor.getSnapshot().context;
    actor.send({ type: 'TRUTH.CHOOSE' });
    actor.send({ type: 'DARE.CHOOSE' });
    actor.send({ type: 'PROMPT.COMPLETE' });
    expect(actor.getSnapshot().context).toEqual(before);
  });

  it('hands the turn back between 5,000 and 10,000 ms after its pick, exactly at the drawn time', () => {
    const waits: number[] = [];
    for (const seed of SEEDS.slice(0, 80)) {
      const { actor, clock } = atBotTurn(seed);
      clock.increment(4_000);
      const wait = actor.getSnapshot().context.handBackAfterMs;
      waits.push(wait);
      expect(wait).toBeGreaterThanOrEqual(5_000);
      expect(wait).toBeLessThanOrEqual(10_000);
      clock.increment(wait - 1);
      expect(selectTurn(actor.getSnapshot())).toBe('bot');
      expect(selectPrompt(actor.getSnapshot())?.by).toBe('bot');
      clock.increment(1);
      expect(selectTurn(actor.getSnapshot())).toBe('user');
      expect(selectPrompt(actor.getSnapshot())).toBeNull();
      expect(selectCanPickTruthOrDare(actor.getSnapshot())).toBe(true);
    }
    expect(Math.min(...waits)).toBeLessThan(5_500);
    expect(Math.max(...waits)).toBeGreaterThan(9_500);
  });

  it('picks truth or dare about half the time each', () => {
    const types = SEEDS.map((seed) => {
      const { actor, clock } = atBotTurn(seed);
      clock.increment(4_000);
      return selectPrompt(actor.getSnapshot())?.type;
    });
    const truths = types.filter((type) => type === 'truth').length;
    expect(truths).toBeGreaterThan(SEEDS.length * 0.35);
    expect(truths).toBeLessThan(SEEDS.length * 0.65);
  });

  it('announces its prompt with a notice', () => {
    const { clock, notices } = atBotTurn(23);
    clock.increment(3_999);
    expect(noticeCount(notices, 'botPrompt')).toBe(0);
    clock.increment(1);
    expect(noticeCount(notices, 'botPrompt')).toBe(1);
  });

  it('falls back to dares when there are no truths, and the user cannot pick a missing truth', () => {
    const { actor, clock } = startMatch(24, { overrides: { truths: [] } });
    actor.send({ type: 'TRUTH.CHOOSE' });
    expect(selectPrompt(actor.getSnapshot())).toBeNull();
    actor.send({ type: 'DARE.CHOOSE' });
    actor.send({ type: 'PROMPT.COMPLETE' });
    clock.increment(1_000);
    clock.increment(4_000);
    expect(selectPrompt(actor.getSnapshot())).toMatchObject({ type: 'dare', by: 'bot' });
  });
});
