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
    videoCallActive: false,
    videoParticipants: [],
    host: 'Ana',
    locked: false,
    code: 'ABC234',
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
    expect(roomChangeNotices(room(), room({ host: 'Ben' }), 'Cy')).toEqual([{ type: 'notice', kind: 'hostChanged', username: 'Ben' }]);
    expect(roomChangeNotices(room(), room({ host: 'ANA' }), 'Cy')).toEqual([]);
    expect(roomChangeNotices(room({ host: '' }), room(), 'Cy')).toEqual([]);
    expect(roomChangeNotices(null, room(), 'Cy')).toEqual([]);
  });

  it('does not tell players of their own departure', () => {
    expect(roomChangeNotices(room(), room({ username: ['Ana'] }), 'Ben')).toEqual([{ type: 'notice', kind: 'playerLeft', username: 'Cy' }]);
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
