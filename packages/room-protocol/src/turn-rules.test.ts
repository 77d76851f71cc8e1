import { describe, expect, it } from 'vitest';
import {
  canTakeTurn,
  currentPlayer,
  departedPlayers,
  isInRoom,
  isRoomHost,
  nextTurnIndex,
  sameUsername,
  turnIndexAfterLeave,
} from './turn-rules';

describe('turn rules', () => {
  const room = { username: ['Ana', 'Ben', 'Cy'], currentTurn: 1 };

  it('lets only the player at currentTurn take the turn, ignoring case', () => {
    expect(currentPlayer(room)).toBe('Ben');
    expect(canTakeTurn(room, 'Ben')).toBe(true);
    expect(canTakeTurn(room, 'bEN')).toBe(true);
    expect(canTakeTurn(room, 'Ana')).toBe(false);
    expect(canTakeTurn({ username: [], currentTurn: 0 }, 'Ana')).toBe(false);
  });

  it('moves to the next player and wraps to the first', () => {
    expect(nextTurnIndex(0, 3)).toBe(1);
    expect(nextTurnIndex(2, 3)).toBe(0);
    expect(nextTurnIndex(0, 1)).toBe(0);
    expect(nextTurnIndex(5, 0)).toBe(0);
  });

  it('keeps the turn with the same person when someone before them leaves', () => {
    // Ana (0) leaves while Cy (2) has the turn: Cy is now at 1.
    expect(turnIndexAfterLeave(2, 0, 3)).toBe(1);
  });

  it('keeps the index when someone after the current player leaves', () => {
    expect(turnIndexAfterLeave(0, 2, 3)).toBe(0);
  });

  it('passes the turn to the next player when the current player leaves, wrapping', () => {
    expect(turnIndexAfterLeave(1, 1, 3)).toBe(1); // Ben leaves; Cy (was 2, now 1) has it
    expect(turnIndexAfterLeave(2, 2, 3)).toBe(0); // Cy, the last, leaves; Ana has it
    expect(turnIndexAfterLeave(0, 0, 1)).toBe(0); // the room is empty
  });

  it('names who left between two player lists', () => {
    expect(departedPlayers(['Ana', 'Ben', 'Cy'], ['ana', 'Cy', 'Dee'])).toEqual(['Ben']);
    expect(departedPlayers([], ['Ana'])).toEqual([]);
  });

  it('compares names without case and with one Unicode form', () => {
    expect(sameUsername('Zoë', 'ZOË')).toBe(true);
    expect(sameUsername('Zo\u0065\u0308', 'zo\u00eb')).toBe(true);
    expect(isInRoom(room, 'cy')).toBe(true);
    expect(isInRoom(room, 'Dee')).toBe(false);
  });

  it('knows the host by name, without case, and that an empty room has none', () => {
    expect(isRoomHost({ host: 'Ana' }, 'ana')).toBe(true);
    expect(isRoomHost({ host: 'Ana' }, 'Ben')).toBe(false);
    expect(isRoomHost({ host: '' }, '')).toBe(false);
  });
});
