import { assertEvent, assign, emit, enqueueActions, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import { chatMessageSchema, usernameSchema } from './field-schemas';
import { hostCallFailureMessage, joinFailureMessage, requestStatus, ROOM_MESSAGES } from './room-messages';
import { removedByHost, roomChangeNotices, type RoomChangeNotice } from './room-changes';
import { ROOM_REFUSALS } from './room-rules';
import type { ChatMessage, Room, RoomState, TurnType, VideoCallState } from './room-types';
import { PRESENCE, type AddressedStreamEvent, type NumberedStreamEvent } from './stream-events';
import { canTakeTurn, isInRoom, isRoomHost } from './turn-rules';

/** A player's seat in one room: their name and the secret that proves it. */
export interface RoomSeat {
  readonly username: string;
  readonly token: string;
}

export interface LoadedRoom {
  readonly room: Room;
  /** Id of the newest event when the room was read; the stream continues from it. */
  readonly lastEventId: number;
}

/**
 * What the stream actor reports. The browser's EventSource reconnects by itself after a drop.
 * `STREAM.ADDRESSED` is an event for this player only, which has no id (docs/api.md#addressed-events).
 */
export type StreamSignal =
  | { type: 'STREAM.OPEN' }
  | { type: 'STREAM.DROP' }
  | { type: 'STREAM.RECEIVE'; event: NumberedStreamEvent }
  | { type: 'STREAM.ADDRESSED'; event: AddressedStreamEvent };

/** The join call's answer: the room with the new player in it, and the secret of their seat. */
export interface JoinAnswer {
  readonly room: Room;
  readonly playerToken: string;
  readonly lastEventId?: number;
}

/** The network side, supplied by the web app (fetch and EventSource) or by a test. Failures reject with RoomRequestError. */
export interface RoomSessionServices {
  loadRoom(roomId: string): Promise<LoadedRoom>;
  joinRoom(request: { roomId: string; username: string }): Promise<JoinAnswer>;
  takeTurn(request: { roomId: string; seat: RoomSeat; type: TurnType }): Promise<unknown>;
  sendChat(request: { roomId: string; seat: RoomSeat; message: string }): Promise<unknown>;
  ping(request: { roomId: string; seat: RoomSeat }): Promise<unknown>;
  /** Gives a seat up (the page may also have sent this while unloading). */
  releaseSeat(request: { roomId: string; seat: RoomSeat }): Promise<unknown>;
  /** The host's calls (docs/api.md#host-calls); the server refuses them from anyone else. */
  removePlayer(request: { roomId: string; seat: RoomSeat; username: string }): Promise<unknown>;
  skipTurn(request: { roomId: string; seat: RoomSeat }): Promise<unknown>;
  setLocked(request: { roomId: string; seat: RoomSeat; locked: boolean }): Promise<unknown>;
  handHost(request: { roomId: string; seat: RoomSeat; username: string }): Promise<unknown>;
  /** Opens the room's stream from `lastEventId` as the player of `token`; returns the function that closes it. */
  openStream(
    request: { roomId: string; lastEventId: number; token: string },
    report: (signal: StreamSignal) => void,
  ): () => void;
}

export interface RoomSessionTimings {
  readonly pingIntervalMs: number;
  /** A stream down this long means the connection is lost (the server has let the seat go by then). */
  readonly lostAfterMs: number;
}

export const ROOM_SESSION_TIMINGS: RoomSessionTimings = {
  pingIntervalMs: PRESENCE.pingIntervalMs,
  lostAfterMs: PRESENCE.playerTimeoutMs,
};

export interface RoomSessionInput {
  readonly roomId: string;
  /** The seat kept for this room (a reload keeps it), if any. */
  readonly seat: RoomSeat | null;
  /** A name already chosen elsewhere in the app; the session joins with it when there is no seat. */
  readonly username: string;
  /** False on the join screens: the session ends seated instead of opening the stream. */
  readonly connect: boolean;
  /**
   * The page was reloaded or restored: the old page gave the seat up while unloading, and that
   * request may still be on its way. The session gives it up itself first, then sits down again.
   */
  readonly returning?: boolean;
}

export interface RoomSessionContext {
  readonly roomId: string;
  readonly connect: boolean;
  readonly returning: boolean;
  readonly seat: RoomSeat | null;
  readonly username: string;
  readonly room: RoomState | null;
  readonly chats: readonly ChatMessage[];
  readonly lastEventId: number;
  /** The message to show under the username input, or the reason the room could not load. */
  readonly error: string | null;
  /** Messages waiting to be sent, in the order they were typed. */
  readonly outbox: readonly string[];
  /**
   * The server has heard from this seat lately: the last ping was answered and the stream has
   * not dropped since. A seat that goes while in touch cannot have timed out.
   */
  readonly inTouch: boolean;
}

export type RoomSessionEvent =
  | { type: 'ROOM.JOIN'; username: string }
  | { type: 'TURN.TAKE'; turnType: TurnType }
  | { type: 'CHAT.SEND'; message: string }
  | { type: 'ROOM.LEAVE' }
  | { type: 'PLAYER.REMOVE'; username: string }
  | { type: 'TURN.SKIP' }
  | { type: 'ROOM.LOCK'; locked: boolean }
  | { type: 'HOST.HAND'; username: string }
  | StreamSignal;

/** What the screen learns once (alerts, toasts, a new seat to keep), emitted rather than kept in state. */
export type RoomSessionNotice =
  | RoomChangeNotice
  | { type: 'notice'; kind: 'alert'; message: string }
  | { type: 'notice'; kind: 'videoCall'; active: boolean }
  | { type: 'notice'; kind: 'seated'; seat: RoomSeat }
  | { type: 'notice'; kind: 'removed' };

/** How many chat messages a screen keeps in memory. */
export const CHAT_MEMORY_LIMIT = 500;

function stateOf(room: Room): RoomState {
  const { chats: _chats, ...state } = room;
  return state;
}

/** The seat of a session that has one: the states that call with it are entered only once seated. */
function seatOf(context: Pick<RoomSessionContext, 'seat'>): RoomSeat {
  if (context.seat === null) throw new Error('The room session has no seat in this state.');
  return context.seat;
}

/** The message going out now: the chat's `sending` state is entered only with a queued message. */
function nextQueued(context: Pick<RoomSessionContext, 'outbox'>): string {
  const [message] = context.outbox;
  if (message === undefined) throw new Error('The room session has no message to send.');
  return message;
}

/** The field schemas' own message for refused text, so the screens say what the API would. */
function refusalOf(schema: typeof usernameSchema | typeof chatMessageSchema, text: string, fallback: string): string {
  return schema.safeParse(text).error?.issues[0]?.message ?? fallback;
}

/**
 * One player's view of an online room: load it, join if needed, follow its stream, ping while
 * present, and send turns, chat and the host's calls. Timers and the network are injected.
 */
export function createRoomSessionMachine(
  services: RoomSessionServices,
  timings: RoomSessionTimings = ROOM_SESSION_TIMINGS,
) {
  return setup({
    types: {
      input: {} as RoomSessionInput,
      context: {} as RoomSessionContext,
      events: {} as RoomSessionEvent,
      emitted: {} as RoomSessionNotice,
    },
    actors: {
      loadRoom: fromPromise<LoadedRoom, { roomId: string }>(({ input }) => services.loadRoom(input.roomId)),
      joinRoom: fromPromise<JoinAnswer, { roomId: string; username: string }>(({ input }) => services.joinRoom(input)),
      takeTurn: fromPromise<unknown, { roomId: string; seat: RoomSeat; type: TurnType }>(({ input }) =>
        services.takeTurn(input),
      ),
      sendChat: fromPromise<unknown, { roomId: string; seat: RoomSeat; message: string }>(({ input }) =>
        services.sendChat(input),
      ),
      ping: fromPromise<unknown, { roomId: string; seat: RoomSeat }>(({ input }) => services.ping(input)),
      releaseSeat: fromPromise<unknown, { roomId: string; seat: RoomSeat }>(({ input }) => services.releaseSeat(input)),
      removePlayer: fromPromise<unknown, { roomId: string; seat: RoomSeat; username: string }>(({ input }) =>
        services.removePlayer(input),
      ),
      skipTurn: fromPromise<unknown, { roomId: string; seat: RoomSeat }>(({ input }) => services.skipTurn(input)),
      setLocked: fromPromise<unknown, { roomId: string; seat: RoomSeat; locked: boolean }>(({ input }) =>
        services.setLocked(input),
      ),
      handHost: fromPromise<unknown, { roomId: string; seat: RoomSeat; username: string }>(({ input }) =>
        services.handHost(input),
      ),
      stream: fromCallback<EventObject, { roomId: string; lastEventId: number; token: string }>(({ input, sendBack }) =>
        services.openStream(input, (signal) => sendBack(signal)),
      ),
    },
    actions: {
      storeLoadedRoom: assign((_, params: { loaded: LoadedRoom }) => ({
        room: stateOf(params.loaded.room),
        chats: params.loaded.room.chats,
        lastEventId: params.loaded.lastEventId,
      })),
      failLoading: assign({ error: ROOM_MESSAGES.gameRoomLoadFailed }),
      forgetSeatKeepName: assign(({ context }) => ({
        username: context.seat?.username ?? context.username,
        seat: null,
      })),
      refuseBlankUsername: assign({ error: ROOM_MESSAGES.usernameRequired }),
      refuseUsername: assign((_, params: { username: string }) => ({
        error: refusalOf(usernameSchema, params.username, ROOM_MESSAGES.joinFailed),
      })),
      chooseUsername: assign((_, params: { username: string }) => ({ username: params.username.trim(), error: null })),
      takeSeat: assign(({ context }, params: { answer: JoinAnswer }) => ({
        seat: { username: context.username, token: params.answer.playerToken },
        room: stateOf(params.answer.room),
        chats: params.answer.room.chats,
        lastEventId: params.answer.lastEventId ?? context.lastEventId,
        error: null,
      })),
      announceSeat: emit(({ context }) => ({ type: 'notice', kind: 'seated', seat: seatOf(context) })),
      showJoinFailure: assign((_, params: { error: unknown }) => ({ error: joinFailureMessage(params.error) })),
      alertNotYourTurn: emit({ type: 'notice', kind: 'alert', message: ROOM_MESSAGES.notYourTurn }),
      alertTurnFailed: emit({ type: 'notice', kind: 'alert', message: ROOM_MESSAGES.turnFailed }),
      alertChatRefused: emit((_, params: { message: string }) => ({
        type: 'notice',
        kind: 'alert',
        message: refusalOf(chatMessageSchema, params.message, ROOM_MESSAGES.chatFailed),
      })),
      alertChatFailed: emit({ type: 'notice', kind: 'alert', message: ROOM_MESSAGES.chatFailed }),
      alertNotHost: emit({ type: 'notice', kind: 'alert', message: ROOM_REFUSALS.notHost.message }),
      alertHostCallFailed: emit((_, params: { error: unknown }) => ({
        type: 'notice',
        kind: 'alert',
        message: hostCallFailureMessage(params.error),
      })),
      announceRemoval: emit({ type: 'notice', kind: 'removed' }),
      keepInTouch: assign({ inTouch: true }),
      loseTouch: assign({ inTouch: false }),
      queueChat: assign(({ context }, params: { message: string }) => ({
        outbox: [...context.outbox, params.message.trim()],
      })),
      dropFirstFromOutbox: assign(({ context }) => ({ outbox: context.outbox.slice(1) })),
      applyStreamEvent: enqueueActions(({ context, enqueue }, params: { event: NumberedStreamEvent }) => {
        const { changes, notices } = applyStreamEvent(context, params.event);
        enqueue.assign(changes);
        for (const notice of notices) enqueue.emit(notice);
      }),
    },
    delays: {
      pingInterval: () => timings.pingIntervalMs,
      lostAfter: () => timings.lostAfterMs,
    },
    guards: {
      seatedInRoom: ({ context }) =>
        context.seat !== null && context.room !== null && isInRoom(context.room, context.seat.username),
      hasSeat: ({ context }) => context.seat !== null,
      // Still listed: the unloading page's leave may not have arrived yet.
      returningWithSeat: ({ context }) =>
        context.returning &&
        context.seat !== null &&
        context.room !== null &&
        isInRoom(context.room, context.seat.username),
      hasUsername: ({ context }) => usernameSchema.safeParse(context.username).success,
      isBlankUsername: (_, params: { username: string }) => params.username.trim() === '',
      isInvalidUsername: (_, params: { username: string }) => !usernameSchema.safeParse(params.username).success,
      connects: ({ context }) => context.connect,
      isMyTurn: ({ context }) =>
        context.seat !== null && context.room !== null && canTakeTurn(context.room, context.seat.username),
      hasOutbox: ({ context }) => context.outbox.length > 0,
      isBlankChat: (_, params: { message: string }) => params.message.trim() === '',
      isInvalidChat: (_, params: { message: string }) => !chatMessageSchema.safeParse(params.message).success,
      seatRevoked: (_, params: { error: unknown }) => {
        const status = requestStatus(params.error);
        return status === 401 || status === 403;
      },
      // Host calls name no player of their own, so only 401 means the seat is gone (403 is "not the host").
      tokenRefused: (_, params: { error: unknown }) => requestStatus(params.error) === 401,
      isHost: ({ context }) =>
        context.seat !== null && context.room !== null && isRoomHost(context.room, context.seat.username),
      notYourTurnAnswer: (_, params: { error: unknown }) => requestStatus(params.error) === 409,
      isAlreadyApplied: ({ context }, params: { event: NumberedStreamEvent }) => params.event.id <= context.lastEventId,
      closesRoom: (_, params: { event: NumberedStreamEvent }) => params.event.type === 'roomClosed',
      // The server's word that the host removed this player: the stream ends after it.
      isRemoval: (_, params: { event: AddressedStreamEvent }) => params.event.type === 'removed',
      // A fallback for a missed `removed` event, read from the turnUpdate without the player.
      removesMe: ({ context }, params: { event: NumberedStreamEvent }) =>
        params.event.type === 'turnUpdate' &&
        context.inTouch &&
        context.seat !== null &&
        context.room !== null &&
        removedByHost(context.room, params.event.data.room, context.seat.username),
      // A turn update without the player's name: the server has let the seat go.
      dropsMySeat: ({ context }, params: { event: NumberedStreamEvent }) =>
        params.event.type === 'turnUpdate' &&
        context.seat !== null &&
        !isInRoom(params.event.data.room, context.seat.username),
    },
  }).createMachine({
    id: 'roomSession',
    context: ({ input }) => ({
      roomId: input.roomId,
      connect: input.connect,
      returning: input.returning ?? false,
      seat: input.seat,
      username: input.seat?.username ?? input.username.trim(),
      room: null,
      chats: [],
      lastEventId: 0,
      error: null,
      outbox: [],
      // Just loaded or joined: the server knows the seat.
      inTouch: true,
    }),
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          src: 'loadRoom',
          input: ({ context }) => ({ roomId: context.roomId }),
          onDone: {
            target: 'routing',
            actions: { type: 'storeLoadedRoom', params: ({ event }) => ({ loaded: event.output }) },
          },
          onError: { target: 'failed', actions: 'failLoading' },
        },
      },
      routing: {
        always: [
          { guard: 'returningWithSeat', target: 'resitting' },
          { guard: 'seatedInRoom', target: 'seated' },
          // A kept seat whose name is gone (the page was closed or reloaded, which sends leave,
          // or it was away too long): sit down again under the same name.
          { guard: 'hasSeat', target: 'joining', actions: 'forgetSeatKeepName' },
          { guard: 'hasUsername', target: 'joining' },
          { target: 'needsUsername' },
        ],
      },
      /** Gives the kept seat up for certain, so the unloading page's leave cannot land after the new join. */
      resitting: {
        invoke: {
          src: 'releaseSeat',
          input: ({ context }) => ({ roomId: context.roomId, seat: seatOf(context) }),
          onDone: { target: 'joining', actions: 'forgetSeatKeepName' },
          // 401: the old page's leave got there first, which is just as good.
          onError: { target: 'joining', actions: 'forgetSeatKeepName' },
        },
      },
      needsUsername: {
        on: {
          'ROOM.JOIN': [
            {
              guard: { type: 'isBlankUsername', params: ({ event }) => ({ username: event.username }) },
              actions: 'refuseBlankUsername',
            },
            {
              guard: { type: 'isInvalidUsername', params: ({ event }) => ({ username: event.username }) },
              actions: { type: 'refuseUsername', params: ({ event }) => ({ username: event.username }) },
            },
            {
              target: 'joining',
              actions: { type: 'chooseUsername', params: ({ event }) => ({ username: event.username }) },
            },
          ],
        },
      },
      joining: {
        invoke: {
          src: 'joinRoom',
          input: ({ context }) => ({ roomId: context.roomId, username: context.username }),
          onDone: {
            target: 'seated',
            actions: [{ type: 'takeSeat', params: ({ event }) => ({ answer: event.output }) }, 'announceSeat'],
          },
          onError: {
            target: 'needsUsername',
            actions: { type: 'showJoinFailure', params: ({ event }) => ({ error: event.error }) },
          },
        },
      },
      seated: {
        always: [{ guard: 'connects', target: 'joined' }, { target: 'ready' }],
      },
      /** The join screens stop here; the game screen takes over with the stored seat. */
      ready: { type: 'final' },
      joined: {
        type: 'parallel',
        invoke: {
          src: 'stream',
          input: ({ context }) => ({
            roomId: context.roomId,
            lastEventId: context.lastEventId,
            token: seatOf(context).token,
          }),
        },
        on: {
          'STREAM.RECEIVE': [
            // Replays can repeat what the loaded room already held: each event applies once.
            { guard: { type: 'isAlreadyApplied', params: ({ event }) => ({ event: event.event }) } },
            { guard: { type: 'closesRoom', params: ({ event }) => ({ event: event.event }) }, target: 'closed' },
            { guard: { type: 'removesMe', params: ({ event }) => ({ event: event.event }) }, target: 'removed' },
            { guard: { type: 'dropsMySeat', params: ({ event }) => ({ event: event.event }) }, target: 'lost' },
            { actions: { type: 'applyStreamEvent', params: ({ event }) => ({ event: event.event }) } },
          ],
          'STREAM.ADDRESSED': {
            guard: { type: 'isRemoval', params: ({ event }) => ({ event: event.event }) },
            target: 'removed',
          },
          'ROOM.LEAVE': { target: 'left' },
        },
        states: {
          connection: {
            initial: 'live',
            states: {
              live: { on: { 'STREAM.DROP': { target: 'reconnecting', actions: 'loseTouch' } } },
              reconnecting: {
                on: { 'STREAM.OPEN': 'live' },
                after: { lostAfter: '#roomSession.lost' },
              },
            },
          },
          presence: {
            initial: 'pinging',
            states: {
              pinging: {
                invoke: {
                  src: 'ping',
                  input: ({ context }) => ({ roomId: context.roomId, seat: seatOf(context) }),
                  onDone: { target: 'waiting', actions: 'keepInTouch' },
                  onError: [
                    {
                      guard: { type: 'seatRevoked', params: ({ event }) => ({ error: event.error }) },
                      target: '#roomSession.lost',
                    },
                    { target: 'waiting', actions: 'loseTouch' },
                  ],
                },
              },
              waiting: { after: { pingInterval: 'pinging' } },
            },
          },
          turn: {
            initial: 'idle',
            states: {
              idle: {
                on: {
                  'TURN.TAKE': [{ guard: 'isMyTurn', target: 'sending' }, { actions: 'alertNotYourTurn' }],
                },
              },
              sending: {
                invoke: {
                  src: 'takeTurn',
                  // Entered only by TURN.TAKE, which carries the chosen type.
                  input: ({ context, event }) => {
                    assertEvent(event, 'TURN.TAKE');
                    return { roomId: context.roomId, seat: seatOf(context), type: event.turnType };
                  },
                  onDone: 'idle',
                  onError: [
                    {
                      guard: { type: 'seatRevoked', params: ({ event }) => ({ error: event.error }) },
                      target: '#roomSession.lost',
                    },
                    {
                      guard: { type: 'notYourTurnAnswer', params: ({ event }) => ({ error: event.error }) },
                      target: 'idle',
                      actions: 'alertNotYourTurn',
                    },
                    { target: 'idle', actions: 'alertTurnFailed' },
                  ],
                },
              },
            },
          },
          chat: {
            initial: 'idle',
            on: {
              'CHAT.SEND': [
                { guard: { type: 'isBlankChat', params: ({ event }) => ({ message: event.message }) } },
                {
                  guard: { type: 'isInvalidChat', params: ({ event }) => ({ message: event.message }) },
                  actions: { type: 'alertChatRefused', params: ({ event }) => ({ message: event.message }) },
                },
                { actions: { type: 'queueChat', params: ({ event }) => ({ message: event.message }) } },
              ],
            },
            states: {
              idle: { always: { guard: 'hasOutbox', target: 'sending' } },
              sending: {
                invoke: {
                  src: 'sendChat',
                  input: ({ context }) => ({
                    roomId: context.roomId,
                    seat: seatOf(context),
                    message: nextQueued(context),
                  }),
                  onDone: { target: 'idle', actions: 'dropFirstFromOutbox' },
                  onError: [
                    {
                      guard: { type: 'seatRevoked', params: ({ event }) => ({ error: event.error }) },
                      target: '#roomSession.lost',
                    },
                    { target: 'idle', actions: ['dropFirstFromOutbox', 'alertChatFailed'] },
                  ],
                },
              },
            },
          },
          /** The host's calls, one at a time; what they change arrives on the stream like any change. */
          hosting: {
            initial: 'idle',
            states: {
              idle: {
                on: {
                  'PLAYER.REMOVE': [{ guard: 'isHost', target: 'removing' }, { actions: 'alertNotHost' }],
                  'TURN.SKIP': [{ guard: 'isHost', target: 'skipping' }, { actions: 'alertNotHost' }],
                  'ROOM.LOCK': [{ guard: 'isHost', target: 'locking' }, { actions: 'alertNotHost' }],
                  'HOST.HAND': [{ guard: 'isHost', target: 'handingOver' }, { actions: 'alertNotHost' }],
                },
              },
              removing: {
                invoke: {
                  src: 'removePlayer',
                  input: ({ context, event }) => {
                    assertEvent(event, 'PLAYER.REMOVE');
                    return { roomId: context.roomId, seat: seatOf(context), username: event.username };
                  },
                  onDone: 'idle',
                  onError: [
                    {
                      guard: { type: 'tokenRefused', params: ({ event }) => ({ error: event.error }) },
                      target: '#roomSession.lost',
                    },
                    {
                      target: 'idle',
                      actions: { type: 'alertHostCallFailed', params: ({ event }) => ({ error: event.error }) },
                    },
                  ],
                },
              },
              skipping: {
                invoke: {
                  src: 'skipTurn',
                  input: ({ context }) => ({ roomId: context.roomId, seat: seatOf(context) }),
                  onDone: 'idle',
                  onError: [
                    {
                      guard: { type: 'tokenRefused', params: ({ event }) => ({ error: event.error }) },
                      target: '#roomSession.lost',
                    },
                    {
                      target: 'idle',
                      actions: { type: 'alertHostCallFailed', params: ({ event }) => ({ error: event.error }) },
                    },
                  ],
                },
              },
              locking: {
                invoke: {
                  src: 'setLocked',
                  input: ({ context, event }) => {
                    assertEvent(event, 'ROOM.LOCK');
                    return { roomId: context.roomId, seat: seatOf(context), locked: event.locked };
                  },
                  onDone: 'idle',
                  onError: [
                    {
                      guard: { type: 'tokenRefused', params: ({ event }) => ({ error: event.error }) },
                      target: '#roomSession.lost',
                    },
                    {
                      target: 'idle',
                      actions: { type: 'alertHostCallFailed', params: ({ event }) => ({ error: event.error }) },
                    },
                  ],
                },
              },
              handingOver: {
                invoke: {
                  src: 'handHost',
                  input: ({ context, event }) => {
                    assertEvent(event, 'HOST.HAND');
                    return { roomId: context.roomId, seat: seatOf(context), username: event.username };
                  },
                  onDone: 'idle',
                  onError: [
                    {
                      guard: { type: 'tokenRefused', params: ({ event }) => ({ error: event.error }) },
                      target: '#roomSession.lost',
                    },
                    {
                      target: 'idle',
                      actions: { type: 'alertHostCallFailed', params: ({ event }) => ({ error: event.error }) },
                    },
                  ],
                },
              },
            },
          },
        },
      },
      /** The player's name is gone from the room, or the connection stayed down too long. */
      lost: { type: 'final' },
      /** The host removed the player (the `removed` event, or its fallback `removesMe`). */
      removed: { type: 'final', entry: 'announceRemoval' },
      /** The room was deleted for inactivity. */
      closed: { type: 'final' },
      /** The player left on purpose (Back or closing the page). */
      left: { type: 'final' },
      failed: { type: 'final' },
    },
  });
}

