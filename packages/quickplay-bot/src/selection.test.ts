import { describe, expect, it, vi } from 'vitest';
import { createQuickPlayMachine } from './quick-play-machine';
import {
  selectBotName,
  selectCanChat,
  selectCanPickTruthOrDare,
  selectError,
  selectMessages,
  selectPhase,
  selectTurn,
  selectVersusLine,
} from './selectors';
import { BOT_NAMES_FEMALE, BOT_NAMES_MALE, SEEDS, startMatch, startQuickPlay } from './test-fixtures';

describe('selection', () => {
  it('starts on the selection screen with nothing chosen', () => {
    const { actor } = startQuickPlay(1);
    const snapshot = actor.getSnapshot();
    expect(selectPhase(snapshot)).toBe('selecting');
    expect(snapshot.context.name).toBeNull();
    expect(snapshot.context.gender).toBeNull();
    expect(selectError(snapshot)).toBeNull();
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
    const before = actor.getSnapshot();
    actor.send({ type: 'MATCH.START' });
    const after = actor.getSnapshot();
    expect(selectPhase(after)).toBe('selecting');
    expect(selectError(after)).toBe('Please select your name to start.');
    expect({ ...after.context, error: null }).toEqual(before.context);
  });

  it('reports the missing name first even when the gender is chosen', () => {
    const { actor } = startQuickPlay(1);
    actor.send({ type: 'GENDER.SELECT', gender: 'female' });
    actor.send({ type: 'MATCH.START' });
    expect(selectPhase(actor.getSnapshot())).toBe('selecting');
    expect(selectError(actor.getSnapshot())).toBe('Please select your name to start.');
  });

  it("refuses Start Matching with a name but no gender: 'Select your name and gender.'", () => {
    const { actor } = startQuickPlay(1);
    actor.send({ type: 'NAME.SELECT', name: 'TurboTaco' });
    actor.send({ type: 'MATCH.START' });
    expect(selectPhase(actor.getSnapshot())).toBe('selecting');
    expect(selectError(actor.getSnapshot())).toBe('Select your name and gender.');
  });

  it('clears the error once a choice is made', () => {
    const { actor } = startQuickPlay(1);
    actor.send({ type: 'MATCH.START' });
    actor.send({ type: 'NAME.SELECT', name: 'TurboTaco' });
    expect(selectError(actor.getSnapshot())).toBeNull();
  });

  it('ignores game events before the match', () => {
    const { actor } = startQuickPlay(1);
    const before = actor.getSnapshot().context;
    for (const event of [{ type: 'TRUTH' }, { type: 'DARE' }, { type: 'DONE' }, { type: 'REMATCH' }, { type: 'CHAT.SEND', text: 'hi' }] as const) {
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
    actor.send({ type: 'TRUTH' });
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

  it('announces the match and the greeting through named effects', () => {
    const notifyMatchFound = vi.fn();
    const notifyBotMessage = vi.fn();
    const machine = createQuickPlayMachine().provide({ actions: { notifyMatchFound, notifyBotMessage } });
    const { actor, clock } = startQuickPlay(4, machine);
    actor.send({ type: 'NAME.SELECT', name: 'PixelPanda' });
    actor.send({ type: 'GENDER.SELECT', gender: 'male' });
    actor.send({ type: 'MATCH.START' });
    clock.increment(actor.getSnapshot().context.matchingMs - 1);
    expect(notifyMatchFound).not.toHaveBeenCalled();
    clock.increment(1);
    expect(notifyMatchFound).toHaveBeenCalledTimes(1);
    expect(notifyBotMessage).toHaveBeenCalledTimes(1);
  });

  it('plays the same game from the same seed', () => {
    const play = (seed: number) => {
      const { actor, clock } = startMatch(seed);
      actor.send({ type: 'DARE' });
      actor.send({ type: 'CHAT.SEND', text: 'hi' });
      actor.send({ type: 'DONE' });
      clock.increment(1_000);
      clock.increment(4_000);
      clock.increment(4_000);
      return actor.getSnapshot().context;
    };
    expect(play(77)).toEqual(play(77));
    expect(play(77)).not.toEqual(play(78));
  });
});
