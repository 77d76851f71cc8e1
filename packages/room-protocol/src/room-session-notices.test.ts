import { describe, expect, it } from 'vitest';
import { applyStreamEvent } from './room-session-stream-event';
import { DEFAULT_ROOM_SETTINGS } from './room-settings';
import type { RoomState } from './room-types';

// What a turnUpdate tells the player, through the session's pure step: the skip the server names
// comes through the session, so a timer's skip is announced once and as the timer's.

function state(overrides: Partial<RoomState> = {}): RoomState {
  return {
    _id: 'AbCdEfGhIjKlMnOpQrSt_-',
    roomName: 'Friday',
    roomType: 'public',
    username: ['Ana', 'Ben'],
    currentTurn: 0,
    currentPrompt: 'Sing a song',
    currentType: 'dare',
    language: 'en',
    currentPromptId: '',
    currentPromptAddress: 'neutral',
    videoCallActive: false,
    videoParticipants: [],
    host: 'Ana',
    locked: false,
    code: 'ABC234',
    settings: { ...DEFAULT_ROOM_SETTINGS, turnSeconds: 60 },
    promptFor: 'Ben',
    turnDeadline: '2026-01-01T00:01:00.000Z',
    passesUsed: [],
    ...overrides,
  };
}

const context = { room: state(), chats: [], lastEventId: 4, seat: { username: 'Ben', token: 't-ben' } };

describe('room session: notices of a turnUpdate', () => {
  it("announces a timer's skip as running out of time, and not also as the host's skip", () => {
    const after = state({ currentTurn: 1, turnDeadline: '2026-01-01T00:02:00.000Z' });
    const { notices, changes } = applyStreamEvent(context, {
      type: 'turnUpdate',
      id: 5,
      data: { room: after, skipped: { username: 'Ana', reason: 'timer' } },
    });
    expect(notices).toEqual([{ type: 'notice', kind: 'turnTimedOut', username: 'Ana' }]);
    expect(changes).toEqual({ room: after, lastEventId: 5 });
  });

  it("announces the host's skip and a pass", () => {
    const skipped = applyStreamEvent(context, {
      type: 'turnUpdate',
      id: 5,
      data: { room: state({ currentTurn: 1 }), skipped: { username: 'Ana', reason: 'host' } },
    });
    expect(skipped.notices).toEqual([{ type: 'notice', kind: 'turnSkipped', username: 'Ana' }]);
    const passed = applyStreamEvent(context, {
      type: 'turnUpdate',
      id: 6,
      data: { room: state({ currentPrompt: 'Dance', passesUsed: ['Ben'] }) },
    });
    expect(passed.notices).toEqual([{ type: 'notice', kind: 'passed', username: 'Ben' }]);
  });
});
