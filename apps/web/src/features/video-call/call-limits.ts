/**
 * The call's numbers. A call is a full mesh (docs/api.md#video-calls): every player uploads one
 * copy of their video to each other player, so the upload grows with the call and the per-peer
 * cap shrinks to keep the total near one budget.
 */
export const CALL_LIMITS = {
  /** What one browser's video uploads add up to, whatever the size of the call. */
  videoUploadBudgetKbps: 2_000,
  /** From this many cameras on in the call, only the spotlight player sends full video. */
  reducedVideoFromCameras: 7,
  /** Full video: the camera's own frame rate, at most. */
  fullVideoMaxFramerate: 30,
  /** The others' video in a crowded call: a small tile's worth. */
  reducedVideo: { maxBitrateKbps: 150, scaleResolutionDownBy: 2, maxFramerate: 10 },
  /** Opus voice sits well under this; the cap keeps music or noise from taking more. */
  audioMaxKbps: 40,
  /** A connection 'disconnected' this long gets an ICE restart ('failed' gets one at once). */
  disconnectedGraceMs: 2_500,
  /**
   * A link whose negotiation has not finished this long after it began starts it again: an offer
   * or an answer was lost on the way (the peer's side closed its link meanwhile, say).
   */
  negotiationTimeoutMs: 10_000,
  /**
   * A reloaded page rejoins once the server no longer lists it in the call (the unloading page's
   * leave has landed), so that leave cannot undo the new join; after this long it joins anyway.
   */
  resumeWaitMs: 5_000,
  /** How often the speaking indicators read the audio levels. */
  levelIntervalMs: 500,
  /** An audio level (0 to 1) above this counts as speaking. */
  speakingLevel: 0.03,
  /** What is asked of the camera: plenty for a tile, cheap to encode once per peer. */
  camera: { width: 640, height: 360, frameRate: 24 },
} as const;

/** What one sender is asked to send, as RTCRtpEncodingParameters take it. */
export interface VideoSendLimits {
  readonly maxBitrate: number;
  readonly scaleResolutionDownBy: number;
  readonly maxFramerate: number;
}

export interface CallShape {
  /** Everyone in the call, this player included. */
  readonly participants: number;
  /** How many of them have their camera on, this player included. */
  readonly camerasOn: number;
  /** Whether this player is the one in the spotlight (the current turn). */
  readonly inSpotlight: boolean;
}

/** The per-peer share of the upload budget: 2000 / (participants - 1) kbps. */
export function videoKbpsPerPeer(participants: number): number {
  return Math.floor(CALL_LIMITS.videoUploadBudgetKbps / Math.max(1, participants - 1));
}

/**
 * What this player's video sender to each peer may send. Each peer gets an equal share of the
 * budget; in a crowded call (7 or more cameras on) everyone but the spotlight drops to small,
 * slow video, which also leaves the others' downloads room for the spotlight.
 */
export function videoSendLimits({ participants, camerasOn, inSpotlight }: CallShape): VideoSendLimits {
  const share = videoKbpsPerPeer(participants);
  if (camerasOn >= CALL_LIMITS.reducedVideoFromCameras && !inSpotlight) {
    const reduced = CALL_LIMITS.reducedVideo;
    return {
      maxBitrate: Math.min(share, reduced.maxBitrateKbps) * 1000,
      scaleResolutionDownBy: reduced.scaleResolutionDownBy,
      maxFramerate: reduced.maxFramerate,
    };
  }
  return { maxBitrate: share * 1000, scaleResolutionDownBy: 1, maxFramerate: CALL_LIMITS.fullVideoMaxFramerate };
}

/** The audio sender's cap, in bits per second. */
export const AUDIO_MAX_BITRATE = CALL_LIMITS.audioMaxKbps * 1000;
