import {
  assertEvent,
  assign,
  emit,
  enqueueActions,
  fromCallback,
  fromPromise,
  not,
  setup,
  type EventObject,
} from 'xstate';
import { chatMessageSchema, usernameSchema } from './field-schemas';
import { hostCallFailureMessage, joinFailureMessage, requestStatus, ROOM_MESSAGES } from './room-messages';
import { removedByHost } from './room-changes';
import { ROOM_REFUSALS } from './room-rules';
import type { SettingsRequest } from './room-schemas';
import { changeSettings, CUSTOM_PROMPT_LIMITS, CUSTOM_PROMPT_MESSAGES, customPromptProblem } from './room-settings';
import {
  hasPassed,
  hostCallOf,
  makeRoomCall,
  nextSettingsDraft,
  promptIsFor,
  shownSettings,
  type RoomCallRequest,
} from './room-session-calls';
import { applyStreamEvent } from './room-session-stream-event';
import {
  ROOM_SESSION_TIMINGS,
  type JoinAnswer,
  type LoadedRoom,
  type RoomSeat,
  type RoomSessionContext,
  type RoomSessionEmitted,
  type RoomSessionEvent,
  type RoomSessionInput,
  type RoomSessionServices,
  type RoomSessionTimings,
} from './room-session-types';
import type { Room, RoomState, TurnType } from './room-types';
import type { AddressedStreamEvent, NumberedStreamEvent, RtcSignal } from './stream-events';
import { canTakeTurn, isInRoom, isRoomHost } from './turn-rules';

function stateOf(room: Room): RoomState {
  const { chats: _chats, ...state } = room;
  return state;
}

/** A room read again, as the turn update that brings the room to where it was read. */
function reloadedAsEvent(loaded: LoadedRoom): NumberedStreamEvent {
  return { type: 'turnUpdate', id: loaded.lastEventId, data: { room: stateOf(loaded.room) } };
}

/** The seat of a session that has one: the states that call with it are entered only once seated. */
function seatOf(context: Pick<RoomSessionContext, 'seat'>): RoomSeat {
  if (context.seat === null) throw new Error('The room session has no seat in this state.');
  return context.seat;
}

/** The room of a joined session: the states that read it are entered only once it has loaded. */
function roomOf(context: Pick<RoomSessionContext, 'room'>): RoomState {
  if (context.room === null) throw new Error('The room session has no room in this state.');
  return context.room;
}

/** The first of a queue: a `sending` state is entered only with something queued. */
function firstOf<T>(queue: readonly T[]): T {
  const [first] = queue;
  if (first === undefined) throw new Error('The room session has nothing queued to send.');
  return first;
}

/** The prompt being added: the `adding` state is entered only with one on its way. */
function promptOf(context: Pick<RoomSessionContext, 'promptOnItsWay'>): { type: TurnType; text: string } {
  if (context.promptOnItsWay === null) throw new Error('The room session has no prompt on its way.');
  return context.promptOnItsWay;
}

/** The call signal an addressed event carries: passed on only after the `isCallSignal` guard. */
function signalOf(event: AddressedStreamEvent): RtcSignal {
  if (event.type !== 'rtcSignal') throw new Error('Only a call signal is passed on.');
  return event.data;
}

/**
 * Applies one stream event and emits its notices. Typed on its own, naming no other action, so
 * TypeScript does not have to infer it through setup's whole list of actions.
 */
const applyStreamEventAction = enqueueActions<
  RoomSessionContext,
  RoomSessionEvent,
  { event: NumberedStreamEvent },
  RoomSessionEvent,
  never,
  never,
  never,
  never,
  RoomSessionEmitted
>(({ context, enqueue }, params) => {
  const { changes, notices } = applyStreamEvent(context, params.event);
  enqueue.assign(changes);
  for (const notice of notices) enqueue.emit(notice);
});

/** An action the screen gives with `provide` (docs/decisions/0003); until then it does nothing. */
function screenAction<TParams = undefined>() {
  return (_args: unknown, _params: TParams): void => undefined;
}

/** The field schemas' own message for refused text, so the screens say what the API would. */
function refusalOf(schema: typeof usernameSchema | typeof chatMessageSchema, text: string, fallback: string): string {
  return schema.safeParse(text).error?.issues[0]?.message ?? fallback;
}

/** Why a settings change cannot be made, by the server's own rules, or null: explained without a round trip. */
function settingsRefusal(context: RoomSessionContext, change: SettingsRequest): string | null {
  const room = roomOf(context);
  const checked = changeSettings(shownSettings(room.settings, context.settingsDraft), change);
  return checked.ok ? null : checked.message;
}

/**
 * Why a prompt cannot be added, checked as the server checks it (but for duplicates, which only
 * the server can see: the page never gets the texts), or null.
 */
