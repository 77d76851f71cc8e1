import { assign, emit, enqueueActions, fromCallback, fromPromise, setup, type EventObject } from 'xstate';
import { chatMessageSchema, usernameSchema } from './field-schemas';
import { joinFailureMessage, requestStatus, ROOM_MESSAGES } from './room-messages';
import type { ChatMessage, Room, RoomState, TurnType, VideoCallState } from './room-types';
import { PRESENCE, type NumberedStreamEvent } from './stream-events';
import { canTakeTurn, departedPlayers, isInRoom, sameUsername } from './turn-rules';

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

/** What the stream actor reports. The browser's EventSource reconnects by itself after an error. */
export type StreamSignal = { type: 'STREAM.OPEN' } | { type: 'STREAM.ERROR' } | { type: 'STREAM.EVENT'; event: NumberedStreamEvent };

/** The network side, supplied by the web app (fetch and EventSource) or by a test. Failures reject with RoomRequestError. */
export interface RoomSessionServices {
  loadRoom(roomId: string): Promise<LoadedRoom>;
  joinRoom(request: { roomId: string; username: string }): Promise<{ room: Room; playerToken: string; lastEventId?: number }>;
  takeTurn(request: { roomId: string; seat: RoomSeat; type: TurnType }): Promise<unknown>;
  sendChat(request: { roomId: string; seat: RoomSeat; message: string }): Promise<unknown>;
  ping(request: { roomId: string; seat: RoomSeat }): Promise<unknown>;
  /** Gives a seat up (the page may also have sent this while unloading). */
  releaseSeat(request: { roomId: string; seat: RoomSeat }): Promise<unknown>;
  /** Opens the room's stream from `lastEventId`; returns the function that closes it. */
  openStream(request: { roomId: string; lastEventId: number }, report: (signal: StreamSignal) => void): () => void;
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
}

export type RoomSessionEvent =
  | { type: 'JOIN'; username: string }
  | { type: 'TAKE_TURN'; turnType: TurnType }
  | { type: 'SEND_CHAT'; message: string }
  | { type: 'LEAVE' }
  | StreamSignal;

/** Things the screen shows once (toasts and alerts), emitted rather than kept in state. */
export type RoomSessionNotice =
  | { type: 'alert'; message: string }
  | { type: 'playerLeft'; username: string }
  | { type: 'videoCall'; active: boolean }
  | { type: 'seated'; seat: RoomSeat };

/** How many chat messages a screen keeps in memory. */
export const CHAT_MEMORY_LIMIT = 500;

function stateOf(room: Room): RoomState {
  const { chats: _chats, ...state } = room;
  return state;
}

/**
 * One player's view of an online room: load it, join if needed, follow its stream, ping while
 * present, and send turns and chat. Timers and the network are injected.
 */
