import { requestStatus } from '@truth-or-dare/room-protocol';
import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { createActor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import type { RoomCallProps } from '../../components/room-call-slot';
import { createCallApi } from './call-api';
import { forgetCall, rememberCall, resumableCall } from './call-resume';
import type { CallDeps } from './call-session-actors';
import { callPhaseOf, createCallSessionMachine, type CallSessionMachine } from './call-session-machine';
import { IDLE_VIEW, type CallPhase, type CallSnapshot } from './call-view';

/** The browser's own media and connections; tests hand useVideoCall fakes instead. */
export function browserCallDeps(
  roomId: string,
  seat: RoomCallProps['seat'],
  sendCall: RoomCallProps['sendCall'],
): CallDeps {
  const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  return {
    api: createCallApi(roomId, seat, sendCall),
    getUserMedia: devices?.getUserMedia ? (constraints) => devices.getUserMedia(constraints) : undefined,
    createConnection: (configuration) => new RTCPeerConnection(configuration),
    // A signal to a player who has just left answers 404: expected, not worth a warning.
    onProblem: (error) => {
      if (requestStatus(error) !== 404) console.warn('Video call:', error);
    },
  };
}

export type MakeCallDeps = (
  roomId: string,
  seat: RoomCallProps['seat'],
  sendCall: RoomCallProps['sendCall'],
) => CallDeps;

type CallSessionSnapshot = SnapshotFrom<CallSessionMachine> | undefined;
const selectPhase = (snapshot: CallSessionSnapshot): CallPhase => (snapshot ? callPhaseOf(snapshot) : 'idle');
const selectView = (snapshot: CallSessionSnapshot) => snapshot?.context.view ?? IDLE_VIEW;

export interface VideoCall extends CallSnapshot {
  join(withVideo: boolean): void;
  leave(): void;
  toggleMute(): void;
  toggleCamera(): void;
}

/**
 * The room's video call for the game page: one call session machine per seat, fed by the room's
 * stream (participants, turn, signals). The session hangs up when the page goes, and tells the
 * server at once when the tab closes (pagehide, a keepalive request like the room's own leave). A
 * page reloaded while its seat was in the call joins it again by itself, as it was (call-resume.ts).
 */
export function useVideoCall(
  { roomId, seat, participants, turnPlayer, subscribeSignals, sendCall }: RoomCallProps,
  makeDeps: MakeCallDeps = browserCallDeps,
): VideoCall {
  const [session, setSession] = useState<ActorRefFrom<CallSessionMachine> | null>(null);
  const { username, token } = seat;
  /** With the camera or without, as last asked for: what a reload joins with. */
  const wantsVideo = useRef(true);
  /** A call this player was in before the page reloaded, to rejoin once: with the camera or not. Read on the first render. */
  const [resumable] = useState<boolean | null>(() => resumableCall(roomId, username));
  const resume = useRef(resumable);

  // A new seat is a new session: the machine's effects are bound to the seat's call API.
  useEffect(() => {
    const created = createActor(createCallSessionMachine(makeDeps(roomId, { username, token }, sendCall)), {
      input: { self: username },
    }).start();
    setSession(created);
    return () => {
      created.send({ type: 'PAGE.GONE' });
      // Leaving the game page ends this player's part in the call; only a reload resumes it.
      forgetCall(roomId);
    };
  }, [roomId, username, token, sendCall, makeDeps]);

  useEffect(() => session?.send({ type: 'ROOM.PARTICIPANTS', names: participants }), [session, participants]);
  useEffect(() => {
    const withVideo = resume.current;
    if (!session || withVideo === null) return;
    resume.current = null;
    wantsVideo.current = withVideo;
    session.send({ type: 'CALL.RESUME', withVideo });
  }, [session]);
  useEffect(() => session?.send({ type: 'ROOM.TURN', player: turnPlayer }), [session, turnPlayer]);
  useEffect(
    () => (session ? subscribeSignals((signal) => session.send({ type: 'ROOM.SIGNAL', signal })) : undefined),
    [session, subscribeSignals],
  );

  useEffect(() => {
    if (!session) return;
    const onPageHide = () => session.send({ type: 'PAGE.HIDE' });
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [session]);

  const phase = useSelector(session ?? undefined, selectPhase);
  const view = useSelector(session ?? undefined, selectView);

  // In the call: a reload rejoins. Out of it again (left, taken out, or a join that failed): it does not.
  const lastPhase = useRef<CallPhase>('idle');
  useEffect(() => {
    if (phase === 'inCall') rememberCall(roomId, username, wantsVideo.current);
    else if (phase === 'idle' && lastPhase.current !== 'idle') forgetCall(roomId);
    lastPhase.current = phase;
  }, [phase, roomId, username]);

  const intents = useMemo(
    () => ({
      join: (withVideo: boolean) => {
        wantsVideo.current = withVideo;
        session?.send({ type: 'CALL.JOIN', withVideo });
      },
      leave: () => session?.send({ type: 'CALL.LEAVE' }),
      toggleMute: () => session?.send({ type: 'MUTE.TOGGLE' }),
      toggleCamera: () => session?.send({ type: 'CAMERA.TOGGLE' }),
    }),
    [session],
  );

  return { phase, ...view, ...intents };
}
