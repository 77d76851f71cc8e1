import { describe, expect, it } from 'vitest';
import { nameKey } from './name-key';
import { applyRoomCommand, type RoomRecord, type RoomRuleContext } from './room-rules';
import { DEFAULT_ROOM_SETTINGS } from './room-settings';

describe('nameKey', () => {
  it('gives names that look alike one key', () => {
    const ana = nameKey('Ana');
    expect(nameKey('\u0410na')).toBe(ana); // Cyrillic capital A
    expect(nameKey('\u0430na')).toBe(ana); // Cyrillic small a
    expect(nameKey('ANA')).toBe(ana);
    expect(nameKey('Ana\u200B')).toBe(ana);
    expect(nameKey('A\u0301na')).toBe(nameKey('\u00C1na'));
    expect(nameKey('rn')).toBe(nameKey('m'));
    expect(nameKey('B0B')).toBe(nameKey('bob'));
    expect(nameKey('Ana  Ben')).toBe(nameKey('Ana Ben'));
  });

  it('keeps names that look different apart', () => {
    expect(nameKey('Ana')).not.toBe(nameKey('Ann'));
    expect(nameKey('\u00C1na')).not.toBe(nameKey('Ana'));
    expect(nameKey('Ben')).not.toBe(nameKey('Ben2'));
  });
});

describe('joining with nameKey', () => {
  const room: RoomRecord = {
    id: 'room',
    roomName: 'Room',
    roomType: 'public',
    players: [{ id: 1, username: 'Ana', lastSeenAt: 0, adult: false, address: 'neutral' }],
    currentTurn: 0,
    currentPrompt: '',
    currentType: '',
    language: 'en',
    currentPromptId: '',
    currentPromptAddress: 'neutral',
    videoCallActive: false,
    videoParticipants: [],
    promptSeed: 1,
    truthsDealt: 0,
    daresDealt: 0,
    lastActivityAt: 0,
    host: 'Ana',
    locked: false,
    code: 'ABCDEF',
    settings: DEFAULT_ROOM_SETTINGS,
    customPrompts: { truth: [], dare: [] },
    promptFor: '',
    turnDeadline: null,
    passesUsed: [],
  };
  const context: RoomRuleContext = { now: 1, nameKey, deal: () => null };

  it('refuses a name confusable with a seated one', () => {
    expect(
      applyRoomCommand(room, { type: 'join', username: '\u0410na', adult: false, address: 'neutral' }, context),
    ).toEqual({
      ok: false,
      refusal: { status: 409, message: 'Username already exists' },
    });
    expect(
      applyRoomCommand(room, { type: 'join', username: 'Ben', adult: false, address: 'neutral' }, context).ok,
    ).toBe(true);
  });
});
