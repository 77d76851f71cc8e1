import type { RtcSignal } from '@truth-or-dare/room-protocol';
import { AUDIO_MAX_BITRATE, CALL_LIMITS, type VideoSendLimits } from './call-limits';

/** One relayed signal: exactly one of a description and a candidate (docs/api.md#video-calls). */
export type SignalPayload = Omit<RtcSignal, 'from'>;

/** What a player shows the others about their own media, sent over the link's data channel. */
export interface MediaState {
  readonly muted: boolean;
  readonly cameraOff: boolean;
}

/** This player's media, shared by every link of the call. */
export interface LocalMedia {
  readonly stream: MediaStream;
  readonly audio: MediaStreamTrack | null;
  readonly video: MediaStreamTrack | null;
}

export interface PeerLinkEvents {
  /** The peer's media arrived, or a track was added to it. */
  remoteStream?(stream: MediaStream): void;
  /** The peer said they muted, unmuted, or turned their camera off or on. */
  remoteState?(state: MediaState): void;
  connectionState?(state: RTCPeerConnectionState): void;
  /** Something went wrong that the link recovers from (or cannot): for the console, not the player. */
  problem?(error: unknown): void;
}

export interface PeerLinkOptions {
  /** The other player's name, as the server spells it. */
  readonly peer: string;
  /**
   * The polite peer gives way when both offer at once; the other ignores the colliding offer
   * (perfect negotiation, https://w3c.github.io/webrtc-pc/#perfect-negotiation-example).
   */
  readonly polite: boolean;
  readonly createConnection: () => RTCPeerConnection;
  /** Relays one signal to the peer; rejects when it could not. */
  readonly send: (payload: SignalPayload) => Promise<void>;
  readonly local: LocalMedia;
  readonly localState: MediaState;
  readonly events?: PeerLinkEvents;
  /** How long 'disconnected' may last before an ICE restart. */
  readonly graceMs?: number;
  /** How long a negotiation may stay unfinished before it starts again. */
  readonly negotiationTimeoutMs?: number;
}

/** Both sides open the same channel by id, so neither waits for the other to announce it. */
const STATE_CHANNEL = { label: 'call-state', id: 0 } as const;
/** Candidates held back until the peer's description arrives; a real burst is a few dozen. */
const MAX_EARLY_CANDIDATES = 200;
/** A refused setParameters tries again after this long. */
const PARAMETERS_RETRY_MS = 500;

function isRenegotiationRace(error: unknown): boolean {
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  return name === 'InvalidModificationError' || name === 'InvalidStateError';
}

/** The DTLS fingerprint of a description: a new one means a new connection on the peer's side (a reload). */
export function fingerprintOf(sdp: string): string | null {
  return /^a=fingerprint:(.+)$/m.exec(sdp)?.[1]?.trim() ?? null;
}

function isMediaState(value: unknown): value is MediaState {
  if (typeof value !== 'object' || value === null) return false;
  const { muted, cameraOff } = value as Record<string, unknown>;
  return typeof muted === 'boolean' && typeof cameraOff === 'boolean';
}

/**
 * One RTCPeerConnection between this player and one other, negotiated with the perfect
 * negotiation pattern so either side may (re)negotiate at any time: adding a camera, an ICE
 * restart, or both sides starting at once when a player joins. Signals go out one at a time, in
 * order, and incoming ones are handled one at a time. Candidates that arrive before the peer's
 * description wait for it. A dropped connection restarts ICE after a short grace ('disconnected')
 * or at once ('failed'). docs/architecture.md, "Video calls".
 */
export class PeerLink {
  readonly peer: string;
  readonly polite: boolean;
  private readonly pc: RTCPeerConnection;
  private readonly channel: RTCDataChannel;
  private readonly options: PeerLinkOptions;
  private makingOffer = false;
  private ignoreOffer = false;
  private settingRemoteAnswer = false;
  private earlyCandidates: RTCIceCandidateInit[] = [];
  private inbox: Promise<void> = Promise.resolve();
  private outbox: Promise<void> = Promise.resolve();
  private parameterUpdates: Promise<void> = Promise.resolve();
  private graceTimer: ReturnType<typeof setTimeout> | undefined;
  private negotiationTimer: ReturnType<typeof setTimeout> | undefined;
  private closed = false;
  private localState: MediaState;
  private audioSender: RTCRtpSender | null = null;
  private videoSender: RTCRtpSender | null = null;
  private videoLimits: VideoSendLimits | null = null;
  private remote: MediaStream | null = null;
  /** The peer's DTLS fingerprint, once a description of theirs has been applied. */
  remoteFingerprint: string | null = null;

