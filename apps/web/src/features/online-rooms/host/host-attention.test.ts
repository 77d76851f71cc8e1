import { describe, expect, it } from 'vitest';
import { hostAttention, OPEN_ROOM, watchLock } from './host-attention';

describe('what needs the host', () => {
  it('counts the players from the moment the room locks, and forgets them when it opens', () => {
    const locked = watchLock(OPEN_ROOM, true, 3);
    expect(locked).toEqual({ lockedWith: 3 });
    expect(watchLock(locked, true, 2)).toBe(locked);
    expect(watchLock(locked, false, 2)).toEqual(OPEN_ROOM);
    expect(watchLock(OPEN_ROOM, false, 4)).toBe(OPEN_ROOM);
  });

  it('names a departure from the locked room first, then a refused settings change', () => {
    const watch = { lockedWith: 3 };
    expect(hostAttention(watch, { locked: true, players: 3 }, false)).toBeNull();
    expect(hostAttention(watch, { locked: true, players: 2 }, false)).toBe('leftWhileLocked');
    expect(hostAttention(watch, { locked: true, players: 2 }, true)).toBe('leftWhileLocked');
    expect(hostAttention(watch, { locked: true, players: 3 }, true)).toBe('settingsRefused');
    // Unlocked, whoever left can come back by themselves.
    expect(hostAttention(OPEN_ROOM, { locked: false, players: 1 }, false)).toBeNull();
  });
});
