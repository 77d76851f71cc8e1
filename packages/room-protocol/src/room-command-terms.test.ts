import { describe, expect, it } from 'vitest';
import { ROOM_COMMAND_TERMS } from './room-command-terms';
import { applyRoomCommand, ROOM_REFUSALS, type RoomCommand, type RoomRecord } from './room-rules';
import { initialSettings } from './room-settings';

const NOW = 1_000_000;

function roomOf(names: readonly string[]): RoomRecord {
  return {
    id: 'room-1',
    roomName: 'Friday',
    roomType: 'public',
    players: names.map((username, index) => ({
      id: index + 1,
      username,
      lastSeenAt: NOW,
      adult: true,
      address: 'neutral',
    })),
    currentTurn: 0,
    currentPrompt: '',
    currentType: '',
    language: 'en',
    currentPromptId: '',
    currentPromptAddress: 'neutral',
    promptFor: '',
    videoCallActive: false,
    videoParticipants: [],
    promptSeed: 42,
    truthsDealt: 0,
    daresDealt: 0,
    lastActivityAt: NOW,
    host: names[0] ?? '',
    locked: false,
    code: 'ABC234',
    settings: initialSettings(),
    customPrompts: { truth: [], dare: [] },
    turnDeadline: null,
    passesUsed: [],
  };
}

/** One command of each type, sent by player 2 (Ben, not the host) where a sender is named. */
const FROM_BEN: { readonly [Type in RoomCommand['type']]: RoomCommand } = {
  join: { type: 'join', username: 'Dee', adult: false, address: 'neutral' },
  takeTurn: { type: 'takeTurn', playerId: 2, turnType: 'truth' },
  pass: { type: 'pass', playerId: 2 },
  leave: { type: 'leave', playerId: 2 },
  joinCall: { type: 'joinCall', playerId: 2 },
  leaveCall: { type: 'leaveCall', playerId: 2 },
  removePlayer: { type: 'removePlayer', playerId: 2, username: 'Cy' },
  skipTurn: { type: 'skipTurn', playerId: 2 },
  setLocked: { type: 'setLocked', playerId: 2, locked: true },
  handHost: { type: 'handHost', playerId: 2, username: 'Cy' },
  changeSettings: { type: 'changeSettings', playerId: 2, change: { turnSeconds: 60 } },
  addPrompt: { type: 'addPrompt', playerId: 2, promptType: 'dare', text: 'Sing the chorus of a song you love' },
  timeOut: { type: 'timeOut', playerId: 2, silentBefore: NOW + 1 },
  turnTimeout: { type: 'turnTimeout' },
};

describe('who may send each room command', () => {
  const context = { now: NOW, deal: () => ({ id: 'n-t1', text: 'a prompt' }) };
  const types = Object.keys(ROOM_COMMAND_TERMS) as RoomCommand['type'][];

  it('refuses exactly the host commands to a player who is not the host', () => {
    for (const type of types) {
      const outcome = applyRoomCommand(roomOf(['Ana', 'Ben', 'Cy']), FROM_BEN[type], context);
      const refusedAsNotHost = !outcome.ok && outcome.refusal === ROOM_REFUSALS.notHost;
      expect(refusedAsNotHost, type).toBe(ROOM_COMMAND_TERMS[type].sender === 'host');
    }
  });

  it('needs a seat only for what a seated sender does, never for leaving', () => {
    const sendersNeedingASeat = types
      .filter((type) => ROOM_COMMAND_TERMS[type].needsSeat)
      .map((type) => ROOM_COMMAND_TERMS[type].sender);
    expect(new Set(sendersNeedingASeat)).toEqual(new Set(['player', 'host']));
    expect(ROOM_COMMAND_TERMS.leave.needsSeat).toBe(false);
    expect(ROOM_COMMAND_TERMS.leaveCall.needsSeat).toBe(false);
  });
});
