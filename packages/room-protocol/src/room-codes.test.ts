import { describe, expect, it } from 'vitest';
import { makeRoomCode, normalizeRoomCode, ROOM_CODE_ALPHABET, ROOM_CODE_LENGTH } from './room-codes';

describe('room codes', () => {
  it('uses an alphabet without look-alikes', () => {
    for (const lookAlike of '0O1IL') expect(ROOM_CODE_ALPHABET).not.toContain(lookAlike);
    expect(new Set(ROOM_CODE_ALPHABET).size).toBe(ROOM_CODE_ALPHABET.length);
  });

  it('makes codes of the alphabet from the random source it is given', () => {
    expect(makeRoomCode(() => 0)).toBe('222222');
    expect(makeRoomCode((bound) => bound - 1)).toBe('ZZZZZZ');
    let next = 0;
    const code = makeRoomCode(() => next++);
    expect(code).toBe(ROOM_CODE_ALPHABET.slice(0, ROOM_CODE_LENGTH));
  });

  it('reads a typed code whatever its case, spaces or dashes, and refuses what cannot be one', () => {
    expect(normalizeRoomCode(' abc-234 ')).toBe('ABC234');
    expect(normalizeRoomCode('abc 23')).toBeNull();
    expect(normalizeRoomCode('ABC2345')).toBeNull();
    expect(normalizeRoomCode('ABCO23')).toBeNull();
  });
});
