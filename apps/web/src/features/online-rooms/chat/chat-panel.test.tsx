import { render, screen, waitFor, within } from '../../../testing/render';
import userEvent from '@testing-library/user-event';
import type { ChatMessage } from '@truth-or-dare/room-protocol';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ChatPanel } from './chat-panel';

// The real picker is exercised in the browser tests; here a stand-in with one emoji, which can
// also be told to break so the error boundary is tested.
const picker = vi.hoisted(() => ({ broken: false }));
vi.mock('./emoji-picker-panel', () => ({
  default: ({ onPick }: { onPick: (emoji: string) => void }) => {
    if (picker.broken) throw new Error('The picker failed');
    return (
      <button type="button" onClick={() => onPick('🎉')}>
        party popper
      </button>
    );
  },
}));

// Import the picker (the stand-in above) before the tests: opening it then waits for React, not for a first import.
beforeAll(async () => {
  await import('./emoji-picker-panel');
});

afterEach(() => {
  picker.broken = false;
});

const message = (username: string, text: string, second: number): ChatMessage => ({
  username,
  message: text,
  createdAt: `2026-01-01T00:00:${String(second).padStart(2, '0')}.000Z`,
});

function renderChat(messages: ChatMessage[] = []) {
  const onSend = vi.fn();
  const user = userEvent.setup();
  const view = render(<ChatPanel messages={messages} me="Ana" onSend={onSend} />);
  return { ...view, onSend, user, input: screen.getByRole('textbox', { name: 'Message' }) as HTMLInputElement };
}

describe('room chat panel', () => {
  it('lists messages as name and text in a polite live log, marking your own', () => {
    renderChat([message('Ben', 'hey', 1), message('Ana', 'hi Ben', 2)]);
    const log = screen.getByRole('log', { name: 'Chat messages' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    const items = within(log).getAllByRole('listitem');
    const expected = [
      ['Ben', 'hey'],
      ['Ana', 'hi Ben'],
    ];
    expect(items).toHaveLength(expected.length);
    expected.forEach(([name = '', text = ''], index) => {
      const item = within(items[index] as HTMLElement);
      expect(item.getByText(name)).toBeInTheDocument();
      expect(item.getByText(text)).toBeInTheDocument();
    });
    expect(items.map((item) => item.classList.contains('room-message--mine'))).toEqual([false, true]);
  });

  it('scrolls to the newest message when messages change', () => {
    const view = renderChat([message('Ben', 'one', 1)]);
    const log = screen.getByRole('log', { name: 'Chat messages' });
    Object.defineProperty(log, 'scrollHeight', { value: 900, configurable: true });
    log.scrollTop = 0;
    view.rerender(
      <ChatPanel messages={[message('Ben', 'one', 1), message('Ben', 'two', 2)]} me="Ana" onSend={view.onSend} />,
    );
    expect(log.scrollTop).toBe(900);
  });

  it('sends with Enter or Send, clears the input, and never sends blank text', async () => {
    const { onSend, user, input } = renderChat();
    await user.type(input, '  {Enter}');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, 'hello{Enter}');
    expect(onSend).toHaveBeenLastCalledWith('hello');
    expect(input.value).toBe('');
    await user.type(input, 'again');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenLastCalledWith('again');
    expect(onSend).toHaveBeenCalledTimes(2);
  });

  it('opens and closes the emoji picker with its button; a chosen emoji is appended', async () => {
    const { user, input, onSend } = renderChat();
    const toggle = screen.getByRole('button', { name: 'Emoji' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'party popper' })).toBeNull();

    await user.type(input, 'yay ');
    await user.click(toggle);
    await user.click(await screen.findByRole('button', { name: 'party popper' }));
    expect(input.value).toBe('yay 🎉');
    expect(input).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith('yay 🎉');
  });

  it('renders nothing in place of a picker that fails, and the chat goes on', async () => {
    picker.broken = true;
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, input, onSend } = renderChat();
    const toggle = screen.getByRole('button', { name: 'Emoji' });
    await user.click(toggle);
    // React reports an error a boundary caught once the boundary has rendered in its place.
    await waitFor(() => expect(consoleError.mock.calls.flat()).toContainEqual(new Error('The picker failed')));
    // eslint-disable-next-line testing-library/no-node-access -- the picker's box has no role: the toggle's aria-controls is the way to it.
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: 'party popper' })).toBeNull();
    expect(screen.queryByText('Loading emoji…')).toBeNull();
    await user.type(input, 'still here{Enter}');
    expect(onSend).toHaveBeenCalledWith('still here');
  });
});
