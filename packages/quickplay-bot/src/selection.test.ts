import { describe, expect, it } from 'vitest';
import {
  selectBotName,
  selectCanChat,
  selectCanPickTruthOrDare,
  selectMessages,
  selectPhase,
  selectTurn,
  selectVersusLine,
} from './selectors';
import { expectRefused, SEEDS } from '@truth-or-dare/engine-test-kit';
import { BOT_NAMES_FEMALE, BOT_NAMES_MALE, startMatch, startQuickPlay } from './quick-play-scenarios';

describe('selection', () => {
  it('starts on the selection screen with nothing chosen', () => {
    const { actor, notices } = startQuickPlay(1);
    const snapshot = actor.getSnapshot();
    expect(selectPhase(snapshot)).toBe('selecting');
    expect(snapshot.context.name).toBeNull();
    expect(snapshot.context.gender).toBeNull();
    expect(notices).toEqual([]);
  });

  it('accepts only the preset names', () => {
    const { actor } = startQuickPlay(1);
    actor.send({ type: 'NAME.SELECT', name: 'Stranger' });
    expect(actor.getSnapshot().context.name).toBeNull();
    actor.send({ type: 'NAME.SELECT', name: 'SockNinja' });
    expect(actor.getSnapshot().context.name).toBe('SockNinja');
    actor.send({ type: 'GENDER.SELECT', gender: 'male' });
    expect(actor.getSnapshot().context.gender).toBe('male');
  });

  it("refuses Start Matching without a name: 'Please select your name to start.'", () => {
    const { actor } = startQuickPlay(1);
    expectRefused(actor, { type: 'MATCH.START' }, { kind: 'refusal', message: 'Please select your name to start.' });
    expect(selectPhase(actor.getSnapshot())).toBe('selecting');
  });

  it('reports the missing name first even when the gender is chosen', () => {
    const { actor } = startQuickPlay(1);
    actor.send({ type: 'GENDER.SELECT', gender: 'female' });
    expectRefused(actor, { type: 'MATCH.START' }, { kind: 'refusal', message: 'Please select your name to start.' });
    expect(selectPhase(actor.getSnapshot())).toBe('selecting');
  });

  it("refuses Start Matching with a name but no gender: 'Select your name and gender.'", () => {
    const { actor } = startQuickPlay(1);
    actor.send({ type: 'NAME.SELECT', name: 'TurboTaco' });
    expectRefused(actor, { type: 'MATCH.START' }, { kind: 'refusal', message: 'Select your name and gender.' });
    expect(selectPhase(actor.getSnapshot())).toBe('selecting');
  });

  it('says nothing when a choice is made after a refusal', () => {
    const { actor, notices } = startQuickPlay(1);
    actor.send({ type: 'MATCH.START' });
    actor.send({ type: 'NAME.SELECT', name: 'TurboTaco' });
    expect(actor.getSnapshot().context.name).toBe('TurboTaco');
    expect(notices).toEqual([{ type: 'notice', kind: 'refusal', message: 'Please select your name to start.' }]);
  });

  it('ignores game events before the match', () => {
    const { actor } = startQuickPlay(1);
    const before = actor.getSnapshot().context;
    for (const event of [
      { type: 'TRUTH.CHOOSE' },
      { type: 'DARE.CHOOSE' },
      { type: 'PROMPT.COMPLETE' },
      { type: 'MATCH.RESET' },
      { type: 'CHAT.SEND', text: 'hi' },
    ] as const) {
      actor.send(event);
    }
    expect(actor.getSnapshot().context).toEqual(before);
    expect(selectPhase(actor.getSnapshot())).toBe('selecting');
  });
});

