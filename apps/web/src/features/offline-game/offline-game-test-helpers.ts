/** Shared steps for this feature's component tests (not shipped: only tests import it). */
import { findOfflineMode } from '@truth-or-dare/offline-engine';
import { screen, waitFor } from '../../testing/render';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

export function modeButton(modeId: string): HTMLButtonElement {
  const mode = findOfflineMode(modeId);
  if (!mode) throw new Error(`No offline mode ${modeId}`);
  return screen.getByRole<HTMLButtonElement>('button', { name: `${mode.title} ${mode.description}` });
}

export function button(name: string | RegExp): HTMLButtonElement {
  return screen.getByRole<HTMLButtonElement>('button', { name });
}

export function playerNames(): string[] {
  const list = screen.queryByRole('list', { name: 'Players' });
  if (!list) return [];
  return Array.from(list.querySelectorAll('.player-chip__name')).map((chip) => chip.textContent ?? '');
}

export async function addPlayers(user: UserEvent, names: readonly string[]): Promise<void> {
  for (const name of names) {
    await user.type(screen.getByPlaceholderText('Enter player name'), `${name}{Enter}`);
  }
}

/** Waits until Start Game is enabled (the chosen mode's prompts load asynchronously). */
export async function waitForStartEnabled(): Promise<void> {
  await waitFor(() => expect(button('Start Game').disabled).toBe(false));
}

/** From the setup view: players, a mode, Start; resolves on the first turn's heading. */
export async function startGame(
  user: UserEvent,
  names: readonly string[] = ['Ana', 'Ben', 'Cy'],
  modeId = 'normal',
): Promise<void> {
  await addPlayers(user, names);
  await user.click(modeButton(modeId));
  await waitForStartEnabled();
  await user.click(button('Start Game'));
  await screen.findByRole('heading', { level: 1, name: `${names[0]}'s Turn` });
}

export function turnHeading(): string {
  return screen.getByRole('heading', { level: 1 }).textContent ?? '';
}

/** The prompt card, or null; it is named by its Truth or Dare label. */
export function promptCard(): HTMLElement | null {
  return screen.queryByRole('article');
}
