import { describe, expect, it } from 'vitest';
import {
  applyRoomCommand,
  isUnchanged,
  ROOM_REFUSALS,
  roomStateOf,
  type RoomCommand,
  type RoomOutcome,
  type RoomRecord,
  type RoomRuleContext,
} from './room-rules';
import { initialSettings } from './room-settings';

const NOW = 1_000_000;
const context: RoomRuleContext = {
  now: NOW,
  deal: (type, deck, seed, index, address) =>
    deck.settings.customOnly && deck.custom.length === 0
      ? null
      : {
          id: `${deck.language}-${type}-${index}`,
          text: `${type} #${index} of seed ${seed}${address === 'neutral' ? '' : ` (${address})`}`,
        },
};

function room(names: readonly string[], overrides: Partial<RoomRecord> = {}): RoomRecord {
  return {
    id: 'room-1',
    roomName: 'Friday',
    roomType: 'public',
    players: names.map((username, index) => ({
      id: index + 1,
      username,
      lastSeenAt: NOW - 5_000,
      adult: false,
      address: 'neutral',
    })),
    currentTurn: 0,
    currentPrompt: '',
    currentType: '',
    language: 'en',
    currentPromptId: '',
    currentPromptAddress: 'neutral',
    videoCallActive: false,
    videoParticipants: [],
    promptSeed: 42,
    truthsDealt: 0,
    daresDealt: 0,
    lastActivityAt: NOW - 5_000,
    host: names[0] ?? '',
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
    const outcome = applied(room(['Ana']), { type: 'join', username: 'Ben', adult: false, address: 'neutral' });
    expect(outcome.room.players.map((seat) => seat.username)).toEqual(['Ana', 'Ben']);
    expect(outcome.room.players[1]).toEqual({
      id: null,
      username: 'Ben',
      lastSeenAt: NOW,
      adult: false,
      address: 'neutral',
    });
    expect(outcome.room.lastActivityAt).toBe(NOW);
    expect(outcome.events).toEqual([{ type: 'turnUpdate', data: { room: roomStateOf(outcome.room) } }]);
  });

  it('makes the first player in the host, and only the first', () => {
    const first = applied(room([]), { type: 'join', username: 'Ana', adult: false, address: 'neutral' });
    expect(first.room.host).toBe('Ana');
    expect(applied(first.room, { type: 'join', username: 'Ben', adult: false, address: 'neutral' }).room.host).toBe(
      'Ana',
    );
  });

  it('refuses a new player in a locked room, with the name check first', () => {
    const locked = room(['Ana'], { locked: true });
    expect(refusalOf(locked, { type: 'join', username: 'Ben', adult: false, address: 'neutral' })).toEqual(
      ROOM_REFUSALS.roomLocked,
    );
    expect(refusalOf(locked, { type: 'join', username: 'ana', adult: false, address: 'neutral' })).toEqual(
      ROOM_REFUSALS.usernameTaken,
    );
  });

  it('refuses a name already seated, whatever its case, and changes nothing', () => {
    const before = room(['Ana']);
    expect(refusalOf(before, { type: 'join', username: 'aNA', adult: false, address: 'neutral' })).toEqual(
      ROOM_REFUSALS.usernameTaken,
    );
    expect(before.players).toHaveLength(1);
  });
});

