import { describe, expect, it } from 'vitest';
import { addWin, hasEnoughPlayers, nextPlayerIndex, normalizePlayerName } from './players';

describe('normalizePlayerName', () => {
  it('trims the name', () => {
    expect(normalizePlayerName('  Ann  ')).toBe('Ann');
  });

  it('ignores empty and whitespace-only names', () => {
    expect(normalizePlayerName('')).toBeNull();
    expect(normalizePlayerName(' \t\n ')).toBeNull();
    expect(normalizePlayerName(undefined)).toBeNull();
  });
});

describe('hasEnoughPlayers', () => {
  it('needs 2 or more players', () => {
    expect(hasEnoughPlayers(1)).toBe(false);
    expect(hasEnoughPlayers(2)).toBe(true);
    expect(hasEnoughPlayers(9)).toBe(true);
  });
});

describe('nextPlayerIndex', () => {
  it('moves on and wraps from the last player to the first', () => {
    expect(nextPlayerIndex(0, 3)).toBe(1);
    expect(nextPlayerIndex(1, 3)).toBe(2);
    expect(nextPlayerIndex(2, 3)).toBe(0);
    expect(nextPlayerIndex(0, 0)).toBe(0);
  });
});

describe('addWin', () => {
  it("raises one player's wins in a copy", () => {
    const wins = [0, 2, 1];
    expect(addWin(wins, 1)).toEqual([0, 3, 1]);
    expect(wins).toEqual([0, 2, 1]);
  });
});
