import { sameUsername, usernameKey, type RtcSignal } from '@truth-or-dare/room-protocol';
import { CALL_LIMITS, videoSendLimits } from './call-limits';
import { fingerprintOf, PeerLink, type LocalMedia, type MediaState, type SignalPayload } from './peer-link';

/** One other player in the call, as the screen shows them. */
export interface PeerView {
  readonly name: string;
  readonly stream: MediaStream | null;
  /** Changes when a track joins the stream, so a video element picks it up. */
  readonly streamVersion: number;
  /** Until their first word over the data channel, a peer counts as unmuted with the camera on. */
  readonly muted: boolean;
  readonly cameraOff: boolean;
  /** The peer has said their state at least once (so a later change is news). */
  readonly stateKnown: boolean;
  readonly speaking: boolean;
  readonly connection: RTCPeerConnectionState;
}

export interface CallMeshOptions {
  /** This player's name. */
  readonly self: string;
  readonly createConnection: () => RTCPeerConnection;
  /** Relays a signal; rejects with the status when the server refused it. */
  readonly send: (to: string, payload: SignalPayload) => Promise<void>;
  readonly local: LocalMedia;
  readonly localState: MediaState;
  /** Anything the screen shows changed. */
  readonly onChange: () => void;
  readonly onProblem?: (peer: string, error: unknown) => void;
  readonly graceMs?: number;
}

interface Entry {
  readonly link: PeerLink;
  view: PeerView;
}

/** Early candidates kept per unknown sender, until their offer or the call's update names them. */
const MAX_EARLY_SIGNALS = 100;

/**
 * The player whose tile is the big one: the current turn's player when they are in the call,
 * otherwise the first one in it (in the order they joined).
 */
export function spotlightOf(turnPlayer: string | null, inCall: readonly string[]): string | null {
  if (turnPlayer !== null) {
    const found = inCall.find((name) => sameUsername(name, turnPlayer));
    if (found !== undefined) return found;
  }
  return inCall[0] ?? null;
}

/**
 * The call as a set of PeerLinks, one per other player in it. The list of participants (from the
 * room's stream) opens and closes links; an offer from a player not listed yet opens one too,
 * since their offer can overtake the update that names them. The lower name (by usernameKey) is
 * the polite side of each pair. The mesh also keeps every video sender within the call's upload
 * budget (call-limits.ts) and reads the audio levels for the speaking indicators.
 */
export class CallMesh {
  private readonly options: CallMeshOptions;
  private readonly entries = new Map<string, Entry>();
  private readonly earlySignals = new Map<string, SignalPayload[]>();
  private order: string[] = [];
  private spotlight: string | null = null;
  private localState: MediaState;
  private local: LocalMedia;
  private selfSpeaking = false;
  private closed = false;

  constructor(options: CallMeshOptions) {
    this.options = options;
    this.localState = options.localState;
    this.local = options.local;
  }

  /** The other players in the call, in the call's order (ones not listed yet last). */
  peers(): PeerView[] {
    const views = [...this.entries.values()].map((entry) => entry.view);
    const rank = (name: string) => {
      const index = this.order.findIndex((listed) => sameUsername(listed, name));
      return index === -1 ? this.order.length : index;
    };
    return views.sort((a, b) => rank(a.name) - rank(b.name));
  }

  get isSelfSpeaking(): boolean {
    return this.selfSpeaking;
  }

  /** Follows the call's participant list: links open for newcomers and close for those gone. */
  setParticipants(names: readonly string[]): void {
    if (this.closed) return;
    const others = names.filter((name) => !sameUsername(name, this.options.self));
    this.order = others;
    const listed = new Set(others.map(usernameKey));
    for (const [key, entry] of this.entries) {
      if (!listed.has(key)) this.drop(key, entry);
    }
    for (const name of others) {
      if (!this.entries.has(usernameKey(name))) this.open(name);
    }
    for (const key of this.earlySignals.keys()) {
      if (!listed.has(key) && !this.entries.has(key)) this.earlySignals.delete(key);
    }
    this.applyLimits();
    this.options.onChange();
  }

  /** Routes a signal from another player to their link. */
  receive(signal: RtcSignal): void {
    if (this.closed || sameUsername(signal.from, this.options.self)) return;
    const key = usernameKey(signal.from);
    const payload: SignalPayload = signal.description
      ? { description: signal.description }
      : { candidate: signal.candidate };
    let entry = this.entries.get(key);
    const offer = signal.description?.type === 'offer' ? signal.description : undefined;
    if (entry && offer) {
      // A new DTLS fingerprint is a new connection on their side (they reloaded and joined again):
      // the old link cannot take it, so a fresh one starts from this offer.
      const fingerprint = fingerprintOf(offer.sdp);
      if (
        entry.link.remoteFingerprint !== null &&
        fingerprint !== null &&
        fingerprint !== entry.link.remoteFingerprint
      ) {
        this.drop(key, entry);
        entry = undefined;
      }
    }
    if (!entry) {
      if (!offer) {
        // A candidate that overtook the offer (or the update) it belongs to: keep it for the link.
        if (signal.candidate) {
          const early = this.earlySignals.get(key) ?? [];
          if (early.length < MAX_EARLY_SIGNALS) early.push(payload);
          this.earlySignals.set(key, early);
        }
        return;
      }
      entry = this.open(signal.from);
      this.applyLimits();
      this.options.onChange();
    }
    void entry.link.receive(payload);
  }

