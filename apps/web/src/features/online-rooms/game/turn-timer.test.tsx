import { act, render, screen } from '../../../testing/render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { liveRegionAround } from '../../../testing/live-regions';
import { TurnTimer } from './turn-timer';

const START = new Date('2026-03-01T20:00:00.000Z').getTime();
const deadlineIn = (seconds: number) => new Date(START + seconds * 1000).toISOString();

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(START);
});

afterEach(() => {
  vi.useRealTimers();
});

function countdown(): string {
  return screen.getByRole('timer').textContent ?? '';
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('turn timer', () => {
  it("counts the current player's seconds down once a second, from the deadline", () => {
    render(<TurnTimer deadline={deadlineIn(60)} turnSeconds={60} player="Maya" isMe={false} />);
    expect(countdown()).toBe('⏱️ Maya has 60 s left');
    advance(999);
    expect(countdown()).toBe('⏱️ Maya has 60 s left');
    advance(1);
    expect(countdown()).toBe('⏱️ Maya has 59 s left');
    advance(58_000);
    expect(countdown()).toBe('⏱️ Maya has 1 s left');
    advance(1_000);
    expect(countdown()).toBe('⏱️ Maya has 0 s left');
    // It stays at 0 until the server's skip arrives.
    advance(5_000);
    expect(countdown()).toBe('⏱️ Maya has 0 s left');
  });

  it('is a timer, which screen readers do not read at every tick; a polite line speaks at 30 and 10 seconds only', () => {
    render(<TurnTimer deadline={deadlineIn(60)} turnSeconds={60} player="Maya" isMe />);
    const timer = screen.getByRole('timer');
    expect(timer.getAttribute('aria-live')).toBeNull();
    expect(liveRegionAround(timer)).toBeNull();
    const line = screen.getByText('', { selector: '[aria-live="polite"]' });
    expect(line.textContent).toBe('');
    advance(29_000);
    expect(countdown()).toBe('⏱️ You have 31 s left');
    expect(line.textContent).toBe('');
    advance(1_000);
    expect(line.textContent).toBe('You have 30 seconds left.');
    advance(19_000);
    expect(countdown()).toBe('⏱️ You have 11 s left');
    expect(line.textContent).toBe('You have 30 seconds left.');
    advance(1_000);
    expect(line.textContent).toBe('You have 10 seconds left.');
  });

  it('starts again from a new deadline, never shows more than the timer length, and shows nothing without a deadline', () => {
    const { rerender } = render(<TurnTimer deadline={deadlineIn(20)} turnSeconds={60} player="Maya" isMe={false} />);
    expect(countdown()).toBe('⏱️ Maya has 20 s left');
    advance(5_000);
    rerender(
      <TurnTimer deadline={new Date(Date.now() + 120_000).toISOString()} turnSeconds={120} player="Ben" isMe={false} />,
    );
    expect(countdown()).toBe('⏱️ Ben has 120 s left');
    // A device clock behind the server's: the deadline looks further off than the turn is long.
    rerender(
      <TurnTimer deadline={new Date(Date.now() + 200_000).toISOString()} turnSeconds={120} player="Ben" isMe={false} />,
    );
    expect(countdown()).toBe('⏱️ Ben has 120 s left');
    rerender(<TurnTimer deadline={null} turnSeconds={120} player="Ben" isMe={false} />);
    expect(screen.queryByRole('timer')).toBeNull();
  });
});