  constructor(options: PeerLinkOptions) {
    this.options = options;
    this.peer = options.peer;
    this.polite = options.polite;
    this.localState = options.localState;
    const pc = options.createConnection();
    this.pc = pc;

    pc.onnegotiationneeded = () => void this.offer();
    pc.onicecandidate = ({ candidate }) => {
      // null, or an empty candidate, marks the end of a generation: nothing the peer needs.
      if (!candidate || candidate.candidate === '') return;
      const { sdpMid, sdpMLineIndex, usernameFragment } = candidate;
      this.post({ candidate: { candidate: candidate.candidate, sdpMid, sdpMLineIndex, usernameFragment } });
    };
    pc.oniceconnectionstatechange = () => this.followIce(pc.iceConnectionState);
    pc.onconnectionstatechange = () => {
      if (pc.connectionState === 'failed') this.restart();
      // Connected: nothing to watch until the connection drops and renegotiates.
      if (pc.connectionState === 'connected') clearTimeout(this.negotiationTimer);
      else this.watchNegotiation();
      this.options.events?.connectionState?.(pc.connectionState);
    };
    // Encodings may only exist once the sender is negotiated: apply the caps again then.
    pc.onsignalingstatechange = () => {
      if (pc.signalingState === 'stable') this.applyLimits();
    };
    pc.ontrack = ({ track, streams }) => {
      const stream = streams[0] ?? this.remote ?? new MediaStream();
      if (streams.length === 0 && !stream.getTracks().includes(track)) stream.addTrack(track);
      this.remote = stream;
      this.options.events?.remoteStream?.(stream);
    };

    this.channel = pc.createDataChannel(STATE_CHANNEL.label, { negotiated: true, id: STATE_CHANNEL.id });
    this.channel.onopen = () => this.sendState();
    this.channel.onmessage = (event: MessageEvent) => {
      let state: unknown;
      try {
        state = JSON.parse(String(event.data));
      } catch {
        return;
      }
      if (isMediaState(state)) this.options.events?.remoteState?.({ muted: state.muted, cameraOff: state.cameraOff });
    };

    const { local } = options;
    if (local.audio) this.audioSender = pc.addTrack(local.audio, local.stream);
    if (local.video) this.videoSender = pc.addTrack(local.video, local.stream);
    this.watchNegotiation();
  }

  /** The underlying connection's overall state. */
  get connectionState(): RTCPeerConnectionState {
    return this.pc.connectionState;
  }

  /** Handles a signal from the peer, after the ones before it. */
  receive(payload: SignalPayload): Promise<void> {
    this.inbox = this.inbox
      .then(() => this.handle(payload))
      .catch((error: unknown) => this.options.events?.problem?.(error));
    return this.inbox;
  }

  /** Switches this player's camera track (null: camera off) without a renegotiation when it can. */
  async setVideoTrack(track: MediaStreamTrack | null): Promise<void> {
    if (this.closed) return;
    if (this.videoSender) {
      await this.videoSender.replaceTrack(track);
    } else if (track) {
      // Joined without a camera: the new track needs a renegotiation, which negotiationneeded starts.
      this.videoSender = this.pc.addTrack(track, this.options.local.stream);
    }
    this.applyLimits();
  }

  /** Tells the peer this player's mute and camera state. */
  setLocalState(state: MediaState): void {
    this.localState = state;
    this.sendState();
  }

  setVideoLimits(limits: VideoSendLimits): void {
    this.videoLimits = limits;
    this.applyLimits();
  }

  /**
   * The peer's audio level (0 to 1), from the audio receiver's own statistics: asynchronous, so
   * the page never waits on WebRTC's threads (getSynchronizationSources() is synchronous and
   * stalls a busy page), and smaller than the whole connection's report.
   */
  async incomingAudioLevel(): Promise<number> {
    const receivers = this.pc.getReceivers().filter((receiver) => receiver.track.kind === 'audio');
    const reports = await Promise.all(receivers.map((receiver) => receiver.getStats()));
    return Math.max(0, ...reports.map((report) => levelIn(report, 'inbound-rtp')));
  }

