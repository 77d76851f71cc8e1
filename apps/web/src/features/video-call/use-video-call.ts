import { requestStatus } from '@truth-or-dare/room-protocol';
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import type { RoomCallProps } from '../../components/room-call-slot';
import { createCallApi } from './call-api';
import { CALL_LIMITS } from './call-limits';
import { forgetCall, rememberCall, resumableCall } from './call-resume';
import { CallSession, type CallDeps } from './call-session';
import { IDLE_CALL, type CallPhase, type CallSnapshot } from './call-view';

/** The browser's own media and connections; tests hand useVideoCall fakes instead. */
export function browserCallDeps(roomId: string, seat: RoomCallProps['seat']): CallDeps {
  const devices = typeof navigator === 'undefined' ? undefined : navigator.mediaDevices;
  return {
    api: createCallApi(roomId, seat),
    getUserMedia: devices?.getUserMedia ? (constraints) => devices.getUserMedia(constraints) : undefined,
    createConnection: (configuration) => new RTCPeerConnection(configuration),
    // A signal to a player who has just left answers 404: expected, not worth a warning.
    onProblem: (error) => {
      if (requestStatus(error) !== 404) console.warn('Video call:', error);
    },
  };
}

export type MakeCallDeps = (roomId: string, seat: RoomCallProps['seat']) => CallDeps;

const noSubscription = () => () => undefined;
const idle = () => IDLE_CALL;

export interface VideoCall extends CallSnapshot {
  join(withVideo: boolean): void;
  leave(): void;
  toggleMute(): void;
  toggleCamera(): void;
}

/**
 * The room's video call for the game page: one CallSession per seat, fed by the room's stream
 * (participants, turn, signals). The session hangs up when the page goes, and tells the server
 * at once when the tab closes (pagehide, a keepalive request like the room's own leave). A page
 * reloaded while its seat was in the call joins it again by itself, as it was (call-resume.ts).
 */
export function useVideoCall(
  { roomId, seat, participants, turnPlayer, subscribeSignals }: RoomCallProps,
  makeDeps: MakeCallDeps = browserCallDeps,
): VideoCall {
  const [session, setSession] = useState<CallSession | null>(null);
  const { username, token } = seat;
  /** With the camera or without, as last asked for: what a reload joins with. */
  const wantsVideo = useRef(true);
  /** A call this player was in before the page reloaded, to rejoin once: with the camera or not. Read on the first render. */
  const [resumable] = useState<boolean | null>(() => resumableCall(roomId, username));
  const resume = useRef(resumable);

  useEffect(() => {
    const created = new CallSession(username, makeDeps(roomId, { username, token }));
    setSession(created);
    return () => {
      created.dispose();
      // Leaving the game page ends this player's part in the call; only a reload resumes it.
      forgetCall(roomId);
    };
  }, [roomId, username, token, makeDeps]);

  useEffect(() => session?.setParticipants(participants), [session, participants]);
  useEffect(() => {
    const withVideo = resume.current;
    if (!session || withVideo === null) return;
    resume.current = null;
    wantsVideo.current = withVideo;
    session.resume(withVideo, CALL_LIMITS.resumeWaitMs);
  }, [session]);
  useEffect(() => session?.setTurnPlayer(turnPlayer), [session, turnPlayer]);
  useEffect(
    () => (session ? subscribeSignals((signal) => session.receive(signal)) : undefined),
    [session, subscribeSignals],
  );

  useEffect(() => {
    if (!session) return;
    const onPageHide = () => session.pageHide();
    window.addEventListener('pagehide', onPageHide);
    return () => window.removeEventListener('pagehide', onPageHide);
  }, [session]);

  const snapshot = useSyncExternalStore(session?.subscribe ?? noSubscription, session?.getSnapshot ?? idle, idle);

  // In the call: a reload rejoins. Out of it again (left, taken out, or a join that failed): it does not.
  const lastPhase = useRef<CallPhase>('idle');
  useEffect(() => {
    if (snapshot.phase === 'inCall') rememberCall(roomId, username, wantsVideo.current);
    else if (snapshot.phase === 'idle' && lastPhase.current !== 'idle') forgetCall(roomId);
    lastPhase.current = snapshot.phase;
  }, [snapshot.phase, roomId, username]);

  const intents = useMemo(
    () => ({
      join: (withVideo: boolean) => {
        wantsVideo.current = withVideo;
        void session?.join(withVideo);
      },
      leave: () => void session?.leave(),
      toggleMute: () => session?.toggleMute(),
      toggleCamera: () => void session?.toggleCamera(),
    }),
    [session],
  );

  return { ...snapshot, ...intents };
}
