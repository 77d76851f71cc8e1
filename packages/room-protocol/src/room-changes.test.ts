import { DEFAULT_ROOM_SETTINGS } from './room-settings';
import { describe, expect, it } from 'vitest';
import { removedByHost, roomChangeNotices, turnSkipped } from './room-changes';
import type { RoomState } from './room-types';

function room(overrides: Partial<RoomState> = {}): RoomState {
  return {
    _id: 'AbCdEfGhIjKlMnOpQrSt_-',
    roomName: 'Friday',
    roomType: 'public',
    username: ['Ana', 'Ben', 'Cy'],
    currentTurn: 0,
    currentPrompt: 'Sing',
    currentType: 'dare',
    language: 'en',
    currentPromptId: '',
    currentPromptAddress: 'neutral',
    videoCallActive: false,
    videoParticipants: [],
    host: 'Ana',
    locked: false,
    code: 'ABC234',
    settings: DEFAULT_ROOM_SETTINGS,
    promptFor: '',
    turnDeadline: null,
    passesUsed: [],
    ...overrides,
  };
}

describe('room changes', () => {
  it('reads a skip as the turn moving with the same prompt and the same players', () => {
    expect(turnSkipped(room(), room({ currentTurn: 1 }))).toBe('Ana');
    expect(turnSkipped(room({ currentTurn: 2 }), room({ currentTurn: 0 }))).toBe('Cy');
    // Names compare without case, as the server does.
    expect(turnSkipped(room(), room({ currentTurn: 1, username: ['ana', 'BEN', 'cy'] }))).toBe('Ana');
    expect(turnSkipped(room(), room())).toBeNull();
    expect(turnSkipped(room(), room({ currentTurn: 1, currentPrompt: 'Dance' }))).toBeNull();
    expect(turnSkipped(room(), room({ currentTurn: 1, currentType: 'truth' }))).toBeNull();
    expect(turnSkipped(room({ currentTurn: 2 }), room({ currentTurn: 1, username: ['Ben', 'Cy'] }))).toBeNull();
  });

  it('announces a host change only between two named hosts', () => {
    expect(roomChangeNotices(room(), room({ host: 'Ben' }), 'Cy')).toEqual([
      { type: 'notice', kind: 'hostChanged', username: 'Ben' },
    ]);
    expect(roomChangeNotices(room(), room({ host: 'ANA' }), 'Cy')).toEqual([]);
    expect(roomChangeNotices(room({ host: '' }), room(), 'Cy')).toEqual([]);
    expect(roomChangeNotices(null, room(), 'Cy')).toEqual([]);
  });

  it('does not tell players of their own departure', () => {
    expect(roomChangeNotices(room(), room({ username: ['Ana'] }), 'Ben')).toEqual([
      { type: 'notice', kind: 'playerLeft', username: 'Cy' },
    ]);
  });

  it('reads a removal as the name going while another player was host and still is', () => {
    expect(removedByHost(room(), room({ username: ['Ana', 'Cy'] }), 'Ben')).toBe(true);
    expect(removedByHost(room(), room({ username: ['Ana', 'Cy'] }), 'ben')).toBe(true);
    // Still there, never there, or the host themselves (who cannot be removed).
    expect(removedByHost(room(), room(), 'Ben')).toBe(false);
    expect(removedByHost(room(), room({ username: ['Ana', 'Cy'] }), 'Zed')).toBe(false);
    expect(removedByHost(room(), room({ username: ['Ben', 'Cy'], host: 'Ben' }), 'Ana')).toBe(false);
    // The host changed on the way: the old host left as well, so nobody removed the viewer.
    expect(removedByHost(room(), room({ username: ['Cy'], host: 'Cy' }), 'Ben')).toBe(false);
  });
});

describe('room changes: skips and passes the server names', () => {
  it("tells a timer's skip from a host's by the update's `skipped`, announcing each skip once", () => {
    const moved = room({ currentTurn: 1 });
    expect(roomChangeNotices(room(), moved, 'Cy', { username: 'Ana', reason: 'timer' })).toEqual([
      { type: 'notice', kind: 'turnTimedOut', username: 'Ana' },
    ]);
    expect(roomChangeNotices(room(), moved, 'Cy', { username: 'Ana', reason: 'host' })).toEqual([
      { type: 'notice', kind: 'turnSkipped', username: 'Ana' },
    ]);
    // Without `skipped` (a server from before it) the skip is still read from the two states.
    expect(roomChangeNotices(room(), moved, 'Cy')).toEqual([{ type: 'notice', kind: 'turnSkipped', username: 'Ana' }]);
  });

  it('trusts `skipped` over the two states, even when they would not read as a skip', () => {
    // The timer ran out as the last player left: the players changed, the skip still happened.
    const after = room({ username: ['Ana', 'Ben'], currentTurn: 1 });
    expect(roomChangeNotices(room({ currentTurn: 0 }), after, 'Ben', { username: 'Ana', reason: 'timer' })).toEqual([
      { type: 'notice', kind: 'playerLeft', username: 'Cy' },
      { type: 'notice', kind: 'turnTimedOut', username: 'Ana' },
    ]);
  });

  it('announces a pass when a name joins passesUsed, to everyone, the passer included', () => {
    const before = room({ promptFor: 'Ben', currentTurn: 2, passesUsed: ['Ana'] });
    const after = room({ promptFor: 'Ben', currentTurn: 2, currentPrompt: 'Dance', passesUsed: ['Ana', 'Ben'] });
    expect(roomChangeNotices(before, after, 'Cy')).toEqual([{ type: 'notice', kind: 'passed', username: 'Ben' }]);
    expect(roomChangeNotices(before, after, 'Ben')).toEqual([{ type: 'notice', kind: 'passed', username: 'Ben' }]);
    // Names compare without case; a pass already known is not announced again.
    expect(roomChangeNotices(after, room({ ...after, passesUsed: ['ANA', 'ben'] }), 'Cy')).toEqual([]);
    expect(roomChangeNotices(null, after, 'Cy')).toEqual([]);
  });
});
