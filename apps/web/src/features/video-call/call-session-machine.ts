import { assertEvent, assign, sendTo, setup, type SnapshotFrom } from 'xstate';
import { CALL_LIMITS } from './call-limits';
import { cameraProblemText, joinProblemText } from './call-media';
import { CALL_ANNOUNCEMENTS, CALL_MESSAGES } from './call-messages';
import { callSessionActors, type CallDeps } from './call-session-actors';
import { callSessionEffects } from './call-session-effects';
import {
  callOverView,
  callSessionGuards,
  cameraSwitched,
  followedList,
  initialCallContext,
  joinedCall,
  mediaOf,
  meshInput,
  meshView,
  mutedView,
  openedOf,
  withError,
  withoutNotice,
  type CallSessionContext,
  type CallSessionEvent,
} from './call-session-context';
import type { CallPhase } from './call-view';

/**
 * One player's part in the room's call (docs/decisions/0011-calls-as-a-mesh.md): asks for the camera
 * and microphone, joins and leaves on the server, runs the mesh of peer connections while in the
 * call, and keeps what the screen shows. The room's stream feeds it the participants, the current
 * turn and the signals addressed to this player. Every effect on the browser and the server comes
 * from `deps`; a state left while its effect is under way lets the effect undo itself.
 */
export function createCallSessionMachine(deps: CallDeps) {
  return setup({
    types: {
      input: {} as { self: string },
      context: {} as CallSessionContext,
      events: {} as CallSessionEvent,
    },
    actors: callSessionActors(deps),
    delays: { resumeWait: CALL_LIMITS.resumeWaitMs, levelInterval: CALL_LIMITS.levelIntervalMs },
    guards: callSessionGuards,
    actions: {
      ...callSessionEffects(deps),
      rememberParticipants: assign({
        participants: ({ context, event }) => (event.type === 'ROOM.PARTICIPANTS' ? event.names : context.participants),
      }),
      rememberTurn: assign({
        turnPlayer: ({ context, event }) => (event.type === 'ROOM.TURN' ? event.player : context.turnPlayer),
      }),
      rememberWish: assign({
        withVideo: ({ context, event }) =>
          event.type === 'CALL.JOIN' || event.type === 'CALL.RESUME' ? event.withVideo : context.withVideo,
      }),
      keepSignal: assign({
        pendingSignals: ({ context, event }) =>
          event.type === 'ROOM.SIGNAL' ? [...context.pendingSignals, event.signal] : context.pendingSignals,
      }),
      showLeft: assign({ pendingSignals: [], view: callOverView(CALL_ANNOUNCEMENTS.left) }),
      showTakenOut: assign({ view: callOverView(CALL_MESSAGES.droppedFromCall, 'info') }),
      meshSignal: sendTo('mesh', ({ event }) => {
        assertEvent(event, 'ROOM.SIGNAL');
        return { type: 'MESH.SIGNAL', signal: event.signal };
      }),
      meshTurn: sendTo('mesh', ({ context }) => ({ type: 'MESH.TURN', player: context.turnPlayer })),
      meshParticipants: sendTo('mesh', ({ context }) => ({ type: 'MESH.PARTICIPANTS', names: context.callList })),
      meshLocalState: sendTo('mesh', ({ context }) => ({
        type: 'MESH.LOCAL_STATE',
        state: { muted: context.view.local.muted, cameraOff: context.view.local.cameraOff },
      })),
      meshVideoTrack: sendTo('mesh', ({ context }) => ({ type: 'MESH.VIDEO_TRACK', media: mediaOf(context) })),
      meshReadLevels: sendTo('mesh', { type: 'MESH.READ_LEVELS' }),
    },
  }).createMachine({
    id: 'callSession',
    context: ({ input }) => initialCallContext(input.self),
    initial: 'idle',
    on: {
      'ROOM.PARTICIPANTS': { actions: 'rememberParticipants' },
      'ROOM.TURN': { actions: 'rememberTurn' },
      'PAGE.GONE': '.disposed',
    },
    states: {
      idle: {
        on: {
          'CALL.JOIN': { target: 'joining', actions: 'rememberWish' },
          'CALL.RESUME': [
            // The unloading page's leave has not landed yet, and would undo a join made now.
            { guard: 'selfListed', target: 'resuming', actions: 'rememberWish' },
            { target: 'joining', actions: 'rememberWish' },
          ],
        },
      },
      resuming: {
        after: { resumeWait: 'joining' },
        on: {
          'CALL.JOIN': { target: 'joining', actions: 'rememberWish' },
          'CALL.LEAVE': 'idle',
          'ROOM.PARTICIPANTS': [
            { guard: 'selfUnlisted', target: 'joining', actions: 'rememberParticipants' },
            { actions: 'rememberParticipants' },
          ],
        },
      },
      joining: {
        entry: assign({ view: ({ context }) => withoutNotice(context.view) }),
        initial: 'media',
        on: {
          'CALL.LEAVE': { target: 'idle', actions: 'showLeft' },
          // The server lists this player already, so the others' offers can come before its answer.
          'ROOM.SIGNAL': { guard: 'roomForSignal', actions: 'keepSignal' },
        },
        states: {
          media: {
            invoke: {
              src: 'openMedia',
              input: ({ context }) => ({ withVideo: context.withVideo }),
              onDone: { target: 'server', actions: assign({ opened: ({ event }) => event.output }) },
              onError: {
                target: '#callSession.idle',
                actions: assign({
                  view: ({ context, event }) => withError(context.view, joinProblemText(event.error)),
                }),
              },
            },
          },
          server: {
            invoke: {
              src: 'joinOnServer',
              input: ({ context }) => ({ media: openedOf(context).media }),
              onDone: {
                target: '#callSession.inCall',
                actions: assign(({ context, event }) => joinedCall(context, event.output)),
              },
              onError: {
                target: '#callSession.idle',
                actions: assign({ view: ({ context }) => withError(context.view, CALL_MESSAGES.joinFailed) }),
              },
            },
          },
        },
      },
      inCall: {
        type: 'parallel',
        invoke: {
          id: 'mesh',
          src: 'peerMesh',
          input: ({ context }) => meshInput(context),
        },
        exit: ['stopMedia', assign({ media: null, pendingSignals: [], seenSelf: false, callList: [] })],
        on: {
          'CALL.LEAVE': { target: 'idle', actions: ['showLeft', 'leaveOnServer'] },
          'PAGE.HIDE': { actions: 'leaveOnUnload' },
          'PAGE.GONE': { target: 'disposed', actions: 'leaveOnUnload' },
          'ROOM.SIGNAL': { actions: 'meshSignal' },
          'ROOM.TURN': { actions: ['rememberTurn', 'meshTurn'] },
          'ROOM.PARTICIPANTS': [
            // The server took this player out (a presence timeout): the call ends here too.
            { guard: 'takenOut', target: 'idle', actions: ['rememberParticipants', 'showTakenOut'] },
            // A list from before the join.
            { guard: 'selfUnlisted', actions: 'rememberParticipants' },
            {
              actions: [
                assign(({ context, event }) => {
                  assertEvent(event, 'ROOM.PARTICIPANTS');
                  return followedList(context, event.names);
                }),
                'meshParticipants',
              ],
            },
          ],
          'MESH.CHANGED': { actions: assign({ view: ({ context, event }) => meshView(context.view, event) }) },
          'MUTE.TOGGLE': {
            actions: [assign({ view: ({ context }) => mutedView(context.view) }), 'applyMute', 'meshLocalState'],
          },
        },
        states: {
          levels: {
            initial: 'waiting',
            states: {
              waiting: { after: { levelInterval: { target: 'waiting', reenter: true, actions: 'meshReadLevels' } } },
            },
          },
          camera: {
            initial: 'steady',
            states: {
              steady: {
                on: {
                  'CAMERA.TOGGLE': [
                    {
                      guard: 'cameraOn',
                      actions: [
                        'stopCamera',
                        assign(({ context }) => cameraSwitched(context, null)),
                        'meshLocalState',
                        'meshVideoTrack',
                      ],
                    },
                    { target: 'switchingOn' },
                  ],
                },
              },
              switchingOn: {
                entry: assign({
                  view: ({ context }) => ({ ...withoutNotice(context.view), switchingCamera: true }),
                }),
                invoke: {
                  src: 'openCamera',
                  onDone: {
                    target: 'steady',
                    actions: [
                      ({ context, event }) => mediaOf(context).stream.addTrack(event.output),
                      assign(({ context, event }) => cameraSwitched(context, event.output)),
                      'meshLocalState',
                      'meshVideoTrack',
                    ],
                  },
                  onError: {
                    target: 'steady',
                    actions: assign({
                      view: ({ context, event }) => ({
                        ...withError(context.view, cameraProblemText(event.error)),
                        switchingCamera: false,
                      }),
                    }),
                  },
                },
              },
            },
          },
        },
      },
      disposed: { type: 'final' },
    },
  });
}

export type CallSessionMachine = ReturnType<typeof createCallSessionMachine>;

/** Where the call stands for the screen: waiting to resume after a reload, or gone, reads as idle. */
export function callPhaseOf(snapshot: SnapshotFrom<CallSessionMachine>): CallPhase {
  if (snapshot.matches('inCall')) return 'inCall';
  return snapshot.matches('joining') ? 'joining' : 'idle';
}
