import { act, screen, within } from '../../testing/render';
import userEvent from '@testing-library/user-event';
import { MEMORIZE_MS, QUEEN_CUP_ID, SHUFFLE_MS } from '@truth-or-dare/draw-cards-engine';
import { SITE_PATHS } from '@truth-or-dare/room-protocol/site-content';
import { vi } from 'vitest';
import { renderApp } from '../../testing/render-app';

/** Memorize plus the whole shuffle: the cups open for a guess at this point. */
export const GUESS_OPENS_MS = MEMORIZE_MS + SHUFFLE_MS;

export async function advance(ms: number): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

/** Opens /draw-cards with a user whose waits run on the fake clock. */
export async function openDrawCards() {
  const view = renderApp(SITE_PATHS.drawCards);
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  await screen.findByLabelText('Player name');
  return { ...view, user };
}

type User = ReturnType<typeof userEvent.setup>;

export async function addPlayers(user: User, names: readonly string[]): Promise<void> {
  const field = screen.getByLabelText('Player name');
  for (const name of names) await user.type(field, `${name}{Enter}`);
}

/**
 * Adds the players, then starts the game on an exact fake clock: the page loads with a clock
 * that also follows real time (lazy chunks), but from Start Game on, only the test moves time,
 * so the game's delays can be checked on both sides of their bounds.
 */
export async function startGame(user: User, names: readonly string[]): Promise<void> {
  await addPlayers(user, names);
  vi.useRealTimers();
  vi.useFakeTimers();
  // Testing Library flushes its async work with setTimeout(0) and only moves a fake clock it
  // recognises as Jest's; this shim lets it do that with Vitest's clock.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  await user.click(screen.getByRole('button', { name: 'Start Game' }));
}

/** Waits for a prompt bank to arrive (moving the fake clock while it polls). */
export function findPromptCard(type: 'Truth' | 'Dare'): Promise<HTMLElement> {
  return vi.waitFor(() => screen.getByRole('article', { name: type }));
}

/** The prompt on a card, which shows its type and then the prompt. */
export function promptText(card: HTMLElement): string {
  return within(card).getAllByRole('paragraph')[1]?.textContent ?? '';
}

export function cupButtons(): HTMLButtonElement[] {
  return within(screen.getByRole('group', { name: 'Cups' })).getAllByRole('button') as HTMLButtonElement[];
}

/**
 * Where the Queen's cup stands now, read from the moving pictures (what a sighted player
 * follows with their eyes), as a cup position 0..2.
 */
export function queenPosition(container: HTMLElement): number {
  // eslint-disable-next-line testing-library/no-node-access -- the pictures are hidden from assistive tech: no query reaches them.
  const queen = container.querySelector(`.cup[data-cup-id="${QUEEN_CUP_ID}"]`);
  return Number(queen?.getAttribute('data-slot'));
}

export function cupSlots(container: HTMLElement): string[] {
  return Array.from(container.querySelectorAll('.cup')).map((cup) => cup.getAttribute('data-slot') ?? '');
}

export function statusText(): string {
  return screen.getByRole('status').textContent ?? '';
}

/** Plays to the guess and picks a cup the Queen is NOT under. */
export async function guessWrong(user: User, container: HTMLElement): Promise<void> {
  await advance(GUESS_OPENS_MS);
  const wrong = [0, 1, 2].find((position) => position !== queenPosition(container)) ?? 0;
  await user.click(cupButtons()[wrong] as HTMLButtonElement);
}

export async function guessRight(user: User, container: HTMLElement): Promise<void> {
  await advance(GUESS_OPENS_MS);
  await user.click(cupButtons()[queenPosition(container)] as HTMLButtonElement);
}
