import type { SignalPayload } from './peer-link';

/**
 * Stand-ins for the browser's WebRTC and media objects, modelling what the negotiation code
 * relies on: the signaling states and their legal moves (an offer cannot be applied over one's
 * own: the code must roll back), candidates refused before a remote description, operations run
 * one at a time in call order, and negotiationneeded fired only when stable and idle.
 */

let instances = 0;

function invalidState(message: string): DOMException {
  return new DOMException(message, 'InvalidStateError');
}

export class FakeTrack {
  enabled = true;
  readyState: 'live' | 'ended' = 'live';
  readonly id: string;
  constructor(readonly kind: 'audio' | 'video') {
    this.id = `${kind}-${(instances += 1)}`;
  }
  stop(): void {
    this.readyState = 'ended';
  }
}

export class FakeStream {
  readonly id = `stream-${(instances += 1)}`;
  private tracks: FakeTrack[];
  constructor(tracks: FakeTrack[] = []) {
    this.tracks = [...tracks];
  }
  getTracks(): FakeTrack[] {
    return [...this.tracks];
  }
  getAudioTracks(): FakeTrack[] {
    return this.tracks.filter((track) => track.kind === 'audio');
  }
  getVideoTracks(): FakeTrack[] {
    return this.tracks.filter((track) => track.kind === 'video');
  }
  addTrack(track: FakeTrack): void {
    if (!this.tracks.includes(track)) this.tracks.push(track);
  }
  removeTrack(track: FakeTrack): void {
    this.tracks = this.tracks.filter((kept) => kept !== track);
  }
}

/** A camera and microphone stream, as getUserMedia answers. */
export function fakeMediaStream({
  video = true,
  audio = true,
}: { video?: boolean; audio?: boolean } = {}): MediaStream {
  const tracks = [...(audio ? [new FakeTrack('audio')] : []), ...(video ? [new FakeTrack('video')] : [])];
  return new FakeStream(tracks) as unknown as MediaStream;
}

export class FakeSender {
  private parameters: RTCRtpSendParameters = {
    transactionId: 't0',
    encodings: [{ active: true }],
    codecs: [],
    headerExtensions: [],
    rtcp: {},
  };
  readonly setCalls: RTCRtpEncodingParameters[][] = [];
  constructor(public track: FakeTrack | null) {}
  getParameters(): RTCRtpSendParameters {
    return structuredClone(this.parameters);
  }
  async setParameters(parameters: RTCRtpSendParameters): Promise<void> {
    this.parameters = structuredClone(parameters);
    this.setCalls.push(structuredClone(parameters.encodings));
  }
  async replaceTrack(track: FakeTrack | null): Promise<void> {
    this.track = track;
  }
  /** The microphone's level as this sender reports it. */
  level = 0;
  async getStats(): Promise<Map<string, Record<string, unknown>>> {
    return new Map([['source', { type: 'media-source', kind: this.track?.kind, audioLevel: this.level }]]);
  }
  /** The first encoding as last set. */
  get encoding(): RTCRtpEncodingParameters {
    return this.parameters.encodings[0] ?? {};
  }
}

export class FakeChannel {
  readyState: RTCDataChannelState = 'connecting';
  readonly sent: string[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  constructor(
    readonly label: string,
    readonly init: RTCDataChannelInit,
  ) {}
  send(data: string): void {
    if (this.readyState !== 'open') throw invalidState('channel not open');
    this.sent.push(data);
  }
  close(): void {
    this.readyState = 'closed';
  }
  /** The channel opens (the connection is up). */
  open(): void {
    this.readyState = 'open';
    this.onopen?.();
  }
  /** A message from the peer. */
  deliver(data: string): void {
    this.onmessage?.({ data });
  }
}

interface Description {
  type: RTCSdpType;
  sdp: string;
}

export class FakePeerConnection {
  readonly id = (instances += 1);
  readonly configuration: RTCConfiguration;
  signalingState: RTCSignalingState = 'stable';
  iceConnectionState: RTCIceConnectionState = 'new';
  connectionState: RTCPeerConnectionState = 'new';
  localDescription: Description | null = null;
  remoteDescription: Description | null = null;
  readonly senders: FakeSender[] = [];
  readonly channels: FakeChannel[] = [];
  readonly addedCandidates: RTCIceCandidateInit[] = [];
  /** Every operation applied, in order: 'offer', 'answer', 'rollback', 'remote:offer', 'candidate'... */
  readonly log: string[] = [];
  restartIceCalls = 0;
  closed = false;
  /** The peer's audio level as its receiver reports it. */
  incomingLevel = 0;

