import { describe, expect, it } from 'vitest';
import { applyRoomCommand, isUnchanged, ROOM_REFUSALS, roomStateOf, type RoomCommand, type RoomOutcome, type RoomRecord } from './room-rules';

const NOW = 1_000_000;
const context = { now: NOW, deal: (type: string, seed: number, index: number) => `${type} #${index} of seed ${seed}` };

function room(names: readonly string[], overrides: Partial<RoomRecord> = {}): RoomRecord {
  return {
    id: 'room-1',
    roomName: 'Friday',
    roomType: 'public',
    players: names.map((username, index) => ({ id: index + 1, username, lastSeenAt: NOW - 5_000 })),
    currentTurn: 0,
    currentPrompt: '',
    currentType: '',
    videoCallActive: false,
    videoParticipants: [],
    promptSeed: 42,
    truthsDealt: 0,
    daresDealt: 0,
    lastActivityAt: NOW - 5_000,
    host: names[0] ?? '',
    locked: false,
    code: 'ABC234',
    ...overrides,
  };
}

function applied(before: RoomRecord, command: RoomCommand): Extract<RoomOutcome, { ok: true }> {
  const outcome = applyRoomCommand(before, command, context);
  if (!outcome.ok) throw new Error(`refused: ${outcome.refusal.message}`);
  return outcome;
}

function refusalOf(before: RoomRecord, command: RoomCommand) {
  const outcome = applyRoomCommand(before, command, context);
  return outcome.ok ? null : outcome.refusal;
}

describe('applyRoomCommand: join', () => {
  it('seats the player last in turn order, marks them seen and the room active, and publishes the room', () => {
    const outcome = applied(room(['Ana']), { type: 'join', username: 'Ben' });
    expect(outcome.room.players.map((seat) => seat.username)).toEqual(['Ana', 'Ben']);
    expect(outcome.room.players[1]).toEqual({ id: null, username: 'Ben', lastSeenAt: NOW });
    expect(outcome.room.lastActivityAt).toBe(NOW);
    expect(outcome.events).toEqual([{ type: 'turnUpdate', data: { room: roomStateOf(outcome.room) } }]);
  });

  it('makes the first player in the host, and only the first', () => {
    const first = applied(room([]), { type: 'join', username: 'Ana' });
    expect(first.room.host).toBe('Ana');
    expect(applied(first.room, { type: 'join', username: 'Ben' }).room.host).toBe('Ana');
  });

  it('refuses a new player in a locked room, with the name check first', () => {
    const locked = room(['Ana'], { locked: true });
    expect(refusalOf(locked, { type: 'join', username: 'Ben' })).toEqual(ROOM_REFUSALS.roomLocked);
    expect(refusalOf(locked, { type: 'join', username: 'ana' })).toEqual(ROOM_REFUSALS.usernameTaken);
  });

  it('refuses a name already seated, whatever its case, and changes nothing', () => {
    const before = room(['Ana']);
    expect(refusalOf(before, { type: 'join', username: 'aNA' })).toEqual(ROOM_REFUSALS.usernameTaken);
    expect(before.players).toHaveLength(1);
  });
});

describe('applyRoomCommand: takeTurn', () => {
  it('deals the next prompt of the chosen type from the room seed and moves the turn on', () => {
    const outcome = applied(room(['Ana', 'Ben'], { truthsDealt: 3 }), { type: 'takeTurn', playerId: 1, turnType: 'truth' });
    expect(outcome.room.currentPrompt).toBe('truth #3 of seed 42');
    expect(outcome.room.currentType).toBe('truth');
    expect(outcome.room.currentTurn).toBe(1);
    expect([outcome.room.truthsDealt, outcome.room.daresDealt]).toEqual([4, 0]);
    expect(outcome.room.players[0]?.lastSeenAt).toBe(NOW);
    expect(outcome.room.players[1]?.lastSeenAt).toBe(NOW - 5_000);
    expect(outcome.room.lastActivityAt).toBe(NOW);
    expect(outcome.events).toEqual([{ type: 'turnUpdate', data: { room: roomStateOf(outcome.room) } }]);
  });

  it('counts dares apart from truths and wraps from the last player to the first', () => {
    const outcome = applied(room(['Ana', 'Ben'], { currentTurn: 1, daresDealt: 7 }), { type: 'takeTurn', playerId: 2, turnType: 'dare' });
    expect(outcome.room.currentPrompt).toBe('dare #7 of seed 42');
    expect([outcome.room.truthsDealt, outcome.room.daresDealt]).toEqual([0, 8]);
    expect(outcome.room.currentTurn).toBe(0);
  });

  it("refuses anyone but the player at currentTurn with the contract's 409", () => {
    const before = room(['Ana', 'Ben']);
    expect(refusalOf(before, { type: 'takeTurn', playerId: 2, turnType: 'dare' })).toEqual(ROOM_REFUSALS.notYourTurn);
    expect(refusalOf(room([]), { type: 'takeTurn', playerId: 1, turnType: 'dare' })).toEqual(ROOM_REFUSALS.notYourTurn);
  });

  it('lets a second racing turn from the same player be refused, as the turn has moved', () => {
    const first = applied(room(['Ana', 'Ben']), { type: 'takeTurn', playerId: 1, turnType: 'truth' });
    expect(refusalOf(first.room, { type: 'takeTurn', playerId: 1, turnType: 'truth' })).toEqual(ROOM_REFUSALS.notYourTurn);
  });
});

