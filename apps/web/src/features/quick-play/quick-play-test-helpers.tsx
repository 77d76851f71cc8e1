/** Shared steps for the quick-play screen tests (not a test file itself). */
import { act, screen } from '../../testing/render';
import userEvent from '@testing-library/user-event';
import { SITE_PATHS } from '@truth-or-dare/room-protocol/site-content';
import { vi } from 'vitest';
import { loadPages, renderApp } from '../../testing/render-app';
import { loadQuickPlayContent } from './load-quick-play-content';

export const MATCH_STEP_MS = 10;

/** For a file's beforeAll: imports the lazy page and its content, so openQuickPlay waits for React only. */
export async function loadQuickPlay(): Promise<void> {
  await Promise.all([loadPages(SITE_PATHS.quickPlay), loadQuickPlayContent('en')]);
}

/**
 * Opens /quick-play with a fixed game seed, waits (on real timers) for the page and its content,
 * then switches to fake timers so every wait of the match is stepped exactly.
 */
export async function openQuickPlay(seed: number, selectionHeading = 'Pick your player') {
  vi.spyOn(globalThis.crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
    if (array instanceof Uint32Array) array.fill(seed);
    return array;
  });
  const view = renderApp(SITE_PATHS.quickPlay);
  await screen.findByRole('heading', { level: 2, name: selectionHeading });
  // The heading shows at commit; the machine starts in an effect React runs a moment later, on a
  // real macrotask. Let that happen before time is frozen (user-event below never yields to it).
  await new Promise((resolve) => setTimeout(resolve, 50));
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  // Testing Library drains microtasks with a zero-delay timer after each user-event call and only
  // flushes it itself when it sees Jest's fake timers; this shim lets it flush Vitest's the same way.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  // No artificial delays between key presses: the fake clock only moves when a test says so.
  const user = userEvent.setup({ delay: null });
  return { ...view, user };
}

export async function advance(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

export async function chooseAndStart(
  user: ReturnType<typeof userEvent.setup>,
  name: string,
  opponent: 'Male' | 'Female',
) {
  await user.click(screen.getByRole('radio', { name }));
  await user.click(screen.getByRole('radio', { name: opponent }));
  await user.click(screen.getByRole('button', { name: 'Start Matching' }));
}

export function versusHeading(): HTMLElement | null {
  return screen.queryByRole('heading', { level: 2, name: / vs / });
}

/**
 * Steps the clock until the match screen shows, from the moment Start Matching was pressed.
 * Returns the elapsed time: the match started in the last step (elapsed - MATCH_STEP_MS, elapsed].
 */
export async function stepUntilMatched(): Promise<number> {
  let elapsed = 0;
  // A plain selector each step: a role query costs milliseconds in jsdom, and this loop runs
  // hundreds of steps. The role query checks the heading once it is there.
  while (document.querySelector('.qp-versus__title') === null) {
    if (elapsed > 10_000) throw new Error('No match after 10 s');
    await advance(MATCH_STEP_MS);
    elapsed += MATCH_STEP_MS;
  }
  if (versusHeading() === null) throw new Error('The match screen has no "you vs bot" heading');
  return elapsed;
}

/** The opponent's name, read from '{you} vs {bot}'. */
export function botNameShown(): string {
  const text = versusHeading()?.textContent ?? '';
  return text.slice(text.indexOf(' vs ') + ' vs '.length);
}

export function chatMessages(logName = 'Chat messages'): { from: string; text: string }[] {
  const log = screen.getByRole('log', { name: logName });
  return Array.from(log.querySelectorAll('li')).map((item) => ({
    from: item.classList.contains('qp-bubble--user') ? 'user' : 'bot',
    text: item.querySelector('.qp-bubble__text')?.textContent ?? '',
  }));
}

export function turnLine(): string {
  return document.querySelector('.qp-turn')?.textContent ?? '';
}

export function typingLine(): string {
  return document.querySelector('.qp-chat__typing')?.textContent ?? '';
}

export function promptCard(): HTMLElement {
  // eslint-disable-next-line testing-library/no-node-access -- a bare live region like the turn and typing lines: its class tells them apart.
  const card = document.querySelector<HTMLElement>('.prompt-panel');
  if (!card) throw new Error('No prompt card');
  return card;
}

export function button(name: string): HTMLElement {
  return screen.getByRole('button', { name });
}