describe('matching', () => {
  it('draws a duration in [3,500, 6,000] ms and starts the match exactly then', () => {
    for (const seed of SEEDS) {
      const { actor, clock } = startQuickPlay(seed);
      actor.send({ type: 'NAME.SELECT', name: 'PixelPanda' });
      actor.send({ type: 'GENDER.SELECT', gender: 'male' });
      actor.send({ type: 'MATCH.START' });
      const duration = actor.getSnapshot().context.matchingMs;
      expect(duration).toBeGreaterThanOrEqual(3_500);
      expect(duration).toBeLessThanOrEqual(6_000);
      expect(selectPhase(actor.getSnapshot())).toBe('matching');
      clock.increment(duration - 1);
      expect(selectPhase(actor.getSnapshot())).toBe('matching');
      clock.increment(1);
      expect(selectPhase(actor.getSnapshot())).toBe('playing');
    }
  });

  it('spreads the durations over the range', () => {
    const durations = SEEDS.map((seed) => {
      const { actor } = startQuickPlay(seed);
      actor.send({ type: 'NAME.SELECT', name: 'PixelPanda' });
      actor.send({ type: 'GENDER.SELECT', gender: 'male' });
      actor.send({ type: 'MATCH.START' });
      return actor.getSnapshot().context.matchingMs;
    });
    expect(Math.min(...durations)).toBeLessThan(3_700);
    expect(Math.max(...durations)).toBeGreaterThan(5_800);
  });

  it('ignores selections and game events while matching', () => {
    const { actor } = startQuickPlay(3);
    actor.send({ type: 'NAME.SELECT', name: 'PixelPanda' });
    actor.send({ type: 'GENDER.SELECT', gender: 'male' });
    actor.send({ type: 'MATCH.START' });
    const before = actor.getSnapshot().context;
    actor.send({ type: 'NAME.SELECT', name: 'LuckyLlama' });
    actor.send({ type: 'GENDER.SELECT', gender: 'female' });
    actor.send({ type: 'TRUTH.CHOOSE' });
    actor.send({ type: 'CHAT.SEND', text: 'hello?' });
    expect(actor.getSnapshot().context).toEqual(before);
  });
});

describe('match start', () => {
  it('picks a bot from the chosen gender and greets verbatim', () => {
    const female = startMatch(5, { gender: 'female', name: 'CosmoWaffle' }).actor.getSnapshot();
    const femaleBot = selectBotName(female) as string;
    expect(BOT_NAMES_FEMALE).toContain(femaleBot);
    expect(selectMessages(female)).toEqual([{ from: 'bot', text: `Hey CosmoWaffle! I'm ${femaleBot}. Let's play.` }]);
    expect(selectVersusLine(female)).toBe(`CosmoWaffle vs ${femaleBot}`);

    const male = startMatch(5, { gender: 'male' }).actor.getSnapshot();
    expect(BOT_NAMES_MALE).toContain(selectBotName(male));
  });

  it('draws the bot at random from the whole list', () => {
    const names = new Set(SEEDS.map((seed) => selectBotName(startMatch(seed, { gender: 'male' }).actor.getSnapshot())));
    expect([...names].sort()).toEqual([...BOT_NAMES_MALE].sort());
  });

  it('starts with the user’s turn, chat open and no prompt', () => {
    const snapshot = startMatch(8).actor.getSnapshot();
    expect(selectTurn(snapshot)).toBe('user');
    expect(selectCanPickTruthOrDare(snapshot)).toBe(true);
    expect(selectCanChat(snapshot)).toBe(true);
    expect(snapshot.context.prompt).toBeNull();
  });

  it('announces the match and the greeting with notices', () => {
    const { actor, clock, notices } = startQuickPlay(4);
    actor.send({ type: 'NAME.SELECT', name: 'PixelPanda' });
    actor.send({ type: 'GENDER.SELECT', gender: 'male' });
    actor.send({ type: 'MATCH.START' });
    clock.increment(actor.getSnapshot().context.matchingMs - 1);
    expect(notices).toEqual([]);
    clock.increment(1);
    expect(notices).toEqual([
      { type: 'notice', kind: 'matchFound' },
      { type: 'notice', kind: 'botMessage' },
    ]);
  });

  it('plays the same game from the same seed', () => {
    const play = (seed: number) => {
      const { actor, clock } = startMatch(seed);
      actor.send({ type: 'DARE.CHOOSE' });
      actor.send({ type: 'CHAT.SEND', text: 'hi' });
      actor.send({ type: 'PROMPT.COMPLETE' });
      clock.increment(1_000);
      clock.increment(4_000);
      clock.increment(4_000);
      return actor.getSnapshot().context;
    };
    expect(play(77)).toEqual(play(77));
    expect(play(77)).not.toEqual(play(78));
  });
});