function promptRefusal(context: RoomSessionContext, type: TurnType, text: string): string | null {
  const { settings } = roomOf(context);
  const count = type === 'truth' ? settings.customTruths : settings.customDares;
  if (count >= CUSTOM_PROMPT_LIMITS.perType) return CUSTOM_PROMPT_MESSAGES.full(type);
  return customPromptProblem(text.trim(), type, settings.rating, []);
}

/**
 * One player's view of an online room: load it, join if needed, follow its stream, ping while
 * present, and send turns, chat, passes and the host's calls. Timers and the network are
 * injected; what the screen does at each point (keep the seat, navigate, alert) is named here and
 * given by the screen with `provide` (docs/decisions/0003-game-machines-and-screens.md).
 */
export function createRoomSessionMachine(
  services: RoomSessionServices,
  timings: RoomSessionTimings = ROOM_SESSION_TIMINGS,
) {
  const roomCallInput = (context: RoomSessionContext, call: RoomCallRequest['call']): RoomCallRequest => ({
    roomId: context.roomId,
    seat: seatOf(context),
    call,
  });
  return setup({
    types: {
      input: {} as RoomSessionInput,
      context: {} as RoomSessionContext,
      events: {} as RoomSessionEvent,
      emitted: {} as RoomSessionEmitted,
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
      roomCall: fromPromise<unknown, RoomCallRequest>(({ input }) => makeRoomCall(services, input)),
      stream: fromCallback<EventObject, { roomId: string; lastEventId: number; token: string }>(({ input, sendBack }) =>
        services.openStream(input, (signal) => sendBack(signal)),
      ),
    },
    actions: {
      // The screen's part, given with provide(): keep or forget the seat in the tab's storage,
      // give it up on the server, leave the page, alert.
      keepSeat: screenAction<{ roomId: string; seat: RoomSeat }>(),
      forgetSeat: screenAction<{ roomId: string }>(),
      giveSeatUp: screenAction<{ roomId: string; seat: RoomSeat | null }>(),
      leaveOnUnload: screenAction<{ roomId: string; seat: RoomSeat }>(),
      reloadPage: screenAction(),
      goHome: screenAction(),
      askForName: screenAction<{ roomId: string }>(),
      alert: screenAction<{ message: string }>(),

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
      alertCallFailed: emit((_, params: { error: unknown }) => ({
        type: 'notice',
        kind: 'alert',
        message: hostCallFailureMessage(params.error),
      })),
      announceRemoval: emit({ type: 'notice', kind: 'removed' }),
      passSignalOn: emit((_, params: { signal: RtcSignal }) => ({ type: 'rtcSignal', signal: params.signal })),
      keepInTouch: assign({ inTouch: true }),
      loseTouch: assign({ inTouch: false }),
      queueChat: assign(({ context }, params: { message: string }) => ({
        outbox: [...context.outbox, params.message.trim()],
      })),
      dropFirstFromOutbox: assign(({ context }) => ({ outbox: context.outbox.slice(1) })),
      refuseSettings: assign((_, params: { message: string | null }) => ({ settingsError: params.message })),
      queueSettings: assign(({ context }, params: { change: SettingsRequest }) => ({
        settingsError: null,
        settingsDraft: nextSettingsDraft(roomOf(context).settings, context.settingsDraft, params.change),
        settingsOutbox: [...context.settingsOutbox, params.change],
      })),
      dropFirstSettings: assign(({ context }) => ({ settingsOutbox: context.settingsOutbox.slice(1) })),
      showSettingsFailure: assign((_, params: { error: unknown }) => ({
        settingsDraft: null,
        settingsError: hostCallFailureMessage(params.error),
      })),
      refusePrompt: assign((_, params: { message: string | null }) => ({
        promptAdded: null,
        promptError: params.message,
      })),
      sendPrompt: assign((_, params: { type: TurnType; text: string }) => ({
        promptAdded: null,
        promptError: null,
        promptOnItsWay: { type: params.type, text: params.text.trim() },
      })),
      confirmPrompt: assign(({ context }) => ({ promptAdded: { type: promptOf(context).type }, promptOnItsWay: null })),
      showPromptFailure: assign((_, params: { error: unknown }) => ({
        promptOnItsWay: null,
        promptError: hostCallFailureMessage(params.error),
      })),
      applyStreamEvent: applyStreamEventAction,
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
      // Only the player the prompt was drawn for, and once a game.
      mayPass: ({ context }) =>
        context.seat !== null &&
        context.room !== null &&
        promptIsFor(context.room, context.seat.username) &&
        !hasPassed(context.room, context.seat.username),
      hasOutbox: ({ context }) => context.outbox.length > 0,
      hasSettingsOutbox: ({ context }) => context.settingsOutbox.length > 0,
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
      fromPageCache: (_, params: { persisted: boolean }) => params.persisted,
      isCallSignal: (_, params: { event: AddressedStreamEvent }) => params.event.type === 'rtcSignal',
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
      refusedSettings: ({ context }, params: { change: SettingsRequest }) =>
        settingsRefusal(context, params.change) !== null,
      refusedPrompt: ({ context }, params: { type: TurnType; text: string }) =>
        promptRefusal(context, params.type, params.text) !== null,
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
      settingsOutbox: [],
      settingsDraft: null,
      settingsError: null,
      promptOnItsWay: null,
      promptAdded: null,
      promptError: null,
    }),
    initial: 'loading',
    // Until the session ends (a final state) the page may hold a seat: leaving gives it up;
    // closing or reloading the tab sends the leave but keeps the seat to sit down again; a page
    // restored from the browser's cache starts over, since the server has let the seat go by then.
    on: {
      'ROOM.LEAVE': '.left',
      'PAGE.HIDE': {
        guard: 'hasSeat',
        actions: {
          type: 'leaveOnUnload',
          params: ({ context }) => ({ roomId: context.roomId, seat: seatOf(context) }),
        },
      },
      'PAGE.SHOW': {
        guard: { type: 'fromPageCache', params: ({ event }) => ({ persisted: event.persisted }) },
        actions: 'reloadPage',
      },
    },
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
      /** On the game screen the kept name could not sit down again (taken meanwhile): choose another. */
      needsUsername: {
        entry: [
          { type: 'forgetSeat', params: ({ context }) => ({ roomId: context.roomId }) },
          { type: 'askForName', params: ({ context }) => ({ roomId: context.roomId }) },
        ],
        on: {
          // The game screen has sent the player to choose a name: nothing is held any more.
          'ROOM.LEAVE': {},
          'PAGE.HIDE': {},
          'PAGE.SHOW': {},
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
            actions: [
              { type: 'takeSeat', params: ({ event }) => ({ answer: event.output }) },
              { type: 'keepSeat', params: ({ context }) => ({ roomId: context.roomId, seat: seatOf(context) }) },
            ],
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
          // Read again after missed events: checked and applied as a turn update, and its chat taken as it is.
          'STREAM.RELOAD': [
            { guard: { type: 'isAlreadyApplied', params: ({ event }) => ({ event: reloadedAsEvent(event.loaded) }) } },
            {
              guard: { type: 'removesMe', params: ({ event }) => ({ event: reloadedAsEvent(event.loaded) }) },
              target: 'removed',
            },
            {
              guard: { type: 'dropsMySeat', params: ({ event }) => ({ event: reloadedAsEvent(event.loaded) }) },
              target: 'lost',
            },
            {
              actions: [
                { type: 'applyStreamEvent', params: ({ event }) => ({ event: reloadedAsEvent(event.loaded) }) },
                { type: 'storeLoadedRoom', params: ({ event }) => ({ loaded: event.loaded }) },
              ],
            },
          ],
          'STREAM.ADDRESSED': [
            { guard: { type: 'isRemoval', params: ({ event }) => ({ event: event.event }) }, target: 'removed' },
            {
              guard: { type: 'isCallSignal', params: ({ event }) => ({ event: event.event }) },
              actions: { type: 'passSignalOn', params: ({ event }) => ({ signal: signalOf(event.event) }) },
            },
          ],
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
          /** Pass, once a game: `sent` is idle that remembers the pass went out, so the screen keeps focus on it. */
          passing: {
            initial: 'idle',
            on: { 'TURN.PASS': { guard: 'mayPass', target: '.sending' } },
            states: {
              idle: {},
              sending: {
                on: { 'TURN.PASS': {} },
                invoke: {
                  src: 'roomCall',
                  input: ({ context }) => roomCallInput(context, { kind: 'pass' }),
                  onDone: 'sent',
                  onError: {
                    target: 'idle',
                    actions: { type: 'alertCallFailed', params: ({ event }) => ({ error: event.error }) },
                  },
                },
              },
              sent: {},
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
                    message: firstOf(context.outbox),
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
          /** The host's player and turn calls, one at a time; what they change arrives on the stream like any change. */
          hosting: {
            initial: 'idle',
            states: {
              idle: {
                on: {
                  'PLAYER.REMOVE': [{ guard: 'isHost', target: 'calling' }, { actions: 'alertNotHost' }],
                  'TURN.SKIP': [{ guard: 'isHost', target: 'calling' }, { actions: 'alertNotHost' }],
                  'ROOM.LOCK': [{ guard: 'isHost', target: 'calling' }, { actions: 'alertNotHost' }],
                  'HOST.HAND': [{ guard: 'isHost', target: 'calling' }, { actions: 'alertNotHost' }],
                },
              },
              calling: {
                invoke: {
                  src: 'roomCall',
                  // Entered only by the four events above, each naming its call.
                  input: ({ context, event }) => {
                    assertEvent(event, ['PLAYER.REMOVE', 'TURN.SKIP', 'ROOM.LOCK', 'HOST.HAND']);
                    return roomCallInput(context, hostCallOf(event));
                  },
                  onDone: 'idle',
                  onError: [
                    {
                      guard: { type: 'tokenRefused', params: ({ event }) => ({ error: event.error }) },
                      target: '#roomSession.lost',
                    },
                    {
                      target: 'idle',
                      actions: { type: 'alertCallFailed', params: ({ event }) => ({ error: event.error }) },
                    },
                  ],
                },
              },
            },
          },
          /**
           * The host's settings changes: each is checked by the server's rules, shown at once and
           * sent in order; the room's stream brings the change to every screen.
           */
          settings: {
            initial: 'idle',
            on: {
              'SETTINGS.CHANGE': [
                { guard: not('isHost'), actions: 'alertNotHost' },
                {
                  guard: { type: 'refusedSettings', params: ({ event }) => ({ change: event.change }) },
                  actions: {
                    type: 'refuseSettings',
                    params: ({ context, event }) => ({ message: settingsRefusal(context, event.change) }),
                  },
                },
                { actions: { type: 'queueSettings', params: ({ event }) => ({ change: event.change }) } },
              ],
            },
            states: {
              idle: { always: { guard: 'hasSettingsOutbox', target: 'sending' } },
              sending: {
                invoke: {
                  src: 'roomCall',
                  input: ({ context }) =>
                    roomCallInput(context, { kind: 'changeSettings', change: firstOf(context.settingsOutbox) }),
                  onDone: { target: 'idle', actions: 'dropFirstSettings' },
                  onError: {
                    target: 'idle',
                    actions: [
                      'dropFirstSettings',
                      { type: 'showSettingsFailure', params: ({ event }) => ({ error: event.error }) },
                    ],
                  },
                },
              },
            },
          },
          /** The group's own prompts, added by the host one at a time. */
          prompts: {
            initial: 'idle',
            states: {
              idle: {
                on: {
                  'PROMPT.ADD': [
                    { guard: not('isHost'), actions: 'alertNotHost' },
                    {
                      guard: {
                        type: 'refusedPrompt',
                        params: ({ event }) => ({ type: event.turnType, text: event.text }),
                      },
                      actions: {
                        type: 'refusePrompt',
                        params: ({ context, event }) => ({
                          message: promptRefusal(context, event.turnType, event.text),
                        }),
                      },
                    },
                    {
                      target: 'adding',
                      actions: {
                        type: 'sendPrompt',
                        params: ({ event }) => ({ type: event.turnType, text: event.text }),
                      },
                    },
                  ],
                },
              },
              adding: {
                invoke: {
                  src: 'roomCall',
                  input: ({ context }) => roomCallInput(context, { kind: 'addPrompt', ...promptOf(context) }),
                  onDone: { target: 'idle', actions: 'confirmPrompt' },
                  onError: {
                    target: 'idle',
                    actions: { type: 'showPromptFailure', params: ({ event }) => ({ error: event.error }) },
                  },
                },
              },
            },
          },
        },
      },
      /** The player's name is gone from the room, or the connection stayed down too long. */
      lost: {
        type: 'final',
        entry: [
          { type: 'forgetSeat', params: ({ context }) => ({ roomId: context.roomId }) },
          { type: 'alert', params: { message: ROOM_MESSAGES.connectionLost } },
          'goHome',
        ],
      },
      /** The host removed the player (the `removed` event, or its fallback `removesMe`); the server let the seat go. */
      removed: {
        type: 'final',
        entry: [
          'announceRemoval',
          { type: 'forgetSeat', params: ({ context }) => ({ roomId: context.roomId }) },
          'goHome',
        ],
      },
      /** The room was deleted for inactivity. */
      closed: { type: 'final', entry: { type: 'forgetSeat', params: ({ context }) => ({ roomId: context.roomId }) } },
      /** The player left on purpose (Back, or another page of the app). */
      left: {
        type: 'final',
        entry: { type: 'giveSeatUp', params: ({ context }) => ({ roomId: context.roomId, seat: context.seat }) },
      },
      failed: {
        type: 'final',
        entry: [
          { type: 'forgetSeat', params: ({ context }) => ({ roomId: context.roomId }) },
          { type: 'alert', params: { message: ROOM_MESSAGES.gameRoomLoadFailed } },
        ],
      },
    },
  });
}

export type RoomSessionMachine = ReturnType<typeof createRoomSessionMachine>;
