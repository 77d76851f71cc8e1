import { fromPromise } from 'xstate';
import type { CallApi } from './call-api';
import { peerMeshActor } from './call-mesh-actor';
import { openCamera, openMedia, stopTracks, type GetUserMedia, type OpenedMedia } from './call-media';
import type { LocalMedia } from './peer-link';

/** What the call needs from the browser and the server; tests pass fakes. */
export interface CallDeps {
  readonly api: CallApi;
  /** Undefined where the browser offers no media (an old browser, a page not served over https). */
  readonly getUserMedia: GetUserMedia;
  readonly createConnection: (configuration: RTCConfiguration) => RTCPeerConnection;
  readonly onProblem?: (error: unknown) => void;
}

/** The server's answer to a join: who is in the call, and the ICE servers for the links. */
export interface JoinedCall {
  readonly iceServers: RTCIceServer[];
  readonly participants: readonly string[];
}

/**
 * The session's effects on the browser and the server. An effect whose state was left while it
 * was under way (the player left, or the page went) undoes itself when it ends: media it opened
 * stops, and a seat the server gave it in the call is given back.
 */
export function callSessionActors(deps: CallDeps) {
  return {
    openMedia: fromPromise<OpenedMedia, { withVideo: boolean }>(async ({ input, signal }) => {
      const opened = await openMedia(deps.getUserMedia, input.withVideo);
      if (signal.aborted) stopTracks(opened.media);
      return opened;
    }),
    joinOnServer: fromPromise<JoinedCall, { media: LocalMedia }>(async ({ input: { media }, signal }) => {
      let joined: JoinedCall;
      try {
        // No ICE servers configured (or none answered) still works on one network: host candidates.
        const iceServers = await deps.api.iceServers().catch(() => []);
        joined = { iceServers, participants: (await deps.api.join(media.video !== null)).videoParticipants };
      } catch (error) {
        stopTracks(media);
        deps.onProblem?.(error);
        throw error;
      }
      if (signal.aborted) {
        stopTracks(media);
        deps.api.leave({ keepalive: true }).catch(() => undefined);
      }
      return joined;
    }),
    openCamera: fromPromise<MediaStreamTrack>(async ({ signal }) => {
      const track = await openCamera(deps.getUserMedia);
      if (signal.aborted) track.stop();
      return track;
    }),
    peerMesh: peerMeshActor({
      createConnection: deps.createConnection,
      signal: (to, payload) => deps.api.signal(to, payload),
      onProblem: deps.onProblem,
    }),
  };
}
