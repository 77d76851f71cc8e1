import { screen, within } from '../../testing/render';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { metaDescription, normalisedText } from '../../testing/render-app';
import { addPlayers, openDrawCards } from './draw-cards-test-helpers';

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

function playerNames(): string[] {
  const list = screen.queryByRole('list', { name: 'Players' });
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((item) => normalisedText(item).replace(/^\d+\s*/, ''))
    : [];
}

describe('draw cards: adding players', () => {
  it('has its own title, description and a single h1', async () => {
    await openDrawCards();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Draw Cards · Truth or Dare');
    expect(metaDescription()).toMatch(/Queen/);
  });

  it('explains the game in a How to Play box of four steps', async () => {
    await openDrawCards();
    const box = screen.getByRole('region', { name: 'How to Play' });
    const steps = within(box).getAllByRole('listitem').map(normalisedText);
    expect(steps).toHaveLength(4);
    expect(steps[0]).toMatch(/Add the players/);
    expect(steps[1]).toMatch(/Memorize the Queen.*3 seconds/);
    expect(steps[2]).toMatch(/shuffle.*Queen/);
    expect(steps[3]).toMatch(/Wrong guess.*Truth.*Dare/);
  });

  it('adds trimmed names one at a time with Enter or Add, and ignores empty ones', async () => {
    const { user } = await openDrawCards();
    const field = screen.getByLabelText('Player name');

    await user.type(field, '  Ann  {Enter}');
    expect(playerNames()).toEqual(['Ann']);
    expect((field as HTMLInputElement).value).toBe('');

    await user.type(field, 'Bo');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(playerNames()).toEqual(['Ann', 'Bo']);

    await user.type(field, '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(playerNames()).toEqual(['Ann', 'Bo']);
    // Adding keeps the keyboard in the field for the next name.
    expect(field).toHaveFocus();
  });

  it('shows Start Game only once there are 2 players', async () => {
    const { user } = await openDrawCards();
    expect(screen.getByText('No players yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start Game' })).toBeNull();

    await addPlayers(user, ['Ann']);
    expect(screen.queryByRole('button', { name: 'Start Game' })).toBeNull();
    expect(screen.getByText('Add at least 2 players to start.')).toBeTruthy();

    await addPlayers(user, ['Bo']);
    expect(screen.getByRole('button', { name: 'Start Game' })).toBeTruthy();
  });
});
