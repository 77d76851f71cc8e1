import { describe, expect, it } from 'vitest';
import { isPlayerIndex, nextPlayerIndex, normalizePlayerName, removePlayer, type OfflinePlayer } from './players';

const ROSTER: OfflinePlayer[] = [
  { id: 1, name: 'Ana', address: 'neutral' },
  { id: 2, name: 'Ben', address: 'neutral' },
  { id: 3, name: 'Cy', address: 'neutral' },
  { id: 4, name: 'Dee', address: 'neutral' },
];

describe('player names', () => {
  it('are trimmed, and empty or whitespace-only names are ignored', () => {
    expect(normalizePlayerName('  Ana  ')).toBe('Ana');
    expect(normalizePlayerName('')).toBeNull();
    expect(normalizePlayerName(' \t\n ')).toBeNull();
    expect(normalizePlayerName('Mary Ann')).toBe('Mary Ann');
  });
});

describe('player indexes', () => {
  it('are whole numbers inside the roster', () => {
    expect(isPlayerIndex(ROSTER, 0)).toBe(true);
    expect(isPlayerIndex(ROSTER, 3)).toBe(true);
    expect(isPlayerIndex(ROSTER, 4)).toBe(false);
    expect(isPlayerIndex(ROSTER, -1)).toBe(false);
    expect(isPlayerIndex(ROSTER, 1.5)).toBe(false);
    expect(isPlayerIndex(ROSTER, Number.NaN)).toBe(false);
  });

  it('move to the next player and wrap after the last', () => {
    expect(nextPlayerIndex(0, 3)).toBe(1);
    expect(nextPlayerIndex(1, 3)).toBe(2);
    expect(nextPlayerIndex(2, 3)).toBe(0);
    expect(nextPlayerIndex(0, 1)).toBe(0);
    expect(nextPlayerIndex(0, 0)).toBe(0);
  });
});

describe('removing a player', () => {
  it('before the current one keeps the turn with the same person', () => {
    const result = removePlayer(ROSTER, 2, 0);
    expect(result.players.map((p) => p.name)).toEqual(['Ben', 'Cy', 'Dee']);
    expect(result.currentPlayerIndex).toBe(1);
    expect(result.players[result.currentPlayerIndex]?.name).toBe('Cy');
    expect(result.removedCurrent).toBe(false);
  });

  it('after the current one changes nothing else', () => {
    const result = removePlayer(ROSTER, 1, 3);
    expect(result.players.map((p) => p.name)).toEqual(['Ana', 'Ben', 'Cy']);
    expect(result.currentPlayerIndex).toBe(1);
    expect(result.removedCurrent).toBe(false);
  });

  it('who is current hands the turn to the next player', () => {
    const result = removePlayer(ROSTER, 1, 1);
    expect(result.players.map((p) => p.name)).toEqual(['Ana', 'Cy', 'Dee']);
    expect(result.players[result.currentPlayerIndex]?.name).toBe('Cy');
    expect(result.removedCurrent).toBe(true);
  });

  it('who is current and last wraps the turn to the first player', () => {
    const result = removePlayer(ROSTER, 3, 3);
    expect(result.currentPlayerIndex).toBe(0);
    expect(result.players[0]?.name).toBe('Ana');
    expect(result.removedCurrent).toBe(true);
  });

  it('leaves the input roster untouched', () => {
    removePlayer(ROSTER, 0, 0);
    expect(ROSTER).toHaveLength(4);
  });
});