  onnegotiationneeded: (() => void) | null = null;
  onicecandidate:
    | ((event: {
        candidate: {
          candidate: string;
          sdpMid: string | null;
          sdpMLineIndex: number | null;
          usernameFragment: string | null;
        } | null;
      }) => void)
    | null = null;
  oniceconnectionstatechange: (() => void) | null = null;
  onconnectionstatechange: (() => void) | null = null;
  onsignalingstatechange: (() => void) | null = null;
  ontrack: ((event: { track: FakeTrack; streams: FakeStream[] }) => void) | null = null;

  private readonly fingerprint: string;
  private iceGeneration = 0;
  private needsNegotiation = false;
  private negotiationQueued = false;
  private pending = 0;
  private chain: Promise<unknown> = Promise.resolve();
  private stableLocal: Description | null = null;

  constructor(configuration: RTCConfiguration = {}) {
    this.configuration = configuration;
    this.fingerprint = `sha-256 FA:KE:${this.id}`;
  }

  /** Runs operations one at a time, in call order, like the browser's operations chain. */
  private enqueue<T>(operation: () => T | Promise<T>): Promise<T> {
    this.pending += 1;
    const run = this.chain.then(async () => {
      await Promise.resolve();
      return operation();
    });
    this.chain = run
      .catch(() => undefined)
      .finally(() => {
        this.pending -= 1;
        this.checkNegotiation();
      });
    return run;
  }

  private sdp(type: RTCSdpType): string {
    return `v=0\r\na=type:${type}\r\na=ice-ufrag:u${this.id}g${this.iceGeneration}\r\na=fingerprint:${this.fingerprint}\r\n`;
  }

  private setSignaling(state: RTCSignalingState): void {
    this.signalingState = state;
    this.onsignalingstatechange?.();
  }

  private checkNegotiation(): void {
    if (this.negotiationQueued) return;
    this.negotiationQueued = true;
    void Promise.resolve().then(() => {
      this.negotiationQueued = false;
      if (this.closed || !this.needsNegotiation || this.signalingState !== 'stable' || this.pending > 0) return;
      this.onnegotiationneeded?.();
    });
  }

  setLocalDescription(description?: { type: RTCSdpType }): Promise<void> {
    return this.enqueue(() => {
      if (this.closed) throw invalidState('closed');
      if (description?.type === 'rollback') {
        if (this.signalingState !== 'have-local-offer') throw invalidState(`rollback in ${this.signalingState}`);
        this.log.push('rollback');
        this.localDescription = this.stableLocal;
        this.setSignaling('stable');
        return;
      }
      if (this.signalingState === 'have-remote-offer') {
        this.log.push('answer');
        this.localDescription = { type: 'answer', sdp: this.sdp('answer') };
        this.stableLocal = this.localDescription;
        // The answer takes this side's tracks along (a simplification of m-line reuse).
        this.needsNegotiation = false;
        this.setSignaling('stable');
        return;
      }
      this.log.push('offer');
      this.localDescription = { type: 'offer', sdp: this.sdp('offer') };
      this.setSignaling('have-local-offer');
    });
  }

  setRemoteDescription(description: Description): Promise<void> {
    return this.enqueue(() => {
      if (this.closed) throw invalidState('closed');
      this.log.push(`remote:${description.type}`);
      if (description.type === 'offer') {
        if (this.signalingState !== 'stable') throw invalidState(`offer in ${this.signalingState}`);
        this.remoteDescription = description;
        this.setSignaling('have-remote-offer');
      } else if (description.type === 'answer') {
        if (this.signalingState !== 'have-local-offer') throw invalidState(`answer in ${this.signalingState}`);
        this.remoteDescription = description;
        this.stableLocal = this.localDescription;
        this.needsNegotiation = false;
        this.setSignaling('stable');
      }
    });
  }

