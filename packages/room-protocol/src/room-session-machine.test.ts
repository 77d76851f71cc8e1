import { CUSTOM_PROMPT_MESSAGES, DEFAULT_ROOM_SETTINGS } from './room-settings';
import { advanceBy, expectRefused, startOnClock } from '@truth-or-dare/engine-test-kit';
import { describe, expect, it, vi } from 'vitest';
import { createRoomSessionMachine } from './room-session-machine';
import type { RoomSessionServices, StreamSignal } from './room-session-types';
import { RoomRequestError, ROOM_MESSAGES } from './room-messages';
import type { Room, RoomState } from './room-types';
import type { NumberedStreamEvent } from './stream-events';

const ROOM_ID = 'AbCdEfGhIjKlMnOpQrSt_-';

function makeRoom(overrides: Partial<Room> = {}): Room {
  return {
    _id: ROOM_ID,
    roomName: 'Friday',
    roomType: 'public',
    username: ['Ana', 'Ben'],
    chats: [{ username: 'Ana', message: 'hello', createdAt: '2026-01-01T00:00:00.000Z' }],
    currentTurn: 0,
    currentPrompt: '',
    currentType: '',
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

function stateOf(room: Room): RoomState {
  const { chats: _chats, ...state } = room;
  return state;
}

/** Services whose calls are recorded; the stream is driven by hand through `stream.report`. */
function fakeServices(overrides: Partial<RoomSessionServices> = {}) {
  const stream = { report: (_signal: StreamSignal) => {}, opened: [] as number[], tokens: [] as string[], closed: 0 };
  const calls = {
    turns: [] as string[],
    chats: [] as string[],
    pings: 0,
    joins: [] as string[],
    releases: [] as string[],
    host: [] as string[],
    passes: [] as string[],
  };
  const services: RoomSessionServices = {
    loadRoom: async () => ({ room: makeRoom(), lastEventId: 12 }),
    joinRoom: async ({ username }) => {
      calls.joins.push(username);
      return { room: makeRoom({ username: ['Ana', 'Ben', username] }), playerToken: 'secret' };
    },
    takeTurn: async ({ type }) => {
      calls.turns.push(type);
    },
    sendChat: async ({ message }) => {
      calls.chats.push(message);
    },
    ping: async () => {
      calls.pings += 1;
    },
    releaseSeat: async ({ seat }) => {
      calls.releases.push(seat.username);
    },
    removePlayer: async ({ seat, username }) => {
      calls.host.push(`${seat.token} remove ${username}`);
    },
    skipTurn: async ({ seat }) => {
      calls.host.push(`${seat.token} skip`);
    },
    setLocked: async ({ seat, locked }) => {
      calls.host.push(`${seat.token} lock ${locked}`);
    },
    handHost: async ({ seat, username }) => {
      calls.host.push(`${seat.token} hand ${username}`);
    },
    changeSettings: async ({ seat, change }) => {
      calls.host.push(`${seat.token} settings ${JSON.stringify(change)}`);
    },
    addPrompt: async ({ seat, type, text }) => {
      calls.host.push(`${seat.token} prompt ${type} ${text}`);
    },
    pass: async ({ seat }) => {
      calls.passes.push(seat.username);
    },
    openStream: ({ lastEventId, token }, report) => {
      stream.opened.push(lastEventId);
      stream.tokens.push(token);
      stream.report = report;
      return () => {
        stream.closed += 1;
      };
    },
    ...overrides,
  };
  return { services, stream, calls };
}

/** The screen's actions, recorded in order (what the web app's hook gives with provide). */
function recordingScreen() {
  const effects: string[] = [];
  const actions = {
    keepSeat: (_: unknown, { seat }: { seat: { username: string; token: string } }) =>
      effects.push(`keep ${seat.username} ${seat.token}`),
    forgetSeat: () => effects.push('forget'),
    giveSeatUp: (_: unknown, { seat }: { seat: { username: string } | null }) =>
      effects.push(`give up ${seat?.username ?? 'nothing'}`),
    leaveOnUnload: (_: unknown, { seat }: { seat: { username: string } }) => effects.push(`unload ${seat.username}`),
    reloadPage: () => effects.push('reload'),
    goHome: () => effects.push('home'),
    askForName: () => effects.push('name screen'),
    alert: (_: unknown, { message }: { message: string }) => effects.push(`alert ${message}`),
  };
  return { effects, actions };
}

function start(
  services: RoomSessionServices,
  input: {
    seat?: { username: string; token: string } | null;
    username?: string;
    connect?: boolean;
    returning?: boolean;
  } = {},
) {
  const screen = recordingScreen();
  const started = startOnClock(createRoomSessionMachine(services).provide({ actions: screen.actions }), {
    roomId: ROOM_ID,
    seat: input.seat ?? null,
    username: input.username ?? '',
    connect: input.connect ?? true,
    returning: input.returning ?? false,
  });
  return { ...started, effects: screen.effects };
}

/** Lets pending promise callbacks run (the fake services answer at once). */
const settle = async () => {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};
const seatOfAna = { username: 'Ana', token: 't-ana' };
const event = (id: number, body: Omit<NumberedStreamEvent, 'id'>) =>
  ({ type: 'STREAM.RECEIVE', event: { id, ...body } }) as StreamSignal;

describe('room session: arriving', () => {
  it('asks for a username when there is neither a seat nor a name', async () => {
    const { services } = fakeServices();
    const { actor } = start(services);
    expect(actor.getSnapshot().value).toBe('loading');
    await settle();
    expect(actor.getSnapshot().value).toBe('needsUsername');
    expect(actor.getSnapshot().context.chats).toHaveLength(1);
  });

  it('refuses a blank name without a request and joins with a trimmed one', async () => {
    const { services, calls } = fakeServices();
    const { actor, notices, effects } = start(services, { connect: false });
    await settle();
    effects.length = 0; // the name screen's entry: nothing kept to forget yet
    actor.send({ type: 'ROOM.JOIN', username: '   ' });
    expect(actor.getSnapshot().context.error).toBe(ROOM_MESSAGES.usernameRequired);
    actor.send({ type: 'ROOM.JOIN', username: 'x'.repeat(25) });
    expect(actor.getSnapshot().context.error).toBe('Username must be at most 24 characters.');
    expect(calls.joins).toEqual([]);
    actor.send({ type: 'ROOM.JOIN', username: '  Cy ' });
    expect(actor.getSnapshot().value).toBe('joining');
    await settle();
    expect(calls.joins).toEqual(['Cy']);
    expect(actor.getSnapshot().value).toBe('ready');
    expect(effects).toEqual(['keep Cy secret']);
    expect(notices).toEqual([]);
  });

  it('shows the taken-name message on 409 and lets the player try again', async () => {
    const { services } = fakeServices({
      joinRoom: () => Promise.reject(new RoomRequestError(409, 'Username already exists')),
    });
    const { actor } = start(services);
    await settle();
    actor.send({ type: 'ROOM.JOIN', username: 'Ana' });
    await settle();
    expect(actor.getSnapshot().value).toBe('needsUsername');
    expect(actor.getSnapshot().context.error).toBe(ROOM_MESSAGES.usernameTaken);
  });

  it('goes straight to the game with a kept seat, and streams from the loaded event id', async () => {
    const { services, stream, calls } = fakeServices();
    const { actor } = start(services, { seat: seatOfAna });
    await settle();
    expect(actor.getSnapshot().matches('joined')).toBe(true);
    expect(stream.opened).toEqual([12]);
    expect(calls.pings).toBe(1);
  });

  it('sits down again under the same name when a kept seat is no longer in the room', async () => {
    const { services, calls } = fakeServices();
    const { actor, notices, effects } = start(services, { seat: { username: 'Zed', token: 'old' } });
    await settle();
    expect(calls.joins).toEqual(['Zed']);
    expect(actor.getSnapshot().matches('joined')).toBe(true);
    expect(effects).toEqual(['keep Zed secret']);
    expect(notices).toEqual([]);
  });

  it('after a reload, gives the kept seat up itself before sitting down again under the same name', async () => {
    const order: string[] = [];
    const { services, calls } = fakeServices({
      releaseSeat: async ({ seat }) => {
        order.push(`release ${seat.username}`);
        throw new RoomRequestError(401, 'gone already');
      },
      joinRoom: async ({ username }) => {
        order.push(`join ${username}`);
        return { room: makeRoom(), playerToken: 'fresh' };
      },
    });
    const { actor, notices, effects } = start(services, { seat: seatOfAna, returning: true });
    await settle();
    // Ana is still listed when the page loads: the old page's leave has not landed yet.
    expect(order).toEqual(['release Ana', 'join Ana']);
    expect(calls.joins).toEqual([]);
    expect(actor.getSnapshot().matches('joined')).toBe(true);
    expect(effects).toEqual(['keep Ana fresh']);
    expect(notices).toEqual([]);
  });

  it('after a reload whose leave already landed, sits down again without giving anything up', async () => {
    const { services, calls } = fakeServices();
    const { actor } = start(services, { seat: { username: 'Zed', token: 'old' }, returning: true });
    await settle();
    expect(calls.releases).toEqual([]);
    expect(calls.joins).toEqual(['Zed']);
    expect(actor.getSnapshot().matches('joined')).toBe(true);
  });

  it('fails with the game screen message when the room cannot load', async () => {
    const { services } = fakeServices({ loadRoom: () => Promise.reject(new RoomRequestError(404, 'Room not found')) });
    const { actor } = start(services, { seat: seatOfAna });
    await settle();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe(ROOM_MESSAGES.gameRoomLoadFailed);
  });
});

describe('room session: playing', () => {
  it('pings on arrival and every 10 s exactly', async () => {
    const { services, calls } = fakeServices();
    const { clock } = start(services, { seat: seatOfAna });
    await settle();
    expect(calls.pings).toBe(1);
    clock.increment(9_999);
    await settle();
    expect(calls.pings).toBe(1);
    clock.increment(1);
    await settle();
    expect(calls.pings).toBe(2);
    clock.increment(10_000);
    await settle();
    expect(calls.pings).toBe(3);
  });

  it('lets only the current player take a turn; others get the alert and no request', async () => {
    const { services, calls } = fakeServices();
    const asBen = start(services, { seat: { username: 'Ben', token: 't' } });
    await settle();
    asBen.actor.send({ type: 'TURN.TAKE', turnType: 'truth' });
    expect(asBen.notices).toEqual([{ type: 'notice', kind: 'alert', message: "It's not your turn!" }]);
    expect(calls.turns).toEqual([]);

    const asAna = start(services, { seat: seatOfAna });
    await settle();
    asAna.actor.send({ type: 'TURN.TAKE', turnType: 'dare' });
    asAna.actor.send({ type: 'TURN.TAKE', turnType: 'dare' }); // in flight: ignored
    await settle();
    expect(calls.turns).toEqual(['dare']);
  });

  it('alerts on a failed turn and on the server refusing it', async () => {
    let answer: RoomRequestError = new RoomRequestError(500, 'x');
    const { services } = fakeServices({ takeTurn: () => Promise.reject(answer) });
    const { actor, notices } = start(services, { seat: seatOfAna });
    await settle();
    actor.send({ type: 'TURN.TAKE', turnType: 'truth' });
    await settle();
    answer = new RoomRequestError(409, "It's not your turn!");
    actor.send({ type: 'TURN.TAKE', turnType: 'truth' });
    await settle();
    expect(notices.map((notice) => notice.kind === 'alert' && notice.message)).toEqual([
      ROOM_MESSAGES.turnFailed,
      ROOM_MESSAGES.notYourTurn,
    ]);
  });

  it('sends chat in typed order, ignores blank text and alerts on a failure', async () => {
    const sent: string[] = [];
    const { services } = fakeServices({
      sendChat: async ({ message }) => {
        if (message === 'boom') throw new RoomRequestError(500, 'x');
        sent.push(message);
      },
    });
    const { actor, notices } = start(services, { seat: seatOfAna });
    await settle();
    actor.send({ type: 'CHAT.SEND', message: ' one ' });
    actor.send({ type: 'CHAT.SEND', message: '   ' });
    actor.send({ type: 'CHAT.SEND', message: 'boom' });
    actor.send({ type: 'CHAT.SEND', message: 'three' });
    for (let i = 0; i < 5; i += 1) await settle();
    expect(sent).toEqual(['one', 'three']);
    expect(notices).toEqual([{ type: 'notice', kind: 'alert', message: ROOM_MESSAGES.chatFailed }]);
    expect(actor.getSnapshot().context.outbox).toEqual([]);
  });

  it('applies stream events once each, announcing who left and video-call changes', async () => {
    const { services, stream } = fakeServices();
    const { actor, notices } = start(services, { seat: seatOfAna });
    await settle();
    const chat = { username: 'Ben', message: 'hi', createdAt: '2026-01-01T00:00:01.000Z' };
    stream.report(event(13, { type: 'message', data: chat }));
    stream.report(event(13, { type: 'message', data: chat })); // a repeat is dropped
    stream.report(
      event(14, {
        type: 'turnUpdate',
        data: { room: { ...stateOf(makeRoom()), username: ['Ana'], currentPrompt: 'Sing', currentType: 'dare' } },
      }),
    );
    stream.report(event(15, { type: 'videoCallUpdate', data: { videoCallActive: true, videoParticipants: ['Ana'] } }));
    stream.report(event(16, { type: 'videoCallUpdate', data: { videoCallActive: false, videoParticipants: [] } }));
    const { context } = actor.getSnapshot();
    expect(context.chats.map((message) => message.message)).toEqual(['hello', 'hi']);
    expect(context.room?.currentPrompt).toBe('Sing');
    expect(context.lastEventId).toBe(16);
    expect(notices).toEqual([
      { type: 'notice', kind: 'playerLeft', username: 'Ben' },
      { type: 'notice', kind: 'videoCall', active: true },
      { type: 'notice', kind: 'videoCall', active: false },
    ]);
  });

  it('takes a room read again after missed events in place of its own, chat included, unless it is older', async () => {
    const { services, stream } = fakeServices();
    const { actor, notices } = start(services, { seat: seatOfAna });
    await settle();
    const chats = [{ username: 'Cy', message: 'missed', createdAt: '2026-01-01T00:00:05.000Z' }];
    stream.report({
      type: 'STREAM.RELOAD',
      loaded: {
        room: makeRoom({ username: ['Ana'], currentPrompt: 'Sing', currentType: 'dare', chats }),
        lastEventId: 40,
      },
    });
    const { context } = actor.getSnapshot();
    expect(context.room?.currentPrompt).toBe('Sing');
    expect(context.chats).toEqual(chats);
    expect(context.lastEventId).toBe(40);
    expect(notices).toEqual([{ type: 'notice', kind: 'playerLeft', username: 'Ben' }]);
    // An event the reloaded room already holds is not applied again, nor is an older reload.
    stream.report(event(39, { type: 'message', data: chats[0]! }));
    stream.report({ type: 'STREAM.RELOAD', loaded: { room: makeRoom(), lastEventId: 38 } });
    expect(actor.getSnapshot().context).toMatchObject({ chats, lastEventId: 40 });
    expect(actor.getSnapshot().context.room?.username).toEqual(['Ana']);
  });

  it('is lost when the room read again no longer seats it', async () => {
    const { services, stream } = fakeServices();
    const { actor } = start(services, { seat: seatOfAna });
    await settle();
    stream.report({
      type: 'STREAM.RELOAD',
      loaded: { room: makeRoom({ username: ['Ben'], host: 'Ben' }), lastEventId: 30 },
    });
    expect(actor.getSnapshot().value).toBe('lost');
  });

  it('is lost when its own name leaves the list, and closed when the room closes', async () => {
    const first = fakeServices();
    const lost = start(first.services, { seat: seatOfAna });
    await settle();
    first.stream.report(
      event(13, { type: 'turnUpdate', data: { room: { ...stateOf(makeRoom()), username: ['Ben'] } } }),
    );
    expect(lost.actor.getSnapshot().value).toBe('lost');
    expect(first.stream.closed).toBe(1);

    const second = fakeServices();
    const closed = start(second.services, { seat: seatOfAna });
    await settle();
    second.stream.report(event(13, { type: 'roomClosed', data: {} }));
    expect(closed.actor.getSnapshot().value).toBe('closed');
  });

  it('waits through a dropped stream and is lost only after 30 s without it', async () => {
    const { services, stream } = fakeServices({ ping: () => new Promise(() => {}) });
    const { actor, clock } = start(services, { seat: seatOfAna });
    await settle();
    stream.report({ type: 'STREAM.DROP' });
    expect(actor.getSnapshot().matches({ joined: { connection: 'reconnecting' } })).toBe(true);
    clock.increment(29_999);
    stream.report({ type: 'STREAM.OPEN' });
    expect(actor.getSnapshot().matches({ joined: { connection: 'live' } })).toBe(true);
    stream.report({ type: 'STREAM.DROP' });
    clock.increment(29_999);
    expect(actor.getSnapshot().matches('joined')).toBe(true);
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('lost');
  });

  it('is lost when the server no longer knows its token', async () => {
    const ping = vi.fn(() => Promise.reject(new RoomRequestError(401, 'Authentication required.')));
    const { services } = fakeServices({ ping });
    const { actor } = start(services, { seat: seatOfAna });
    await settle();
    await settle();
    expect(actor.getSnapshot().value).toBe('lost');
  });

  it('ends as left on ROOM.LEAVE and closes its stream', async () => {
    const { services, stream } = fakeServices();
    const { actor } = start(services, { seat: seatOfAna });
    await settle();
    actor.send({ type: 'ROOM.LEAVE' });
    expect(actor.getSnapshot().value).toBe('left');
    expect(stream.closed).toBe(1);
  });
});

describe('room session: hosting', () => {
  const seatOfBen = { username: 'Ben', token: 't-ben' };
  const update = (id: number, overrides: Partial<Room>) =>
    event(id, { type: 'turnUpdate', data: { room: stateOf(makeRoom(overrides)) } });

  it("sends the host's calls with its seat, one at a time", async () => {
    let answer = () => {};
    const { services, calls } = fakeServices({
      removePlayer: ({ username }) =>
        new Promise((resolve) => {
          calls.host.push(`t-ana remove ${username}`);
          answer = () => resolve(undefined);
        }),
    });
    const { actor, notices } = start(services, { seat: seatOfAna });
    await settle();
    actor.send({ type: 'PLAYER.REMOVE', username: 'Ben' });
    actor.send({ type: 'TURN.SKIP' }); // the removal is in flight: ignored
    expect(actor.getSnapshot().matches({ joined: { hosting: 'calling' } })).toBe(true);
    answer();
    await settle();
    actor.send({ type: 'TURN.SKIP' });
    await settle();
    actor.send({ type: 'ROOM.LOCK', locked: true });
    await settle();
    actor.send({ type: 'ROOM.LOCK', locked: false });
    await settle();
    actor.send({ type: 'HOST.HAND', username: 'Ben' });
    await settle();
    expect(calls.host).toEqual([
      't-ana remove Ben',
      't-ana skip',
      't-ana lock true',
      't-ana lock false',
      't-ana hand Ben',
    ]);
    expect(notices).toEqual([]);
    expect(actor.getSnapshot().matches({ joined: { hosting: 'idle' } })).toBe(true);
  });

  it('refuses every host call from a player who is not the host, without a request', async () => {
    const { services, calls } = fakeServices();
    const { actor } = start(services, { seat: seatOfBen });
    await settle();
    const notHost = { kind: 'alert', message: 'Only the host can do that.' } as const;
    expectRefused(actor, { type: 'PLAYER.REMOVE', username: 'Ana' }, notHost);
    expectRefused(actor, { type: 'TURN.SKIP' }, notHost);
    expectRefused(actor, { type: 'ROOM.LOCK', locked: true }, notHost);
    expectRefused(actor, { type: 'HOST.HAND', username: 'Ben' }, notHost);
    await settle();
    expect(calls.host).toEqual([]);
  });

  it("alerts the server's words for a refused host call, a general line without them, and is lost when its token is gone", async () => {
    let failure = new RoomRequestError(409, 'The host cannot remove themselves: hand the host role on or leave.');
    const { services } = fakeServices({
      removePlayer: () => Promise.reject(failure),
      skipTurn: () => Promise.reject(new RoomRequestError(0, undefined)),
    });
    const { actor, notices } = start(services, { seat: seatOfAna });
    await settle();
    actor.send({ type: 'PLAYER.REMOVE', username: 'Ana' });
    await settle();
    failure = new RoomRequestError(403, 'Only the host can do that.');
    actor.send({ type: 'PLAYER.REMOVE', username: 'Ben' });
    await settle();
    actor.send({ type: 'TURN.SKIP' });
    await settle();
    expect(notices.map((notice) => notice.kind === 'alert' && notice.message)).toEqual([
      'The host cannot remove themselves: hand the host role on or leave.',
      'Only the host can do that.',
      ROOM_MESSAGES.hostCallFailed,
    ]);
    // A 403 here means "not the host": the seat itself is fine.
    expect(actor.getSnapshot().matches('joined')).toBe(true);

    failure = new RoomRequestError(401, 'This player token is not valid in this room.');
    actor.send({ type: 'PLAYER.REMOVE', username: 'Ben' });
    await settle();
    expect(actor.getSnapshot().value).toBe('lost');
  });

  it('tells everyone who the new host is and whose turn was skipped, and nothing more for joins, turns and leaves', async () => {
    const { services, stream } = fakeServices();
    const { actor, notices } = start(services, { seat: seatOfBen });
    await settle();
    stream.report(update(13, { host: 'Ben' }));
    stream.report(update(14, { host: 'Ben', currentTurn: 1 }));
    // A turn taken draws a prompt, a join adds a player, a leave moves the index: none is a skip.
    stream.report(update(15, { host: 'Ben', currentTurn: 0, currentPrompt: 'Sing', currentType: 'dare' }));
    stream.report(
      update(16, { host: 'Ben', username: ['Ana', 'Ben', 'Cy'], currentPrompt: 'Sing', currentType: 'dare' }),
    );
    stream.report(
      update(17, {
        host: 'Ben',
        username: ['Ana', 'Ben', 'Cy'],
        currentTurn: 1,
        currentPrompt: 'Dance',
        currentType: 'truth',
      }),
    );
    stream.report(
      update(18, {
        host: 'Ben',
        username: ['Ben', 'Cy'],
        currentTurn: 0,
        currentPrompt: 'Dance',
        currentType: 'truth',
      }),
    );
    stream.report(update(19, { host: 'Cy', username: ['Ben', 'Cy'], currentPrompt: 'Dance', currentType: 'truth' }));
    // The host leaves: the role passes on, and both are told.
    stream.report(update(20, { host: 'Ben', username: ['Ben'], currentPrompt: 'Dance', currentType: 'truth' }));
    expect(actor.getSnapshot().matches('joined')).toBe(true);
    expect(notices).toEqual([
      { type: 'notice', kind: 'hostChanged', username: 'Ben' },
      { type: 'notice', kind: 'turnSkipped', username: 'Ana' },
      { type: 'notice', kind: 'playerLeft', username: 'Ana' },
      { type: 'notice', kind: 'hostChanged', username: 'Cy' },
      { type: 'notice', kind: 'playerLeft', username: 'Cy' },
      { type: 'notice', kind: 'hostChanged', username: 'Ben' },
    ]);
  });

  it('is removed, and says so once, when its name goes while the host stays and the server has heard from it', async () => {
    const { services, stream, calls } = fakeServices();
    const { actor, notices } = start(services, { seat: seatOfBen });
    await settle();
    expect(calls.pings).toBe(1);
    stream.report(update(13, { username: ['Ana'] }));
    expect(actor.getSnapshot().value).toBe('removed');
    expect(notices).toEqual([{ type: 'notice', kind: 'removed' }]);
    expect(stream.closed).toBe(1);
  });

  it("opens the stream with the seat's token and is removed when the stream says so, even out of touch", async () => {
    const { services, stream } = fakeServices({
      ping: async () => {
        throw new RoomRequestError(0, undefined);
      },
    });
    const { actor, notices } = start(services, { seat: seatOfBen });
    await settle();
    expect(stream.tokens).toEqual(['t-ben']);
    stream.report({ type: 'STREAM.DROP' });
    stream.report({ type: 'STREAM.OPEN' });
    // Neither ping nor stream vouches for the seat, so a turnUpdate without Ben would read as a timeout.
    expect(actor.getSnapshot().context.inTouch).toBe(false);
    stream.report({ type: 'STREAM.ADDRESSED', event: { type: 'removed', data: { reason: 'kicked' } } });
    expect(actor.getSnapshot().value).toBe('removed');
    expect(notices).toEqual([{ type: 'notice', kind: 'removed' }]);
    expect(stream.closed).toBe(1);
  });

  it('takes a name gone after a dropped stream or an unanswered ping for a timeout, until a ping is answered again', async () => {
    const dropped = fakeServices();
    const afterDrop = start(dropped.services, { seat: seatOfBen });
    await settle();
    dropped.stream.report({ type: 'STREAM.DROP' });
    dropped.stream.report({ type: 'STREAM.OPEN' });
    // The replay after the reconnection: the server let the seat go while the page was away.
    dropped.stream.report(update(13, { username: ['Ana'] }));
    expect(afterDrop.actor.getSnapshot().value).toBe('lost');
    expect(afterDrop.notices).toEqual([]);

    let pingFails = true;
    const unanswered = fakeServices({
      ping: async () => {
        if (pingFails) throw new RoomRequestError(0, undefined);
      },
    });
    const { actor, clock } = start(unanswered.services, { seat: seatOfBen });
    await settle();
    expect(actor.getSnapshot().context.inTouch).toBe(false);
    pingFails = false;
    advanceBy(clock, 10_000);
    await settle();
    expect(actor.getSnapshot().context.inTouch).toBe(true);
    unanswered.stream.report(update(13, { username: ['Ana'] }));
    expect(actor.getSnapshot().value).toBe('removed');
  });
});

describe('room session: settings, prompts and pass', () => {
  const seatOfBen = { username: 'Ben', token: 't-ben' };

  it("sends the host's settings changes in order, showing each at once, and explains a refusal without a request", async () => {
    const { services, calls } = fakeServices();
    const { actor, notices } = start(services, { seat: seatOfAna });
    await settle();
    actor.send({ type: 'SETTINGS.CHANGE', change: { turnSeconds: 60 } });
    actor.send({ type: 'SETTINGS.CHANGE', change: { rating: 'teen' } });
    expect(actor.getSnapshot().context.settingsDraft?.change).toEqual({ turnSeconds: 60, rating: 'teen' });
    await settle();
    expect(calls.host).toEqual(['t-ana settings {"turnSeconds":60}', 't-ana settings {"rating":"teen"}']);
    // A Family room always filters its chat: the server's own words, and nothing sent.
    actor.send({ type: 'SETTINGS.CHANGE', change: { rating: 'family' } });
    actor.send({ type: 'SETTINGS.CHANGE', change: { chatFilter: false } });
    expect(actor.getSnapshot().context.settingsError).toBe('A Family room always filters its chat.');
    await settle();
    expect(calls.host).toHaveLength(3);
    expect(notices).toEqual([]);
  });

  it('shows the server refusal of a settings change and drops what it showed', async () => {
    const { services } = fakeServices({
      changeSettings: () => Promise.reject(new RoomRequestError(409, 'Not now.')),
    });
    const { actor } = start(services, { seat: seatOfAna });
    await settle();
    actor.send({ type: 'SETTINGS.CHANGE', change: { turnSeconds: 60 } });
    await settle();
    expect(actor.getSnapshot().context.settingsError).toBe('Not now.');
    expect(actor.getSnapshot().context.settingsDraft).toBeNull();
  });

  it('adds a prompt one at a time, trimmed, and says which was added; refuses one too short without a request', async () => {
    let answer = () => {};
    const { services, calls } = fakeServices({
      addPrompt: ({ type, text }) =>
        new Promise((resolve) => {
          calls.host.push(`prompt ${type} ${text}`);
          answer = () => resolve(undefined);
        }),
    });
    const { actor } = start(services, { seat: seatOfAna });
    await settle();
    actor.send({ type: 'PROMPT.ADD', turnType: 'dare', text: 'ab' });
    expect(actor.getSnapshot().context.promptError).toBe(CUSTOM_PROMPT_MESSAGES.tooShort);
    actor.send({ type: 'PROMPT.ADD', turnType: 'dare', text: '  Sing a song loudly  ' });
    expect(actor.getSnapshot().context.promptError).toBeNull();
    actor.send({ type: 'PROMPT.ADD', turnType: 'truth', text: 'Ignored while adding' });
    expect(actor.getSnapshot().matches({ joined: { prompts: 'adding' } })).toBe(true);
    answer();
    await settle();
    expect(calls.host).toEqual(['prompt dare Sing a song loudly']);
    expect(actor.getSnapshot().context.promptAdded).toEqual({ type: 'dare' });
  });

  it('refuses settings and prompts from a player who is not the host, without a request', async () => {
    const { services, calls } = fakeServices();
    const { actor } = start(services, { seat: seatOfBen });
    await settle();
    const notHost = { kind: 'alert', message: 'Only the host can do that.' } as const;
    expectRefused(actor, { type: 'SETTINGS.CHANGE', change: { turnSeconds: 60 } }, notHost);
    expectRefused(actor, { type: 'PROMPT.ADD', turnType: 'truth', text: 'What is your secret?' }, notHost);
    await settle();
    expect(calls.host).toEqual([]);
  });

  it('passes only for the player the prompt is for, once a game, and alerts a refused pass', async () => {
    let failure: RoomRequestError | null = new RoomRequestError(409, 'You have already passed this game.');
    const { services, calls } = fakeServices({
      loadRoom: async () => ({
        room: makeRoom({ currentPrompt: 'Sing', currentType: 'dare', promptFor: 'Ana', currentTurn: 1 }),
        lastEventId: 12,
      }),
      pass: async ({ seat }) => {
        calls.passes.push(seat.username);
        if (failure) throw failure;
      },
    });
    const asBen = start(services, { seat: seatOfBen });
    await settle();
    asBen.actor.send({ type: 'TURN.PASS' });
    await settle();
    expect(calls.passes).toEqual([]);

    const { actor, notices } = start(services, { seat: seatOfAna });
    await settle();
    actor.send({ type: 'TURN.PASS' });
    await settle();
    expect(notices).toEqual([{ type: 'notice', kind: 'alert', message: 'You have already passed this game.' }]);
    expect(actor.getSnapshot().matches({ joined: { passing: 'idle' } })).toBe(true);
    failure = null;
    actor.send({ type: 'TURN.PASS' });
    await settle();
    expect(calls.passes).toEqual(['Ana', 'Ana']);
    expect(actor.getSnapshot().matches({ joined: { passing: 'sent' } })).toBe(true);
  });
});

describe("room session: the screen's part", () => {
  it('gives the seat up when the player leaves, and does nothing more after', async () => {
    const { services, stream } = fakeServices();
    const { actor, effects } = start(services, { seat: seatOfAna });
    await settle();
    actor.send({ type: 'ROOM.LEAVE' });
    expect(actor.getSnapshot().value).toBe('left');
    expect(stream.closed).toBe(1);
    expect(effects).toEqual(['give up Ana']);
  });

  it('sends the leave as the tab closes but keeps the seat, and reloads a page restored from the cache', async () => {
    const { services } = fakeServices();
    const { actor, effects } = start(services, { seat: seatOfAna });
    await settle();
    actor.send({ type: 'PAGE.HIDE' });
    actor.send({ type: 'PAGE.SHOW', persisted: false });
    actor.send({ type: 'PAGE.SHOW', persisted: true });
    expect(effects).toEqual(['unload Ana', 'reload']);
    expect(actor.getSnapshot().matches('joined')).toBe(true);
  });

  it('forgets the seat, alerts and goes home when the connection is lost, then ignores the page', async () => {
    const { services, stream } = fakeServices();
    const { actor, clock, effects } = start(services, { seat: seatOfAna });
    await settle();
    stream.report({ type: 'STREAM.DROP' });
    advanceBy(clock, 30_000);
    expect(actor.getSnapshot().value).toBe('lost');
    actor.send({ type: 'PAGE.HIDE' });
    expect(effects).toEqual(['forget', `alert ${ROOM_MESSAGES.connectionLost}`, 'home']);
  });

  it('sends a player whose kept name is taken to the name screen, holding nothing', async () => {
    const { services } = fakeServices({
      joinRoom: () => Promise.reject(new RoomRequestError(409, 'Username already exists')),
    });
    const { actor, effects } = start(services, { seat: { username: 'Zed', token: 'old' } });
    await settle();
    expect(actor.getSnapshot().value).toBe('needsUsername');
    expect(actor.getSnapshot().can({ type: 'ROOM.LEAVE' })).toBe(false);
    actor.send({ type: 'PAGE.HIDE' });
    expect(effects).toEqual(['forget', 'name screen']);
  });

  it("passes the video call's signals addressed to this player on", async () => {
    const { services, stream } = fakeServices();
    const { actor } = start(services, { seat: seatOfAna });
    await settle();
    const signals: unknown[] = [];
    actor.on('rtcSignal', (event) => signals.push(event.signal));
    const signal = { from: 'Ben', kind: 'offer', sdp: 'v=0' } as never;
    stream.report({ type: 'STREAM.ADDRESSED', event: { type: 'rtcSignal', data: signal } });
    expect(signals).toEqual([signal]);
  });
});
