import type { RtcSignal } from '@truth-or-dare/room-protocol';
import { fromCallback } from 'xstate';
import { CallMesh, spotlightOf, type PeerView } from './call-mesh';
import { includesName } from './call-view';
import type { LocalMedia, MediaState, SignalPayload } from './peer-link';

/** What the mesh needs from the browser and the server. */
export interface PeerMeshDeps {
  readonly createConnection: (configuration: RTCConfiguration) => RTCPeerConnection;
  readonly signal: (to: string, payload: SignalPayload) => Promise<void>;
  readonly onProblem?: (error: unknown) => void;
}

export interface PeerMeshInput {
  readonly self: string;
  readonly media: LocalMedia;
  readonly iceServers: RTCIceServer[];
  /** The call as the join saw it (this player included). */
  readonly callList: readonly string[];
  readonly turnPlayer: string | null;
  /** Signals that arrived while joining. */
  readonly signals: readonly RtcSignal[];
}

/** What the session tells the mesh. */
export type PeerMeshCommand =
  | { type: 'MESH.PARTICIPANTS'; names: readonly string[] }
  | { type: 'MESH.TURN'; player: string | null }
  | { type: 'MESH.SIGNAL'; signal: RtcSignal }
  | { type: 'MESH.LOCAL_STATE'; state: MediaState }
  | { type: 'MESH.VIDEO_TRACK'; media: LocalMedia }
  | { type: 'MESH.READ_LEVELS' };

/** The peers and the spotlight changed: what the screen shows of them. */
export interface PeerMeshChanged {
  readonly type: 'MESH.CHANGED';
  readonly peers: readonly PeerView[];
  readonly spotlight: string | null;
  readonly selfSpeaking: boolean;
}

/**
 * The call's peer connections (call-mesh.ts) for as long as this player is in the call: the
 * session's commands go to the mesh, and every change comes back as one MESH.CHANGED with the
 * spotlight already chosen, so the senders' caps follow it before the screen does.
 */
export function peerMeshActor(deps: PeerMeshDeps) {
  return fromCallback<PeerMeshCommand, PeerMeshInput>(({ input, sendBack, receive }) => {
    const { self, media, iceServers } = input;
    let callList = input.callList;
    let turnPlayer = input.turnPlayer;
    /** The joining's own changes are reported once, as the call starts. */
    let started = false;
    let closed = false;
    const report = () => {
      if (!started || closed) return;
      const peers = mesh.peers();
      const inCall = [self, ...peers.map((peer) => peer.name)];
      // The call's own order, so the fallback spotlight is the same on every screen.
      const ordered = [
        ...callList.filter((name) => includesName(inCall, name)),
        ...inCall.filter((name) => !includesName(callList, name)),
      ];
      const spotlight = spotlightOf(turnPlayer, ordered);
      mesh.setSpotlight(spotlight);
      sendBack({ type: 'MESH.CHANGED', peers, spotlight, selfSpeaking: mesh.isSelfSpeaking } satisfies PeerMeshChanged);
    };
    const mesh = new CallMesh({
      self,
      createConnection: () => deps.createConnection({ iceServers }),
      send: (to, payload) => deps.signal(to, payload),
      local: media,
      localState: { muted: false, cameraOff: media.video === null },
      onChange: report,
      onProblem: (_peer, error) => deps.onProblem?.(error),
    });
    mesh.setParticipants(callList);
    for (const signal of input.signals) mesh.receive(signal);
    started = true;
    report();

    receive((command) => {
      switch (command.type) {
        case 'MESH.PARTICIPANTS':
          callList = command.names;
          mesh.setParticipants(command.names);
          return;
        case 'MESH.TURN':
          turnPlayer = command.player;
          report();
          return;
        case 'MESH.SIGNAL':
          mesh.receive(command.signal);
          return;
        case 'MESH.LOCAL_STATE':
          mesh.setLocalState(command.state);
          return;
        case 'MESH.VIDEO_TRACK':
          void mesh.setVideoTrack(command.media);
          return;
        case 'MESH.READ_LEVELS':
          void mesh.readLevels();
          return;
      }
    });
    return () => {
      closed = true;
      mesh.close();
    };
  });
}