  addIceCandidate(candidate: RTCIceCandidateInit): Promise<void> {
    return this.enqueue(() => {
      if (this.closed) throw invalidState('closed');
      if (this.remoteDescription === null) throw invalidState('no remote description');
      this.log.push('candidate');
      this.addedCandidates.push(candidate);
    });
  }

  restartIce(): void {
    this.restartIceCalls += 1;
    this.iceGeneration += 1;
    this.needsNegotiation = true;
    this.checkNegotiation();
  }

  addTrack(track: FakeTrack, stream: FakeStream): FakeSender {
    void stream;
    const sender = new FakeSender(track);
    this.senders.push(sender);
    this.needsNegotiation = true;
    this.checkNegotiation();
    return sender;
  }

  createDataChannel(label: string, init: RTCDataChannelInit): FakeChannel {
    const channel = new FakeChannel(label, init);
    this.channels.push(channel);
    this.needsNegotiation = true;
    this.checkNegotiation();
    return channel;
  }

  getReceivers() {
    return [
      {
        track: { kind: 'audio' },
        getStats: async () => new Map([['in', { type: 'inbound-rtp', kind: 'audio', audioLevel: this.incomingLevel }]]),
      },
    ];
  }

  close(): void {
    this.closed = true;
    this.signalingState = 'closed';
    this.connectionState = 'closed';
  }

  /** The browser found a local candidate. */
  emitCandidate(
    candidate = `candidate:${this.id} 1 udp 2122260223 192.0.2.1 ${50000 + this.addedCandidates.length} typ host`,
  ): void {
    this.onicecandidate?.({
      candidate: { candidate, sdpMid: '0', sdpMLineIndex: 0, usernameFragment: `u${this.id}g${this.iceGeneration}` },
    });
  }

  /** ICE (and with it the whole connection) moved to `state`. */
  setIceState(state: RTCIceConnectionState): void {
    this.iceConnectionState = state;
    this.oniceconnectionstatechange?.();
    const overall: Partial<Record<RTCIceConnectionState, RTCPeerConnectionState>> = {
      checking: 'connecting',
      connected: 'connected',
      completed: 'connected',
      disconnected: 'disconnected',
      failed: 'failed',
    };
    const next = overall[state];
    if (next && next !== this.connectionState) {
      this.connectionState = next;
      this.onconnectionstatechange?.();
    }
  }

  /** The peer's media arrived. */
  emitTrack(stream: FakeStream): void {
    for (const track of stream.getTracks()) this.ontrack?.({ track, streams: [stream] });
  }

  get videoSender(): FakeSender | undefined {
    return this.senders.find((sender) => sender.track?.kind === 'video' || sender.track === null);
  }

  get audioSender(): FakeSender | undefined {
    return this.senders.find((sender) => sender.track?.kind === 'audio');
  }
}

/** A factory that records every connection it makes. */
export function fakeConnections() {
  const made: FakePeerConnection[] = [];
  return {
    made,
    create: (configuration?: RTCConfiguration): RTCPeerConnection => {
      const connection = new FakePeerConnection(configuration);
      made.push(connection);
      return connection as unknown as RTCPeerConnection;
    },
  };
}

/** Signals in flight between players, delivered when the test says. */
export class SignalWire {
  readonly queue: Array<{ from: string; to: string; payload: SignalPayload }> = [];
  sender(from: string) {
    return async (to: string, payload: SignalPayload) => {
      this.queue.push({ from, to, payload });
    };
  }
  /** Takes the queued signals for `to` (all of them when omitted), oldest first. */
  take(to?: string): Array<{ from: string; to: string; payload: SignalPayload }> {
    const taken = this.queue.filter((signal) => to === undefined || signal.to === to);
    for (const signal of taken) this.queue.splice(this.queue.indexOf(signal), 1);
    return taken;
  }
}

/** Lets queued microtasks and promise chains settle (the fakes never need real time). */
export async function settle(rounds = 200): Promise<void> {
  for (let round = 0; round < rounds; round += 1) await Promise.resolve();
}