describe('applyRoomCommand: leave and timeOut', () => {
  it('keeps the turn with the same person when someone before them leaves', () => {
    const outcome = applied(room(['Ana', 'Ben', 'Cy'], { currentTurn: 2 }), { type: 'leave', playerId: 1 });
    expect(roomStateOf(outcome.room).username).toEqual(['Ben', 'Cy']);
    expect(outcome.room.currentTurn).toBe(1);
    expect(outcome.room.lastActivityAt).toBe(NOW);
    expect(outcome.events).toHaveLength(1);
  });

  it('passes the turn on, wrapping, when the player who has it leaves', () => {
    expect(applied(room(['Ana', 'Ben', 'Cy'], { currentTurn: 2 }), { type: 'leave', playerId: 3 }).room.currentTurn).toBe(0);
    expect(applied(room(['Ana', 'Ben', 'Cy'], { currentTurn: 1 }), { type: 'leave', playerId: 2 }).room.currentTurn).toBe(1);
  });

  it('changes nothing for a player who is not seated', () => {
    const outcome = applyRoomCommand(room(['Ana']), { type: 'leave', playerId: 9 }, context);
    expect(isUnchanged(outcome)).toBe(true);
  });

  it('times out only a player still silent since the cutoff, without marking the room active', () => {
    const before = room(['Ana', 'Ben']);
    const silent = applied(before, { type: 'timeOut', playerId: 2, silentBefore: NOW - 4_000 });
    expect(roomStateOf(silent.room).username).toEqual(['Ana']);
    expect(silent.room.lastActivityAt).toBe(before.lastActivityAt);

    const spokeSince = applyRoomCommand(before, { type: 'timeOut', playerId: 2, silentBefore: NOW - 6_000 }, context);
    expect(isUnchanged(spokeSince)).toBe(true);
  });
});

describe('applyRoomCommand: the host', () => {
  it('hands the host role to the next player in turn order when the host leaves or times out, wrapping', () => {
    expect(applied(room(['Ana', 'Ben', 'Cy']), { type: 'leave', playerId: 1 }).room.host).toBe('Ben');
    expect(applied(room(['Ana', 'Ben', 'Cy'], { host: 'Cy' }), { type: 'timeOut', playerId: 3, silentBefore: NOW }).room.host).toBe('Ana');
    expect(applied(room(['Ana', 'Ben', 'Cy']), { type: 'leave', playerId: 2 }).room.host).toBe('Ana');
    expect(applied(room(['Ana']), { type: 'leave', playerId: 1 }).room.host).toBe('');
  });

  it('refuses every host command from anyone but the host, and changes nothing', () => {
    const before = room(['Ana', 'Ben', 'Cy']);
    const commands: RoomCommand[] = [
      { type: 'removePlayer', playerId: 2, username: 'Cy' },
      { type: 'skipTurn', playerId: 2 },
      { type: 'setLocked', playerId: 2, locked: true },
      { type: 'handHost', playerId: 2, username: 'Ben' },
      { type: 'skipTurn', playerId: 99 },
    ];
    for (const command of commands) expect(refusalOf(before, command), command.type).toEqual(ROOM_REFUSALS.notHost);
  });

  it('lets the host remove another player, who loses the turn if they had it; not the host themselves, nor a stranger', () => {
    const outcome = applied(room(['Ana', 'Ben', 'Cy'], { currentTurn: 1 }), { type: 'removePlayer', playerId: 1, username: 'ben' });
    expect(roomStateOf(outcome.room).username).toEqual(['Ana', 'Cy']);
    expect(roomStateOf(outcome.room).currentTurn).toBe(1);
    expect(outcome.room.host).toBe('Ana');
    expect(outcome.room.players[0]?.lastSeenAt).toBe(NOW);
    expect(refusalOf(room(['Ana', 'Ben']), { type: 'removePlayer', playerId: 1, username: 'Ana' })).toEqual(ROOM_REFUSALS.hostRemovingSelf);
    expect(refusalOf(room(['Ana', 'Ben']), { type: 'removePlayer', playerId: 1, username: 'Zed' })).toEqual(ROOM_REFUSALS.playerNotFound);
  });

  it('lets the host skip the current turn, keeping the prompt on screen', () => {
    const outcome = applied(room(['Ana', 'Ben'], { currentTurn: 1, currentPrompt: 'Sing', currentType: 'dare' }), { type: 'skipTurn', playerId: 1 });
    expect(outcome.room.currentTurn).toBe(0);
    expect([outcome.room.currentPrompt, outcome.room.truthsDealt, outcome.room.daresDealt]).toEqual(['Sing', 0, 0]);
    expect(outcome.events).toHaveLength(1);
  });

  it('lets the host lock and unlock the room and hand the role on', () => {
    const locked = applied(room(['Ana', 'Ben']), { type: 'setLocked', playerId: 1, locked: true });
    expect(roomStateOf(locked.room).locked).toBe(true);
    expect(applied(locked.room, { type: 'setLocked', playerId: 1, locked: false }).room.locked).toBe(false);
    const handed = applied(room(['Ana', 'Ben']), { type: 'handHost', playerId: 1, username: 'BEN' });
    expect(roomStateOf(handed.room).host).toBe('Ben');
    expect(refusalOf(handed.room, { type: 'skipTurn', playerId: 1 })).toEqual(ROOM_REFUSALS.notHost);
  });
});