export type RoomSessionMachine = ReturnType<typeof createRoomSessionMachine>;

/** The context after one stream event, and the notices it gives rise to. Pure, so it is tested on its own. */
export function applyStreamEvent(
  context: Pick<RoomSessionContext, 'room' | 'chats' | 'lastEventId' | 'seat'>,
  event: NumberedStreamEvent,
): { changes: Partial<RoomSessionContext>; notices: RoomSessionNotice[] } {
  const notices: RoomSessionNotice[] = [];
  switch (event.type) {
    case 'turnUpdate':
      notices.push(
        ...roomChangeNotices(context.room, event.data.room, context.seat?.username ?? null, event.data.skipped),
      );
      return { changes: { room: event.data.room, lastEventId: event.id }, notices };
    case 'videoCallUpdate': {
      const wasActive = context.room?.videoCallActive ?? false;
      if (event.data.videoCallActive !== wasActive)
        notices.push({ type: 'notice', kind: 'videoCall', active: event.data.videoCallActive });
      const room = context.room === null ? null : { ...context.room, ...withVideo(event.data) };
      return { changes: { room, lastEventId: event.id }, notices };
    }
    case 'message':
      return {
        changes: { chats: [...context.chats, event.data].slice(-CHAT_MEMORY_LIMIT), lastEventId: event.id },
        notices,
      };
    case 'roomClosed':
      return { changes: { lastEventId: event.id }, notices };
  }
}

function withVideo(state: VideoCallState): VideoCallState {
  return { videoCallActive: state.videoCallActive, videoParticipants: [...state.videoParticipants] };
}
