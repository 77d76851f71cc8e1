import { screen, within } from '../../testing/render';
import { loadChatLines } from '@truth-or-dare/prompt-banks';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  advance,
  botNameShown,
  chatMessages,
  chooseAndStart,
  loadQuickPlay,
  openQuickPlay,
  typingLine,
} from './quick-play-test-helpers';

beforeAll(loadQuickPlay);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function startGame(seed: number, opponent: 'Male' | 'Female') {
  const opened = await openQuickPlay(seed);
  await chooseAndStart(opened.user, 'CosmoWaffle', opponent);
  await advance(6_000);
  const lines = await loadChatLines(opponent === 'Male' ? 'quickplay/bot-lines-male' : 'quickplay/bot-lines-female');
  return { ...opened, bot: botNameShown(), lines: lines.map((line) => line.text) };
}

function chatInput(bot: string): HTMLInputElement {
  return screen.getByRole('textbox', { name: `Message to ${bot}` }) as HTMLInputElement;
}

describe('quick play chat', () => {
  it('sends with Enter, and the bot answers with one of its lines exactly 8 s later', async () => {
    const { user, bot, lines } = await startGame(21, 'Female');
    const input = chatInput(bot);

    await user.type(input, 'Hi there!{Enter}');
    expect(input.value).toBe('');
    expect(chatMessages().slice(1)).toEqual([{ from: 'user', text: 'Hi there!' }]);

    await advance(5_999);
    expect(typingLine()).toBe('');
    await advance(1);
    expect(typingLine()).toBe(`${bot} is typing…`);
    await advance(1_999);
    expect(chatMessages()).toHaveLength(2);

    await advance(1);
    const messages = chatMessages();
    expect(messages).toHaveLength(3);
    expect(messages[2]?.from).toBe('bot');
    expect(lines).toContain(messages[2]?.text);
    expect(typingLine()).toBe('');
  });

  it('sends with the Send button and ignores blank messages', async () => {
    const { user, bot, lines } = await startGame(22, 'Male');
    const input = chatInput(bot);

    await user.type(input, '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(chatMessages()).toHaveLength(1);
    await advance(8_000);
    expect(chatMessages()).toHaveLength(1);

    await user.type(input, 'Ready?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(chatMessages()[1]).toEqual({ from: 'user', text: 'Ready?' });
    await advance(8_000);
    expect(lines).toContain(chatMessages()[2]?.text);
  });

  it('answers a message only if more than 4 s passed since the last one it answered', async () => {
    const { user, bot } = await startGame(23, 'Female');
    const input = chatInput(bot);

    await user.type(input, 'one{Enter}');
    await advance(4_000);
    // Exactly 4 s later: not more than 4 s, so no second reply is due.
    await user.type(input, 'two{Enter}');
    await advance(1);
    await user.type(input, 'three{Enter}');
    expect(chatMessages().map((message) => message.from)).toEqual(['bot', 'user', 'user', 'user']);

    await advance(8_000 - 4_001);
    expect(chatMessages().filter((message) => message.from === 'bot')).toHaveLength(2);
    // 'three' came 4,001 ms after 'one', so it gets its own reply 8 s after it was sent.
    await advance(4_000);
    expect(chatMessages().filter((message) => message.from === 'bot')).toHaveLength(2);
    await advance(1);
    expect(chatMessages().filter((message) => message.from === 'bot')).toHaveLength(3);
    await advance(20_000);
    expect(chatMessages().filter((message) => message.from === 'bot')).toHaveLength(3);
  });

  it('shows chat text as text, never as HTML', async () => {
    const { user, bot } = await startGame(24, 'Male');
    await user.type(chatInput(bot), '<img src=x onerror=alert(1)><b>bold</b>{Enter}');
    expect(chatMessages()[1]?.text).toBe('<img src=x onerror=alert(1)><b>bold</b>');
    const log = screen.getByRole('log', { name: 'Chat messages' });
    expect(within(log).getByText('<img src=x onerror=alert(1)><b>bold</b>')).toBeInTheDocument();
    expect(within(log).queryByRole('img')).toBeNull();
    expect(within(log).queryByText('bold')).toBeNull();
  });

  it('labels the bubbles by sender and announces new messages politely', async () => {
    const { bot } = await startGame(25, 'Female');
    const log = screen.getByRole('log', { name: 'Chat messages' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    // The greeting is the bot's, and its bubble names the bot as the sender.
    expect(within(log).getByText(bot)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3 }).textContent).toBe(`Chat with ${bot} bot (computer player)`);
  });
});
