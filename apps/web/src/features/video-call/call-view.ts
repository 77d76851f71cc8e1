import { sameUsername } from '@truth-or-dare/room-protocol';
import { CALL_ANNOUNCEMENTS } from './call-messages';
import type { PeerView } from './call-mesh';

export type CallPhase = 'idle' | 'joining' | 'inCall';

/** A message shown in the call panel until the next attempt: an error, or news such as joining without a camera. */
export interface CallNotice {
  readonly tone: 'error' | 'info';
  readonly text: string;
}

/** This player's own tile. */
export interface LocalView {
  readonly stream: MediaStream | null;
  /** Changes when the camera track comes or goes, so the preview picks it up. */
  readonly version: number;
  readonly muted: boolean;
  readonly cameraOff: boolean;
  readonly speaking: boolean;
}

/** What the call panel shows besides the phase. */
export interface CallView {
  readonly notice: CallNotice | null;
  /** The latest change for the screen reader's live region. */
  readonly announcement: string;
  readonly local: LocalView;
  readonly peers: readonly PeerView[];
  /** The player in the big tile (the current turn's, when they are in the call). */
  readonly spotlight: string | null;
  /** The camera is being switched on or off. */
  readonly switchingCamera: boolean;
}

export interface CallSnapshot extends CallView {
  readonly phase: CallPhase;
}

export const IDLE_VIEW: CallView = {
  notice: null,
  announcement: '',
  local: { stream: null, version: 0, muted: false, cameraOff: false, speaking: false },
  peers: [],
  spotlight: null,
  switchingCamera: false,
};

export const IDLE_CALL: CallSnapshot = { phase: 'idle', ...IDLE_VIEW };

export const includesName = (names: readonly string[], name: string) =>
  names.some((listed) => sameUsername(listed, name));

/** Who joined and who left between two lists of the call, for the live region ('' for nobody). */
export function arrivalsAndDepartures(self: string, before: readonly string[], after: readonly string[]): string {
  const others = (list: readonly string[]) => list.filter((name) => !sameUsername(name, self));
  const arrived = others(after).filter((name) => !includesName(before, name));
  const gone = others(before).filter((name) => !includesName(after, name));
  return [...arrived.map(CALL_ANNOUNCEMENTS.peerJoined), ...gone.map(CALL_ANNOUNCEMENTS.peerLeft)].join(' ');
}

/** What the other players changed (their microphone or camera), for the live region. */
export function stateChanges(before: readonly PeerView[], after: readonly PeerView[]): string[] {
  return after.flatMap((peer) => {
    const previous = before.find((view) => view.name === peer.name);
    if (!previous?.stateKnown || !peer.stateKnown) return [];
    return [
      ...(previous.muted !== peer.muted ? [CALL_ANNOUNCEMENTS.peerMuted(peer.name, peer.muted)] : []),
      ...(previous.cameraOff !== peer.cameraOff ? [CALL_ANNOUNCEMENTS.peerCamera(peer.name, peer.cameraOff)] : []),
    ];
  });
}