  /** This player's own microphone level (0 to 1), from the audio sender's statistics. */
  async outgoingAudioLevel(): Promise<number> {
    return this.audioSender ? levelIn(await this.audioSender.getStats(), 'media-source') : 0;
  }

  /** Ends the link: nothing is sent or applied after this, whatever was under way. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.graceTimer);
    clearTimeout(this.negotiationTimer);
    const pc = this.pc;
    pc.onnegotiationneeded = null;
    pc.onicecandidate = null;
    pc.oniceconnectionstatechange = null;
    pc.onconnectionstatechange = null;
    pc.onsignalingstatechange = null;
    pc.ontrack = null;
    this.channel.onopen = null;
    this.channel.onmessage = null;
    this.channel.close();
    pc.close();
  }

  get isClosed(): boolean {
    return this.closed;
  }

  private async offer(): Promise<void> {
    if (this.closed) return;
    try {
      this.makingOffer = true;
      // With no argument the browser makes the offer fit the current state (an ICE restart included).
      await this.pc.setLocalDescription();
      this.postLocalDescription();
    } catch (error) {
      this.options.events?.problem?.(error);
    } finally {
      this.makingOffer = false;
    }
  }

  private async handle({ description, candidate }: SignalPayload): Promise<void> {
    if (this.closed) return;
    const pc = this.pc;
    if (description) {
      // An offer while this side is making or holding its own is a collision: the polite side
      // rolls its own back and answers; the impolite side ignores the peer's.
      const readyForOffer = !this.makingOffer && (pc.signalingState === 'stable' || this.settingRemoteAnswer);
      const collision = description.type === 'offer' && !readyForOffer;
      this.ignoreOffer = !this.polite && collision;
      if (this.ignoreOffer) return;
      this.settingRemoteAnswer = description.type === 'answer';
      try {
        if (collision) {
          // Queued on the connection in this order, so the rollback waits for an offer still being made.
          await Promise.all([pc.setLocalDescription({ type: 'rollback' }), pc.setRemoteDescription(description)]);
        } else {
          await pc.setRemoteDescription(description);
        }
      } finally {
        this.settingRemoteAnswer = false;
      }
      if (this.closed) return;
      this.remoteFingerprint = fingerprintOf(description.sdp) ?? this.remoteFingerprint;
      await this.addEarlyCandidates();
      if (description.type === 'offer') {
        await pc.setLocalDescription();
        this.postLocalDescription();
      }
    } else if (candidate) {
      if (pc.remoteDescription === null) {
        // Before the description it belongs to: kept unless it belongs to an offer this side ignored.
        if (!this.ignoreOffer && this.earlyCandidates.length < MAX_EARLY_CANDIDATES)
          this.earlyCandidates.push(candidate);
        return;
      }
      try {
        await pc.addIceCandidate(candidate);
      } catch (error) {
        // Candidates of an ignored offer are expected to fail.
        if (!this.ignoreOffer) throw error;
      }
    }
  }

  private async addEarlyCandidates(): Promise<void> {
    const waiting = this.earlyCandidates;
    this.earlyCandidates = [];
    for (const candidate of waiting) {
      if (this.closed) return;
      try {
        await this.pc.addIceCandidate(candidate);
      } catch (error) {
        // One from an older ICE generation: harmless, the current ones follow.
        this.options.events?.problem?.(error);
      }
    }
  }

  private postLocalDescription(): void {
    const local = this.pc.localDescription;
    if (this.closed || !local) return;
    this.post({ description: { type: local.type, sdp: local.sdp } });
  }

  /** Sends in order: a candidate never overtakes the description it belongs to. */
  private post(payload: SignalPayload): void {
    this.outbox = this.outbox
      .then(() => (this.closed ? undefined : this.options.send(payload)))
      .catch((error: unknown) => this.options.events?.problem?.(error));
  }

