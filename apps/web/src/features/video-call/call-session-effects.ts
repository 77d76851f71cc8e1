import { stopTracks } from './call-media';
import { mediaOf, type CallSessionContext } from './call-session-context';
import type { CallDeps } from './call-session-actors';

type ContextArgs = { readonly context: CallSessionContext };

/** The session's one-shot effects on the server and on this player's tracks, as named actions. */
export function callSessionEffects(deps: CallDeps) {
  return {
    leaveOnServer: () => void deps.api.leave().catch((error: unknown) => deps.onProblem?.(error)),
    /** The page may not live to hear back: a keepalive request, its answer unread. */
    leaveOnUnload: () => void deps.api.leave({ keepalive: true }).catch(() => undefined),
    stopMedia: ({ context }: ContextArgs) => stopTracks(context.media),
    // A disabled track sends silence: the peers' tracks stay, and unmuting needs no renegotiation.
    applyMute: ({ context }: ContextArgs) => {
      const audio = mediaOf(context).audio;
      if (audio) audio.enabled = !context.view.local.muted;
    },
    // Off means off: the track stops (the camera light too) and the peers receive no video.
    stopCamera: ({ context }: ContextArgs) => {
      const { stream, video } = mediaOf(context);
      if (!video) return;
      video.stop();
      stream.removeTrack(video);
    },
  };
}
