import { describe, expect, it } from 'vitest';
import { ADDRESS_MESSAGE, LANGUAGE_MESSAGE, roomDealsEnglish } from './room-language';
import { applyRoomCommand, roomStateOf, type RoomRecord, type RoomRuleContext } from './room-rules';
import { createRoomRequestSchema, joinRoomRequestSchema, roomSchema, settingsRequestSchema } from './room-schemas';
import { initialSettings } from './room-settings';

const NOW = 1_000;
const context: RoomRuleContext = {
  now: NOW,
  deal: (type, deck, seed, index, address) => ({ id: `${type}-${index}`, text: `${deck.language}:${address}` }),
};

function room(overrides: Partial<RoomRecord> = {}): RoomRecord {
  return {
    id: 'room-1',
    roomName: 'Friday',
    roomType: 'public',
    players: [
      { id: 1, username: 'Ana', lastSeenAt: 0, adult: false, address: 'female' },
      { id: 2, username: 'Ben', lastSeenAt: 0, adult: false, address: 'neutral' },
    ],
    currentTurn: 0,
    currentPrompt: '',
    currentType: '',
    language: 'es',
    currentPromptId: '',
    currentPromptAddress: 'neutral',
    videoCallActive: false,
    videoParticipants: [],
    promptSeed: 42,
    truthsDealt: 0,
    daresDealt: 0,
    lastActivityAt: 0,
    host: 'Ana',
    locked: false,
    code: 'ABC234',
    settings: initialSettings(),
    customPrompts: { truth: [], dare: [] },
    promptFor: '',
    turnDeadline: null,
    passesUsed: [],
    ...overrides,
  };
}

describe('room language and address in the rules', () => {
  it('deals in the room language, worded for the player whose turn it is, and says which prompt and form', () => {
    const outcome = applyRoomCommand(room(), { type: 'takeTurn', playerId: 1, turnType: 'dare' }, context);
    if (!outcome.ok) throw new Error(outcome.refusal.message);
    expect(roomStateOf(outcome.room)).toMatchObject({
      language: 'es',
      currentPrompt: 'es:female',
      currentPromptId: 'dare-0',
      currentPromptAddress: 'female',
    });
  });

  it('keeps the address a player joins with', () => {
    const outcome = applyRoomCommand(room(), { type: 'join', username: 'Cy', adult: false, address: 'male' }, context);
    expect(outcome.ok && outcome.room.players[2]?.address).toBe('male');
  });

  it('lets the host change the language, which starts a fresh deck', () => {
    const before = room({ truthsDealt: 4 });
    const outcome = applyRoomCommand(
      before,
      { type: 'changeSettings', playerId: 1, change: { language: 'ar' } },
      context,
    );
    if (!outcome.ok) throw new Error(outcome.refusal.message);
    expect(outcome.room.language).toBe('ar');
    expect(outcome.room.truthsDealt).toBe(0);
    expect(outcome.room.promptSeed).not.toBe(before.promptSeed);
    const same = applyRoomCommand(before, { type: 'changeSettings', playerId: 1, change: { language: 'es' } }, context);
    expect(same.ok && same.room.promptSeed).toBe(before.promptSeed);
  });
});

describe('room language schemas', () => {
  it('takes a known language and refuses anything else with the message naming them', () => {
    expect(createRoomRequestSchema.parse({ roomName: 'Friday', roomType: 'public', language: 'pt-BR' }).language).toBe(
      'pt-BR',
    );
    const refused = createRoomRequestSchema.safeParse({ roomName: 'Friday', roomType: 'public', language: 'pt' });
    expect(refused.error?.issues[0]?.message).toBe(LANGUAGE_MESSAGE);
    expect(settingsRequestSchema.safeParse({ language: 'EN' }).error?.issues[0]?.message).toBe(LANGUAGE_MESSAGE);
  });

  it('takes female, male or neutral as an address, and nothing else', () => {
    expect(joinRoomRequestSchema.parse({ username: 'Ana', address: 'female' }).address).toBe('female');
    expect(joinRoomRequestSchema.safeParse({ username: 'Ana', address: 'other' }).error?.issues[0]?.message).toBe(
      ADDRESS_MESSAGE,
    );
  });

  it('reads a room from a server before languages as English, neutral, with no prompt id', () => {
    const parsed = roomSchema.parse({
      ...roomStateOf(room()),
      language: undefined,
      currentPromptId: undefined,
      currentPromptAddress: undefined,
      chats: [],
    });
    expect([parsed.language, parsed.currentPromptId, parsed.currentPromptAddress]).toEqual(['en', '', 'neutral']);
  });
});

describe('roomDealsEnglish', () => {
  it('is false for English and for a language with every bank of the categories', () => {
    expect(roomDealsEnglish('en', ['normal', 'funny'])).toBe(false);
    expect(roomDealsEnglish('es', ['normal', 'funny', 'party', 'spicy', '18+'])).toBe(false);
  });

  it('is true when a language lacks a bank the categories deal from', () => {
    // French has no prompt files yet (packages/prompt-banks/src/locale-files.ts).
    expect(roomDealsEnglish('fr', ['normal'])).toBe(true);
    expect(roomDealsEnglish('pt-BR', ['18+'])).toBe(true);
  });
});