  private followIce(state: RTCIceConnectionState): void {
    if (this.closed) return;
    if (state === 'failed') {
      this.restart();
    } else if (state === 'disconnected') {
      // Often a blip that heals by itself (a Wi-Fi hand-over): wait a moment before restarting.
      clearTimeout(this.graceTimer);
      this.graceTimer = setTimeout(() => {
        if (this.pc.iceConnectionState === 'disconnected') this.restart();
      }, this.options.graceMs ?? CALL_LIMITS.disconnectedGraceMs);
    } else {
      clearTimeout(this.graceTimer);
    }
  }

  /**
   * Perfect negotiation assumes every signal arrives. When one is lost, both sides can wait for
   * ever: with an offer unanswered ('have-local-offer'), or with descriptions agreed and no
   * candidate to try. So a negotiation that has not connected within negotiationTimeoutMs starts
   * again with an ICE restart (the offer still out rolled back first), until the connection is up.
   */
  private watchNegotiation(): void {
    clearTimeout(this.negotiationTimer);
    this.negotiationTimer = setTimeout(
      () => void this.renegotiateIfStuck(),
      this.options.negotiationTimeoutMs ?? CALL_LIMITS.negotiationTimeoutMs,
    );
  }

  private async renegotiateIfStuck(): Promise<void> {
    if (this.closed || this.pc.connectionState === 'connected') return;
    const pc = this.pc;
    // An offer still unanswered, or descriptions agreed but not one candidate pair ever tried (the
    // peer's candidates went missing).
    const unanswered = pc.signalingState !== 'stable';
    const neverChecked =
      pc.signalingState === 'stable' && pc.remoteDescription !== null && pc.iceConnectionState === 'new';
    if ((unanswered || neverChecked) && !this.makingOffer) {
      try {
        if (this.pc.signalingState === 'have-local-offer') await this.pc.setLocalDescription({ type: 'rollback' });
        this.restart();
      } catch (error) {
        this.options.events?.problem?.(error);
      }
    }
    this.watchNegotiation();
  }

  private restart(): void {
    if (this.closed) return;
    clearTimeout(this.graceTimer);
    // Starts negotiationneeded, whose offer carries new ICE credentials.
    this.pc.restartIce();
  }

  private sendState(): void {
    if (this.closed || this.channel.readyState !== 'open') return;
    this.channel.send(JSON.stringify({ muted: this.localState.muted, cameraOff: this.localState.cameraOff }));
  }

  /** Caps the senders (RTCRtpSender.setParameters), one update at a time. */
  private applyLimits(retry = true): void {
    this.parameterUpdates = this.parameterUpdates
      .then(async () => {
        if (this.closed) return;
        if (this.audioSender) await capSender(this.audioSender, { maxBitrate: AUDIO_MAX_BITRATE });
        if (this.videoSender && this.videoLimits) await capSender(this.videoSender, this.videoLimits);
      })
      .catch((error: unknown) => {
        // A renegotiation that lands between reading and setting the parameters makes the
        // browser refuse them: read them again in a moment (and once more when stable).
        if (retry && isRenegotiationRace(error)) {
          setTimeout(() => this.applyLimits(false), PARAMETERS_RETRY_MS);
          return;
        }
        this.options.events?.problem?.(error);
      });
  }
}

/** The highest audio level among a report's statistics of one type. */
function levelIn(report: RTCStatsReport, type: 'inbound-rtp' | 'media-source'): number {
  let level = 0;
  report.forEach((stat: { type?: string; kind?: string; audioLevel?: number }) => {
    if (stat.type === type && stat.kind === 'audio' && typeof stat.audioLevel === 'number')
      level = Math.max(level, stat.audioLevel);
  });
  return level;
}

/** Sets the caps on every encoding of a sender; a sender not negotiated yet has none and waits. */
async function capSender(sender: RTCRtpSender, caps: Partial<VideoSendLimits>): Promise<void> {
  const parameters = sender.getParameters();
  if (!parameters.encodings || parameters.encodings.length === 0) return;
  const unchanged = parameters.encodings.every((encoding) =>
    Object.entries(caps).every(([key, value]) => encoding[key as keyof RTCRtpEncodingParameters] === value),
  );
  if (unchanged) return;
  for (const encoding of parameters.encodings) Object.assign(encoding, caps);
  await sender.setParameters(parameters);
}
