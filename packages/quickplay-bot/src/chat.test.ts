import { describe, expect, it } from 'vitest';
import { selectBotTyping, selectCanChat, selectMessages } from './selectors';
import { LINES_FEMALE, LINES_MALE, noticeCount, startMatch } from './quick-play-scenarios';
import type { ChatMessage } from './types';

const botLines = (messages: readonly ChatMessage[]) => messages.slice(1).filter((message) => message.from === 'bot');

describe('quick-play chat', () => {
  it('adds the user’s message, trimmed', () => {
    const { actor } = startMatch(31);
    expect(selectCanChat(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'CHAT.SEND', text: '  hello there ' });
    expect(selectMessages(actor.getSnapshot()).at(-1)).toEqual({ from: 'user', text: 'hello there' });
  });

  it('ignores empty and whitespace-only text, which does not count as a reply trigger', () => {
    const { actor, clock } = startMatch(32);
    const before = actor.getSnapshot().context;
    actor.send({ type: 'CHAT.SEND', text: '' });
    actor.send({ type: 'CHAT.SEND', text: ' \t\n ' });
    expect(actor.getSnapshot().context).toEqual(before);
    clock.increment(2_000);
    actor.send({ type: 'CHAT.SEND', text: 'hi' });
    clock.increment(8_000);
    expect(botLines(selectMessages(actor.getSnapshot()))).toHaveLength(1);
  });

  it('answers a trigger with a line of the bot’s gender exactly 8,000 ms later, typing for the last 2,000 ms', () => {
    const { actor, clock } = startMatch(33, { gender: 'female' });
    actor.send({ type: 'CHAT.SEND', text: 'hi' });
    clock.increment(5_999);
    expect(selectBotTyping(actor.getSnapshot())).toBe(false);
    clock.increment(1);
    expect(selectBotTyping(actor.getSnapshot())).toBe(true);
    clock.increment(1_999);
    expect(botLines(selectMessages(actor.getSnapshot()))).toHaveLength(0);
    clock.increment(1);
    const lines = botLines(selectMessages(actor.getSnapshot()));
    expect(lines).toHaveLength(1);
    expect(LINES_FEMALE).toContain(lines[0]?.text);
    expect(selectBotTyping(actor.getSnapshot())).toBe(false);
  });

  it('uses the male lines for a male bot', () => {
    const { actor, clock } = startMatch(34, { gender: 'male' });
    actor.send({ type: 'CHAT.SEND', text: 'hi' });
    clock.increment(8_000);
    expect(LINES_MALE).toContain(botLines(selectMessages(actor.getSnapshot()))[0]?.text);
  });

  it('does not trigger again 4,000 ms after the last trigger', () => {
    const { actor, clock } = startMatch(35);
    actor.send({ type: 'CHAT.SEND', text: 'one' });
    clock.increment(4_000);
    actor.send({ type: 'CHAT.SEND', text: 'two' });
    expect(selectMessages(actor.getSnapshot()).at(-1)).toEqual({ from: 'user', text: 'two' });
    clock.increment(4_000);
    expect(botLines(selectMessages(actor.getSnapshot()))).toHaveLength(1);
    clock.increment(20_000);
    expect(botLines(selectMessages(actor.getSnapshot()))).toHaveLength(1);
  });

  it('triggers again 4,001 ms after the last trigger, answering 8,000 ms after that send', () => {
    const { actor, clock } = startMatch(36);
    actor.send({ type: 'CHAT.SEND', text: 'one' });
    clock.increment(4_001);
    actor.send({ type: 'CHAT.SEND', text: 'two' });
    clock.increment(3_999); // 8,000: the first reply
    expect(botLines(selectMessages(actor.getSnapshot()))).toHaveLength(1);
    clock.increment(4_000); // 12,000
    expect(botLines(selectMessages(actor.getSnapshot()))).toHaveLength(1);
    clock.increment(1); // 12,001: 8,000 ms after the second trigger
    expect(botLines(selectMessages(actor.getSnapshot()))).toHaveLength(2);
  });

  it('measures the throttle from the last trigger, not from the last send', () => {
    const { actor, clock } = startMatch(37);
    actor.send({ type: 'CHAT.SEND', text: 'trigger' });
    clock.increment(3_000);
    actor.send({ type: 'CHAT.SEND', text: 'ignored for replies' });
    clock.increment(1_001);
    actor.send({ type: 'CHAT.SEND', text: 'second trigger' });
    clock.increment(3_999);
    clock.increment(8_001);
    expect(botLines(selectMessages(actor.getSnapshot()))).toHaveLength(2);
  });

  it('answers every trigger exactly 8,000 ms after it, however quickly triggers follow', () => {
    const { actor, clock } = startMatch(38);
    const replyCount = () => botLines(selectMessages(actor.getSnapshot())).length;
    // Triggers at 0, 4,001, 8,002 and 12,003; replies due at 8,000, 12,001, 16,002 and 20,003.
    actor.send({ type: 'CHAT.SEND', text: 'a' });
    clock.increment(4_001);
    actor.send({ type: 'CHAT.SEND', text: 'b' });
    clock.increment(3_998); // 7,999
    expect(replyCount()).toBe(0);
    clock.increment(1); // 8,000
    expect(replyCount()).toBe(1);
    clock.increment(2); // 8,002
    actor.send({ type: 'CHAT.SEND', text: 'c' });
    clock.increment(3_998); // 12,000
    expect(replyCount()).toBe(1);
    clock.increment(1); // 12,001
    expect(replyCount()).toBe(2);
    clock.increment(2); // 12,003
    actor.send({ type: 'CHAT.SEND', text: 'd' });
    clock.increment(3_998); // 16,001
    expect(replyCount()).toBe(2);
    clock.increment(1); // 16,002
    expect(replyCount()).toBe(3);
    clock.increment(4_000); // 20,002
    expect(replyCount()).toBe(3);
    clock.increment(1); // 20,003
    expect(replyCount()).toBe(4);
    expect(selectMessages(actor.getSnapshot()).filter((message) => message.from === 'user')).toHaveLength(4);
  });

  it('keeps typing while one of two overlapping replies is still coming', () => {
    const { actor, clock } = startMatch(39);
    actor.send({ type: 'CHAT.SEND', text: 'a' });
    clock.increment(4_001);
    actor.send({ type: 'CHAT.SEND', text: 'b' });
    clock.increment(1_999); // 6,000: first reply typing
    expect(selectBotTyping(actor.getSnapshot())).toBe(true);
    clock.increment(2_000); // 8,000: first reply posted, second not typing yet (from 10,001)
    expect(selectBotTyping(actor.getSnapshot())).toBe(false);
    clock.increment(2_001); // 10,001
    expect(selectBotTyping(actor.getSnapshot())).toBe(true);
  });

  it('announces each bot line with a notice', () => {
    const { actor, clock, notices } = startMatch(40);
    expect(noticeCount(notices, 'botMessage')).toBe(1); // the greeting
    actor.send({ type: 'CHAT.SEND', text: 'hi' });
    clock.increment(7_999);
    expect(noticeCount(notices, 'botMessage')).toBe(1);
    clock.increment(1);
    expect(noticeCount(notices, 'botMessage')).toBe(2);
  });

  it('chats during the bot’s turn too', () => {
    const { actor, clock } = startMatch(41);
    actor.send({ type: 'TRUTH.CHOOSE' });
    actor.send({ type: 'PROMPT.COMPLETE' });
    clock.increment(1_000);
    expect(selectCanChat(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'CHAT.SEND', text: 'your turn!' });
    expect(selectMessages(actor.getSnapshot()).at(-1)).toEqual({ from: 'user', text: 'your turn!' });
  });
});