export function createRoomSessionMachine(services: RoomSessionServices, timings: RoomSessionTimings = ROOM_SESSION_TIMINGS) {
  return setup({
    types: {
      input: {} as RoomSessionInput,
      context: {} as RoomSessionContext,
      events: {} as RoomSessionEvent,
      emitted: {} as RoomSessionNotice,
    },
    actors: {
      loadRoom: fromPromise<LoadedRoom, { roomId: string }>(({ input }) => services.loadRoom(input.roomId)),
      joinRoom: fromPromise<{ room: Room; playerToken: string; lastEventId?: number }, { roomId: string; username: string }>(({ input }) => services.joinRoom(input)),
      takeTurn: fromPromise<unknown, { roomId: string; seat: RoomSeat; type: TurnType }>(({ input }) => services.takeTurn(input)),
      sendChat: fromPromise<unknown, { roomId: string; seat: RoomSeat; message: string }>(({ input }) => services.sendChat(input)),
      ping: fromPromise<unknown, { roomId: string; seat: RoomSeat }>(({ input }) => services.ping(input)),
      releaseSeat: fromPromise<unknown, { roomId: string; seat: RoomSeat }>(({ input }) => services.releaseSeat(input)),
      stream: fromCallback<EventObject, { roomId: string; lastEventId: number }>(({ input, sendBack }) =>
        services.openStream(input, (signal) => sendBack(signal)),
      ),
    },
    actions: {
      forgetSeatKeepName: assign(({ context }) => ({ username: context.seat?.username ?? context.username, seat: null })),
      dropFirstFromOutbox: assign(({ context }) => ({ outbox: context.outbox.slice(1) })),
      applyStreamEvent: enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'STREAM.EVENT') return;
        const { changes, notices } = applyStreamEvent(context, event.event);
        enqueue.assign(changes);
        for (const notice of notices) enqueue.emit(notice);
      }),
    },
    delays: {
      pingInterval: () => timings.pingIntervalMs,
      lostAfter: () => timings.lostAfterMs,
    },
    guards: {
      seatedInRoom: ({ context }) => context.seat !== null && context.room !== null && isInRoom(context.room, context.seat.username),
      hasSeat: ({ context }) => context.seat !== null,
      // Still listed: the unloading page's leave may not have arrived yet.
      returningWithSeat: ({ context }) => context.returning && context.seat !== null && context.room !== null && isInRoom(context.room, context.seat.username),
      hasUsername: ({ context }) => usernameSchema.safeParse(context.username).success,
      connects: ({ context }) => context.connect,
      isMyTurn: ({ context }) => context.seat !== null && context.room !== null && canTakeTurn(context.room, context.seat.username),
      hasOutbox: ({ context }) => context.outbox.length > 0,
      seatRevoked: ({ event }) => {
        const status = requestStatus((event as { error?: unknown }).error);
        return status === 401 || status === 403;
      },
      notYourTurnAnswer: ({ event }) => requestStatus((event as { error?: unknown }).error) === 409,
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
    }),
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          src: 'loadRoom',
          input: ({ context }) => ({ roomId: context.roomId }),
          onDone: {
            target: 'routing',
            actions: assign(({ event }) => ({ room: stateOf(event.output.room), chats: event.output.room.chats, lastEventId: event.output.lastEventId })),
          },
          onError: { target: 'failed', actions: assign({ error: ROOM_MESSAGES.gameRoomLoadFailed }) },
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
          input: ({ context }) => ({ roomId: context.roomId, seat: context.seat as RoomSeat }),
          onDone: { target: 'joining', actions: 'forgetSeatKeepName' },
          // 401: the old page's leave got there first, which is just as good.
          onError: { target: 'joining', actions: 'forgetSeatKeepName' },
        },
      },
      needsUsername: {
        on: {
          JOIN: [
            {
              guard: ({ event }) => event.username.trim() === '',
              actions: assign({ error: ROOM_MESSAGES.usernameRequired }),
            },
            {
              guard: ({ event }) => !usernameSchema.safeParse(event.username).success,
              actions: assign(({ event }) => ({ error: usernameSchema.safeParse(event.username).error?.issues[0]?.message ?? ROOM_MESSAGES.joinFailed })),
            },
            { target: 'joining', actions: assign(({ event }) => ({ username: event.username.trim(), error: null })) },
          ],
        },
      },
      joining: {
        invoke: {
          src: 'joinRoom',
          input: ({ context }) => ({ roomId: context.roomId, username: context.username }),
          onDone: {
            target: 'seated',
            actions: [
              assign(({ context, event }) => ({
                seat: { username: context.username, token: event.output.playerToken },
                room: stateOf(event.output.room),
                chats: event.output.room.chats,
                lastEventId: event.output.lastEventId ?? context.lastEventId,
                error: null,
              })),
              emit(({ context }) => ({ type: 'seated', seat: context.seat as RoomSeat })),
            ],
          },
          onError: { target: 'needsUsername', actions: assign(({ event }) => ({ error: joinFailureMessage(event.error) })) },
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
          input: ({ context }) => ({ roomId: context.roomId, lastEventId: context.lastEventId }),
        },
        on: {
          'STREAM.EVENT': [
            { guard: ({ context, event }) => event.event.id <= context.lastEventId, actions: [] },
            { guard: ({ event }) => event.event.type === 'roomClosed', target: 'closed' },
            {
              guard: ({ context, event }) =>
                event.event.type === 'turnUpdate' && context.seat !== null && !isInRoom(event.event.data.room, context.seat.username),
              target: 'lost',
            },
            { actions: 'applyStreamEvent' },
          ],
          LEAVE: { target: 'left' },
        },
        states: {
          connection: {
            initial: 'live',
            states: {
              live: { on: { 'STREAM.ERROR': 'reconnecting' } },
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
                  input: ({ context }) => ({ roomId: context.roomId, seat: context.seat as RoomSeat }),
                  onDone: 'waiting',
                  onError: [{ guard: 'seatRevoked', target: '#roomSession.lost' }, { target: 'waiting' }],
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
                  TAKE_TURN: [
                    { guard: 'isMyTurn', target: 'sending' },
                    { actions: emit({ type: 'alert', message: ROOM_MESSAGES.notYourTurn }) },
                  ],
                },
              },
              sending: {
                invoke: {
                  src: 'takeTurn',
                  input: ({ context, event }) => ({
                    roomId: context.roomId,
                    seat: context.seat as RoomSeat,
                    type: (event as Extract<RoomSessionEvent, { type: 'TAKE_TURN' }>).turnType,
                  }),
                  onDone: 'idle',
                  onError: [
                    { guard: 'seatRevoked', target: '#roomSession.lost' },
                    { guard: 'notYourTurnAnswer', target: 'idle', actions: emit({ type: 'alert', message: ROOM_MESSAGES.notYourTurn }) },
                    { target: 'idle', actions: emit({ type: 'alert', message: ROOM_MESSAGES.turnFailed }) },
                  ],
                },
              },
            },
          },
          chat: {
            initial: 'idle',
            on: {
              SEND_CHAT: [
                { guard: ({ event }) => event.message.trim() === '', actions: [] },
                {
                  guard: ({ event }) => !chatMessageSchema.safeParse(event.message).success,
                  actions: emit(({ event }) => ({ type: 'alert', message: chatMessageSchema.safeParse(event.message).error?.issues[0]?.message ?? ROOM_MESSAGES.chatFailed })),
                },
                { actions: assign(({ context, event }) => ({ outbox: [...context.outbox, event.message.trim()] })) },
              ],
            },
            states: {
              idle: { always: { guard: 'hasOutbox', target: 'sending' } },
              sending: {
                invoke: {
                  src: 'sendChat',
                  input: ({ context }) => ({ roomId: context.roomId, seat: context.seat as RoomSeat, message: context.outbox[0] as string }),
                  onDone: { target: 'idle', actions: 'dropFirstFromOutbox' },
                  onError: [
                    { guard: 'seatRevoked', target: '#roomSession.lost' },
                    { target: 'idle', actions: ['dropFirstFromOutbox', emit({ type: 'alert', message: ROOM_MESSAGES.chatFailed })] },
                  ],
                },
              },
            },
          },
        },
      },
      /** The player's name is gone from the room, or the connection stayed down too long. */
      lost: { type: 'final' },
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
    case 'turnUpdate': {
      const before = context.room?.username ?? [];
      for (const username of departedPlayers(before, event.data.room.username)) {
        if (context.seat === null || !sameUsername(username, context.seat.username)) notices.push({ type: 'playerLeft', username });
      }
      return { changes: { room: event.data.room, lastEventId: event.id }, notices };
    }
    case 'videoCallUpdate': {
      const wasActive = context.room?.videoCallActive ?? false;
      if (event.data.videoCallActive !== wasActive) notices.push({ type: 'videoCall', active: event.data.videoCallActive });
      const room = context.room === null ? null : { ...context.room, ...withVideo(event.data) };
      return { changes: { room, lastEventId: event.id }, notices };
    }
    case 'message':
      return { changes: { chats: [...context.chats, event.data].slice(-CHAT_MEMORY_LIMIT), lastEventId: event.id }, notices };
    case 'roomClosed':
      return { changes: { lastEventId: event.id }, notices };
  }
}

function withVideo(state: VideoCallState): VideoCallState {
  return { videoCallActive: state.videoCallActive, videoParticipants: [...state.videoParticipants] };
}
