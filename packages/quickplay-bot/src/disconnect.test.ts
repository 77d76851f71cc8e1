import { describe, expect, it } from 'vitest';
import {
  selectCanChat,
  selectCanDone,
  selectCanPickTruthOrDare,
  selectCanRematch,
  selectDisconnectedStatus,
  selectDisconnectNotice,
  selectIsDisconnected,
  selectMessages,
  selectPhase,
  selectVersusLine,
} from './selectors';
import { advanceBy, expectRefused, SEEDS } from '@truth-or-dare/engine-test-kit';
import { noticeCount, startMatch } from './quick-play-scenarios';

describe('disconnect', () => {
  it('happens at the drawn time, 60,000 to 100,000 ms after the match starts, over many seeds', () => {
    const delays: number[] = [];
    for (const seed of SEEDS) {
      const { actor, clock } = startMatch(seed);
      const delay = actor.getSnapshot().context.disconnectAfterMs;
      delays.push(delay);
      expect(delay).toBeGreaterThanOrEqual(60_000);
      expect(delay).toBeLessThanOrEqual(100_000);
      clock.increment(delay - 1);
      expect(selectIsDisconnected(actor.getSnapshot())).toBe(false);
      clock.increment(1);
      expect(selectIsDisconnected(actor.getSnapshot())).toBe(true);
    }
    expect(Math.min(...delays)).toBeLessThan(65_000);
    expect(Math.max(...delays)).toBeGreaterThan(95_000);
  });

  it('never happens before 60,000 ms even for the earliest draw', () => {
    for (const seed of SEEDS) {
      const { actor, clock } = startMatch(seed);
      clock.increment(59_999);
      expect(selectIsDisconnected(actor.getSnapshot())).toBe(false);
    }
  });

  it('shows the notice for exactly 10,000 ms and the status line for good', () => {
    const { actor, clock } = startMatch(51);
    const bot = actor.getSnapshot().context.botName as string;
    clock.increment(actor.getSnapshot().context.disconnectAfterMs - 1);
    expect(selectDisconnectNotice(actor.getSnapshot())).toBeNull();
    expect(selectDisconnectedStatus(actor.getSnapshot())).toBeNull();
    clock.increment(1);
    expect(selectDisconnectNotice(actor.getSnapshot())).toBe(`${bot} disconnected.`);
    expect(selectDisconnectedStatus(actor.getSnapshot())).toBe(`${bot} has disconnected. You can't play now.`);
    clock.increment(9_999);
    expect(selectDisconnectNotice(actor.getSnapshot())).toBe(`${bot} disconnected.`);
    clock.increment(1);
    expect(selectDisconnectNotice(actor.getSnapshot())).toBeNull();
    expect(selectDisconnectedStatus(actor.getSnapshot())).toBe(`${bot} has disconnected. You can't play now.`);
    expect(selectVersusLine(actor.getSnapshot())).toBe(`PixelPanda vs ${bot}`);
  });

  it('disables chat and buttons; sends and moves are ignored', () => {
    const { actor, clock } = startMatch(52);
    clock.increment(actor.getSnapshot().context.disconnectAfterMs);
    const snapshot = actor.getSnapshot();
    expect(selectCanChat(snapshot)).toBe(false);
    expect(selectCanPickTruthOrDare(snapshot)).toBe(false);
    expect(selectCanDone(snapshot)).toBe(false);
    expect(selectCanRematch(snapshot)).toBe(true);
    const before = snapshot.context;
    actor.send({ type: 'CHAT.SEND', text: 'are you there?' });
    actor.send({ type: 'TRUTH.CHOOSE' });
    actor.send({ type: 'DARE.CHOOSE' });
    actor.send({ type: 'PROMPT.COMPLETE' });
    expect(actor.getSnapshot().context).toEqual(before);
  });

  it('cancels every pending bot timer: no reply, pick, hand-back or typing after the disconnect', () => {
    const { actor, clock, notices } = startMatch(53);
    const disconnectAt = actor.getSnapshot().context.disconnectAfterMs;
    clock.increment(disconnectAt - 4_000);
    actor.send({ type: 'CHAT.SEND', text: 'reply due 4,000 ms after the disconnect' });
    actor.send({ type: 'TRUTH.CHOOSE' });
    actor.send({ type: 'PROMPT.COMPLETE' });
    clock.increment(1_000); // the bot's turn begins; its pick would come 1,000 ms after the disconnect
    clock.increment(2_500); // the bot is typing its pick
    expect(actor.getSnapshot().context.botTyping).toBe(true);
    expect(actor.getSnapshot().context.disconnected).toBe(false);
    clock.increment(500);
    const atDisconnect = actor.getSnapshot().context;
    expect(atDisconnect.disconnected).toBe(true);
    expect(atDisconnect.botTyping).toBe(false);
    expect(noticeCount(notices, 'disconnect')).toBe(1);
    expect(noticeCount(notices, 'botMessage')).toBe(1); // the greeting only

    advanceBy(clock, 200_000);
    const later = actor.getSnapshot().context;
    expect(later.messages).toEqual(atDisconnect.messages);
    expect(later.prompt).toEqual(atDisconnect.prompt);
    expect(later.turn).toBe('bot');
    expect(later.botTyping).toBe(false);
    expect(noticeCount(notices, 'botMessage')).toBe(1);
    expect(noticeCount(notices, 'botPrompt')).toBe(0);
    expect(noticeCount(notices, 'disconnect')).toBe(1);
  });

  it('offers ReMatch only after the disconnect', () => {
    const { actor, clock } = startMatch(54);
    expect(selectCanRematch(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'MATCH.RESET' });
    expect(selectPhase(actor.getSnapshot())).toBe('playing');
    expect(selectIsDisconnected(actor.getSnapshot())).toBe(false);
    clock.increment(actor.getSnapshot().context.disconnectAfterMs);
    expect(selectCanRematch(actor.getSnapshot())).toBe(true);
  });

  it('ReMatch resets everything to the selection screen, and a new match can start', () => {
    const { actor, clock } = startMatch(55);
    actor.send({ type: 'CHAT.SEND', text: 'hi' });
    actor.send({ type: 'TRUTH.CHOOSE' });
    clock.increment(actor.getSnapshot().context.disconnectAfterMs);
    actor.send({ type: 'MATCH.RESET' });
    const snapshot = actor.getSnapshot();
    expect(selectPhase(snapshot)).toBe('selecting');
    expect(snapshot.context).toMatchObject({
      name: null,
      gender: null,
      botName: null,
      messages: [],
      turn: null,
      prompt: null,
      botTyping: false,
      disconnected: false,
    });
    expect(selectDisconnectNotice(snapshot)).toBeNull();
    expect(selectDisconnectedStatus(snapshot)).toBeNull();
    expect(selectVersusLine(snapshot)).toBeNull();
    expect(selectCanChat(snapshot)).toBe(false);

    expectRefused(actor, { type: 'MATCH.START' }, { kind: 'refusal', message: 'Please select your name to start.' });
    actor.send({ type: 'NAME.SELECT', name: 'LuckyLlama' });
    actor.send({ type: 'GENDER.SELECT', gender: 'male' });
    actor.send({ type: 'MATCH.START' });
    clock.increment(actor.getSnapshot().context.matchingMs);
    expect(selectPhase(actor.getSnapshot())).toBe('playing');
    expect(selectMessages(actor.getSnapshot())).toHaveLength(1);
    // Truths carry on where the last match stopped instead of replaying.
    actor.send({ type: 'TRUTH.CHOOSE' });
    expect(actor.getSnapshot().context.prompt?.text).toBe('Truth 2');
  });
});