describe('applyRoomCommand: takeTurn', () => {
  it('deals the next prompt of the chosen type from the room seed and moves the turn on', () => {
    const outcome = applied(room(['Ana', 'Ben'], { truthsDealt: 3 }), {
      type: 'takeTurn',
      playerId: 1,
      turnType: 'truth',
    });
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
    const outcome = applied(room(['Ana', 'Ben'], { currentTurn: 1, daresDealt: 7 }), {
      type: 'takeTurn',
      playerId: 2,
      turnType: 'dare',
    });
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
    expect(refusalOf(first.room, { type: 'takeTurn', playerId: 1, turnType: 'truth' })).toEqual(
      ROOM_REFUSALS.notYourTurn,
    );
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
    expect(
      applied(room(['Ana', 'Ben', 'Cy'], { currentTurn: 2 }), { type: 'leave', playerId: 3 }).room.currentTurn,
    ).toBe(0);
    expect(
      applied(room(['Ana', 'Ben', 'Cy'], { currentTurn: 1 }), { type: 'leave', playerId: 2 }).room.currentTurn,
    ).toBe(1);
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
    expect(
      applied(room(['Ana', 'Ben', 'Cy'], { host: 'Cy' }), { type: 'timeOut', playerId: 3, silentBefore: NOW }).room
        .host,
    ).toBe('Ana');
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
    const outcome = applied(room(['Ana', 'Ben', 'Cy'], { currentTurn: 1 }), {
      type: 'removePlayer',
      playerId: 1,
      username: 'ben',
    });
    expect(roomStateOf(outcome.room).username).toEqual(['Ana', 'Cy']);
    expect(roomStateOf(outcome.room).currentTurn).toBe(1);
    expect(outcome.room.host).toBe('Ana');
    expect(outcome.room.players[0]?.lastSeenAt).toBe(NOW);
    // The removed player's own streams hear why, under the name as it was seated.
    expect(outcome.addressed).toEqual([{ to: 'Ben', event: { type: 'removed', data: { reason: 'kicked' } } }]);
    expect(applied(room(['Ana', 'Ben']), { type: 'leave', playerId: 2 }).addressed).toEqual([]);
    expect(refusalOf(room(['Ana', 'Ben']), { type: 'removePlayer', playerId: 1, username: 'Ana' })).toEqual(
      ROOM_REFUSALS.hostRemovingSelf,
    );
    expect(refusalOf(room(['Ana', 'Ben']), { type: 'removePlayer', playerId: 1, username: 'Zed' })).toEqual(
      ROOM_REFUSALS.playerNotFound,
    );
  });

  it('lets the host skip the current turn, keeping the prompt on screen', () => {
    const outcome = applied(room(['Ana', 'Ben'], { currentTurn: 1, currentPrompt: 'Sing', currentType: 'dare' }), {
      type: 'skipTurn',
      playerId: 1,
    });
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

describe('applyRoomCommand: settings and the group’s own prompts', () => {
  const adults = (names: readonly string[]) =>
    room(names, {
      settings: initialSettings('adults'),
      players: names.map((username, index) => ({
        id: index + 1,
        username,
        lastSeenAt: NOW,
        adult: true,
        address: 'neutral',
      })),
    });

  it('lets into an Adults room only players who confirmed they are 18 or older', () => {
    expect(refusalOf(adults(['Ana']), { type: 'join', username: 'Ben', adult: false, address: 'neutral' })).toEqual(
      ROOM_REFUSALS.adultsOnly,
    );
    expect(
      applied(adults(['Ana']), { type: 'join', username: 'Ben', adult: true, address: 'neutral' }).room.players[1]
        ?.adult,
    ).toBe(true);
  });

  it('changes settings for the host only; a new rating brings its default categories', () => {
    const before = room(['Ana', 'Ben']);
    expect(refusalOf(before, { type: 'changeSettings', playerId: 2, change: { turnSeconds: 60 } })).toEqual(
      ROOM_REFUSALS.notHost,
    );
    const teen = applied(before, {
      type: 'changeSettings',
      playerId: 1,
      change: { rating: 'teen', categories: ['party', 'spicy'] },
    });
    expect(roomStateOf(teen.room).settings).toMatchObject({
      rating: 'teen',
      categories: ['party', 'spicy'],
      customTruths: 0,
    });
    // Back to Family: its defaults come back.
    expect(
      applied(teen.room, { type: 'changeSettings', playerId: 1, change: { rating: 'family' } }).room.settings
        .categories,
    ).toEqual(['normal', 'funny']);
    expect(refusalOf(before, { type: 'changeSettings', playerId: 1, change: { categories: ['spicy'] } })?.message).toBe(
      'Spicy prompts are not dealt in a Family (PG) room.',
    );
    expect(refusalOf(before, { type: 'changeSettings', playerId: 1, change: { categories: [] } })?.message).toBe(
      'Choose at least one category.',
    );
    expect(refusalOf(before, { type: 'changeSettings', playerId: 1, change: { chatFilter: false } })?.message).toBe(
      'A Family room always filters its chat.',
    );
    expect(
      applied(teen.room, { type: 'changeSettings', playerId: 1, change: { chatFilter: false } }).room.settings
        .chatFilter,
    ).toBe(false);
  });

  it('makes a room Adults only when everyone in it confirmed their age', () => {
    expect(
      refusalOf(room(['Ana', 'Ben']), { type: 'changeSettings', playerId: 1, change: { rating: 'adults' } })?.status,
    ).toBe(409);
    const confirmed = room(['Ana'], {
      players: [{ id: 1, username: 'Ana', lastSeenAt: NOW, adult: true, address: 'neutral' }],
    });
    expect(
      applied(confirmed, { type: 'changeSettings', playerId: 1, change: { rating: 'adults' } }).room.settings
        .categories,
    ).toEqual(['party', 'spicy', '18+']);
  });

  it('starts a fresh shuffle when what the room deals changes, not when only the timer does', () => {
    const dealing = room(['Ana', 'Ben'], { truthsDealt: 7, daresDealt: 3 });
    const recategorised = applied(dealing, {
      type: 'changeSettings',
      playerId: 1,
      change: { categories: ['normal'] },
    }).room;
    expect([recategorised.truthsDealt, recategorised.daresDealt]).toEqual([0, 0]);
    expect(recategorised.promptSeed).not.toBe(dealing.promptSeed);
    const timed = applied(dealing, { type: 'changeSettings', playerId: 1, change: { turnSeconds: 120 } }).room;
    expect([timed.truthsDealt, timed.promptSeed]).toEqual([7, dealing.promptSeed]);
  });

  it('takes the host’s own prompts within the limits, trimmed, without duplicates, and counts them on the wire', () => {
    const before = room(['Ana', 'Ben']);
    const added = applied(before, {
      type: 'addPrompt',
      playerId: 1,
      promptType: 'dare',
      text: '  Sing the chorus of our song  ',
    });
    expect(added.room.customPrompts.dare).toEqual(['Sing the chorus of our song']);
    expect(roomStateOf(added.room).settings).toMatchObject({ customDares: 1, customTruths: 0 });
    // Others learn how many there are, never the text, until one is dealt.
    expect(JSON.stringify(roomStateOf(added.room))).not.toContain('chorus');
    const refused = (text: string, from = added.room) =>
      refusalOf(from, { type: 'addPrompt', playerId: 1, promptType: 'dare', text });
    expect(refused('sing the CHORUS of our song!')?.message).toBe('This room already has that prompt.');
    expect(refused('Too short')?.message).toBe('A prompt needs at least 10 characters.');
    expect(refused('x'.repeat(201))?.message).toBe('A prompt can have at most 200 characters.');
    expect(refused('Tell us about your first kiss')?.message).toMatch(/^Family rooms keep to PG/);
    const full = room(['Ana'], {
      customPrompts: { truth: [], dare: Array.from({ length: 100 }, (_, index) => `Our dare number ${index}`) },
    });
    expect(refused('One dare too many here', full)?.message).toBe('This room already has 100 dares of its own.');
    expect(
      refusalOf(before, { type: 'addPrompt', playerId: 2, promptType: 'truth', text: 'A truth from a guest' }),
    ).toEqual(ROOM_REFUSALS.notHost);
  });

  it('refuses a turn when the room deals only its own prompts and has none of that type', () => {
    const only = room(['Ana', 'Ben'], { settings: { ...initialSettings(), customOnly: true } });
    expect(refusalOf(only, { type: 'takeTurn', playerId: 1, turnType: 'truth' })).toEqual(ROOM_REFUSALS.emptyDeck);
  });
});

describe('applyRoomCommand: whose prompt, pass once, and the turn timer', () => {
  it('names the player each prompt was drawn for', () => {
    const outcome = applied(room(['Ana', 'Ben']), { type: 'takeTurn', playerId: 1, turnType: 'dare' });
    expect(roomStateOf(outcome.room)).toMatchObject({ promptFor: 'Ana', currentTurn: 1, currentType: 'dare' });
  });

  it('lets that player pass once a game for another prompt of the same type; nobody else', () => {
    const dealt = applied(room(['Ana', 'Ben']), { type: 'takeTurn', playerId: 1, turnType: 'dare' }).room;
    expect(refusalOf(dealt, { type: 'pass', playerId: 2 })).toEqual(ROOM_REFUSALS.nothingToPass);
    const passed = applied(dealt, { type: 'pass', playerId: 1 });
    expect(passed.room).toMatchObject({
      currentType: 'dare',
      // The new prompt's id, as the deal named it: the second dare of the deck.
      currentPromptId: 'en-dare-1',
      currentTurn: 1,
      promptFor: 'Ana',
      passesUsed: ['Ana'],
      daresDealt: 2,
    });
    expect(passed.room.currentPrompt).not.toBe(dealt.currentPrompt);
    expect(refusalOf(passed.room, { type: 'pass', playerId: 1 })).toEqual(ROOM_REFUSALS.passUsed);
    expect(refusalOf(room(['Ana', 'Ben']), { type: 'pass', playerId: 1 })).toEqual(ROOM_REFUSALS.nothingToPass);
  });

  it('gives the current player a deadline when the timer is on, afresh each time the turn moves', () => {
    const timed = room(['Ana', 'Ben', 'Cy']);
    const on = applied(timed, { type: 'changeSettings', playerId: 1, change: { turnSeconds: 60 } });
    expect(on.room.turnDeadline).toBe(NOW + 60_000);
    expect(roomStateOf(on.room).turnDeadline).toBe('1970-01-01T00:17:40.000Z');
    const later = { ...context, now: NOW + 10_000 };
    const taken = applyRoomCommand(on.room, { type: 'takeTurn', playerId: 1, turnType: 'truth' }, later);
    expect(taken.ok && taken.room.turnDeadline).toBe(NOW + 70_000);
    // Chat-free changes that leave the same player on turn keep their deadline.
    const locked = applyRoomCommand(on.room, { type: 'setLocked', playerId: 1, locked: true }, later);
    expect(locked.ok && locked.room.turnDeadline).toBe(NOW + 60_000);
    expect(
      applied(on.room, { type: 'changeSettings', playerId: 1, change: { turnSeconds: 0 } }).room.turnDeadline,
    ).toBeNull();
    // Nobody to wait for when a player is alone.
    expect(
      applied(room(['Ana']), { type: 'changeSettings', playerId: 1, change: { turnSeconds: 60 } }).room.turnDeadline,
    ).toBeNull();
  });

  it('skips a player whose deadline passed, saying so, and only then', () => {
    const waiting = room(['Ana', 'Ben'], { settings: { ...initialSettings(), turnSeconds: 60 }, turnDeadline: NOW });
    expect(isUnchanged(applyRoomCommand({ ...waiting, turnDeadline: NOW + 1 }, { type: 'turnTimeout' }, context))).toBe(
      true,
    );
    const skipped = applied(waiting, { type: 'turnTimeout' });
    expect(skipped.room.currentTurn).toBe(1);
    expect(skipped.room.turnDeadline).toBe(NOW + 60_000);
    expect(skipped.events[0]).toMatchObject({
      type: 'turnUpdate',
      data: { skipped: { username: 'Ana', reason: 'timer' } },
    });
    expect(applied(room(['Ana', 'Ben']), { type: 'skipTurn', playerId: 1 }).events[0]).toMatchObject({
      data: { skipped: { username: 'Ana', reason: 'host' } },
    });
  });
});

describe('applyRoomCommand: the video call', () => {
  it('lets a seated player join and leave the call, publishing only videoCallUpdate', () => {
    const joined = applied(room(['Ana', 'Ben']), { type: 'joinCall', playerId: 2 });
    expect(joined.room).toMatchObject({ videoCallActive: true, videoParticipants: ['Ben'], lastActivityAt: NOW });
    expect(joined.events).toEqual([
      { type: 'videoCallUpdate', data: { videoCallActive: true, videoParticipants: ['Ben'] } },
    ]);
    expect(isUnchanged(applyRoomCommand(joined.room, { type: 'joinCall', playerId: 2 }, context))).toBe(true);
    const left = applied(joined.room, { type: 'leaveCall', playerId: 2 });
    expect(left.events).toEqual([{ type: 'videoCallUpdate', data: { videoCallActive: false, videoParticipants: [] } }]);
    expect(refusalOf(room(['Ana']), { type: 'joinCall', playerId: 9 })).toEqual(ROOM_REFUSALS.roomNotFound);
  });

  it('takes a player out of the call when they leave the room, time out or are removed', () => {
    const inCall = room(['Ana', 'Ben', 'Cy'], { videoCallActive: true, videoParticipants: ['Ben', 'Cy'] });
    for (const command of [
      { type: 'leave', playerId: 2 },
      { type: 'timeOut', playerId: 2, silentBefore: NOW },
      { type: 'removePlayer', playerId: 1, username: 'Ben' },
    ] satisfies RoomCommand[]) {
      const outcome = applied(inCall, command);
      expect(outcome.room.videoParticipants, command.type).toEqual(['Cy']);
      expect(
        outcome.events.map((event) => event.type),
        command.type,
      ).toEqual(['turnUpdate', 'videoCallUpdate']);
    }
    const last = applied(room(['Ana', 'Ben'], { videoCallActive: true, videoParticipants: ['Ben'] }), {
      type: 'leave',
      playerId: 2,
    });
    expect(last.events[1]).toEqual({
      type: 'videoCallUpdate',
      data: { videoCallActive: false, videoParticipants: [] },
    });
    // Someone outside the call leaving changes nothing about it.
    expect(applied(inCall, { type: 'leave', playerId: 1 }).events.map((event) => event.type)).toEqual(['turnUpdate']);
  });
});
