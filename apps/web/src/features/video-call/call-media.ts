import { CALL_LIMITS } from './call-limits';
import { CALL_MESSAGES } from './call-messages';
import type { CallNotice } from './call-view';
import type { LocalMedia } from './peer-link';

/** The browser's getUserMedia; undefined where it offers no media (an old browser, a page not served over https). */
export type GetUserMedia = ((constraints: MediaStreamConstraints) => Promise<MediaStream>) | undefined;

/** The media a join opened, and what to tell the player about it (no camera found, say). */
export interface OpenedMedia {
  readonly media: LocalMedia;
  readonly notice: CallNotice | null;
}

const AUDIO_CONSTRAINTS: MediaTrackConstraints = {
  echoCancellation: true,
  noiseSuppression: true,
  autoGainControl: true,
};
const VIDEO_CONSTRAINTS: MediaTrackConstraints = {
  width: { ideal: CALL_LIMITS.camera.width },
  height: { ideal: CALL_LIMITS.camera.height },
  frameRate: { ideal: CALL_LIMITS.camera.frameRate },
  facingMode: 'user',
};

/** How a getUserMedia failure reads to the player. */
type MediaProblem = 'blocked' | 'missing' | 'busy' | 'unsupported' | 'other';

class MediaError extends Error {
  constructor(readonly problem: MediaProblem) {
    super(`media: ${problem}`);
  }
}

function problemOf(error: unknown): MediaProblem {
  if (error instanceof MediaError) return error.problem;
  const name = typeof error === 'object' && error !== null ? String((error as { name?: unknown }).name) : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'blocked';
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError') return 'missing';
  if (name === 'NotReadableError' || name === 'TrackStartError' || name === 'AbortError') return 'busy';
  return 'other';
}

function localMedia(stream: MediaStream): LocalMedia {
  return { stream, audio: stream.getAudioTracks()[0] ?? null, video: stream.getVideoTracks()[0] ?? null };
}

/** Asks for the microphone and, when wanted, the camera; without a camera, the microphone alone. */
export async function openMedia(getUserMedia: GetUserMedia, withVideo: boolean): Promise<OpenedMedia> {
  if (!getUserMedia) throw new MediaError('unsupported');
  if (withVideo) {
    try {
      const media = localMedia(await getUserMedia({ audio: AUDIO_CONSTRAINTS, video: VIDEO_CONSTRAINTS }));
      return { media, notice: media.video ? null : { tone: 'info', text: CALL_MESSAGES.noCamera } };
    } catch (error) {
      if (problemOf(error) !== 'missing') throw error;
      // Perhaps only the camera is missing: the microphone alone still joins.
    }
    const media = await openMicrophone(getUserMedia);
    return { media, notice: { tone: 'info', text: CALL_MESSAGES.noCamera } };
  }
  return { media: await openMicrophone(getUserMedia), notice: null };
}

/** A microphone missing here reads as 'No microphone found' (joinProblemText). */
async function openMicrophone(getUserMedia: NonNullable<GetUserMedia>): Promise<LocalMedia> {
  return localMedia(await getUserMedia({ audio: AUDIO_CONSTRAINTS, video: false }));
}

/** The camera alone, for turning it on again in the call. */
export async function openCamera(getUserMedia: GetUserMedia): Promise<MediaStreamTrack> {
  if (!getUserMedia) throw new MediaError('unsupported');
  const track = (await getUserMedia({ audio: false, video: VIDEO_CONSTRAINTS })).getVideoTracks()[0];
  if (!track) throw new MediaError('missing');
  return track;
}

/** Why joining failed, as the player reads it. */
export function joinProblemText(error: unknown): string {
  switch (problemOf(error)) {
    case 'blocked':
      return CALL_MESSAGES.blocked;
    case 'missing':
      return CALL_MESSAGES.noMicrophone;
    case 'busy':
      return CALL_MESSAGES.deviceBusy;
    case 'unsupported':
      return CALL_MESSAGES.unsupported;
    default:
      return CALL_MESSAGES.joinFailed;
  }
}

/** Why the camera did not come on again, as the player reads it. */
export function cameraProblemText(error: unknown): string {
  switch (problemOf(error)) {
    case 'blocked':
      return CALL_MESSAGES.cameraBlocked;
    case 'busy':
      return CALL_MESSAGES.deviceBusy;
    default:
      return CALL_MESSAGES.cameraMissing;
  }
}

export function stopTracks(media: LocalMedia | null): void {
  for (const track of media?.stream.getTracks() ?? []) track.stop();
}