  /** Mute or camera state changed: every peer hears of it. */
  setLocalState(state: MediaState): void {
    this.localState = state;
    for (const { link } of this.entries.values()) link.setLocalState(state);
    this.applyLimits();
  }

  /** The camera went off (null) or on again. */
  async setVideoTrack(local: LocalMedia): Promise<void> {
    this.local = local;
    await Promise.all([...this.entries.values()].map(({ link }) => link.setVideoTrack(local.video)));
  }

  /** The current turn's player (already resolved with spotlightOf). */
  setSpotlight(name: string | null): void {
    if (this.spotlight === name) return;
    this.spotlight = name;
    this.applyLimits();
  }

  /** Reads every peer's audio level and this player's own; a change shows on the tiles. */
  async readLevels(): Promise<void> {
    let changed = false;
    const entries = [...this.entries.values()];
    const levels = await Promise.all(entries.map((entry) => entry.link.incomingAudioLevel().catch(() => 0)));
    entries.forEach((entry, index) => {
      const speaking = (levels[index] ?? 0) > CALL_LIMITS.speakingLevel && !entry.view.muted;
      if (speaking !== entry.view.speaking) {
        entry.view = { ...entry.view, speaking };
        changed = true;
      }
    });
    // One sender's statistics are enough for the microphone's own level.
    const ownLevel = entries[0] ? await entries[0].link.outgoingAudioLevel().catch(() => 0) : 0;
    const selfSpeaking = ownLevel > CALL_LIMITS.speakingLevel && !this.localState.muted;
    if (selfSpeaking !== this.selfSpeaking) {
      this.selfSpeaking = selfSpeaking;
      changed = true;
    }
    if (changed && !this.closed) this.options.onChange();
  }

  /** Hangs up every link. */
  close(): void {
    this.closed = true;
    for (const [key, entry] of this.entries) this.drop(key, entry);
    this.earlySignals.clear();
  }

  private open(name: string): Entry {
    const key = usernameKey(name);
    const polite = usernameKey(this.options.self) < key;
    const update = (change: Partial<PeerView>) => {
      const current = this.entries.get(key);
      if (!current || current.link !== link) return;
      current.view = { ...current.view, ...change };
      this.options.onChange();
    };
    const link: PeerLink = new PeerLink({
      peer: name,
      polite,
      createConnection: this.options.createConnection,
      send: (payload) => this.options.send(name, payload),
      local: this.local,
      localState: this.localState,
      graceMs: this.options.graceMs,
      events: {
        remoteStream: (stream) => {
          const current = this.entries.get(key);
          update({ stream, streamVersion: (current?.view.streamVersion ?? 0) + 1 });
        },
        remoteState: (state) => {
          update({ muted: state.muted, cameraOff: state.cameraOff, stateKnown: true });
          // Cameras on or off change the crowded-call rule.
          this.applyLimits();
        },
        connectionState: (connection) => update({ connection }),
        problem: (error) => this.options.onProblem?.(name, error),
      },
    });
    const entry: Entry = {
      link,
      view: {
        name,
        stream: null,
        streamVersion: 0,
        muted: false,
        cameraOff: false,
        stateKnown: false,
        speaking: false,
        connection: 'new',
      },
    };
    this.entries.set(key, entry);
    const early = this.earlySignals.get(key);
    this.earlySignals.delete(key);
    for (const payload of early ?? []) void link.receive(payload);
    return entry;
  }

  private drop(key: string, entry: Entry): void {
    entry.link.close();
    this.entries.delete(key);
  }

  /** Every sender's cap for the call's current size, cameras and spotlight. */
  private applyLimits(): void {
    if (this.closed) return;
    const views = [...this.entries.values()].map((entry) => entry.view);
    const ownCamera = this.local.video !== null && !this.localState.cameraOff ? 1 : 0;
    const limits = videoSendLimits({
      participants: views.length + 1,
      camerasOn: ownCamera + views.filter((view) => !view.cameraOff).length,
      inSpotlight: this.spotlight !== null && sameUsername(this.spotlight, this.options.self),
    });
    for (const { link } of this.entries.values()) link.setVideoLimits(limits);
  }
}
