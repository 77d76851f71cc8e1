import { afterEach, describe, expect, it, vi } from 'vitest';
import { CALL_LIMITS } from './call-limits';
import { PeerLink, type MediaState, type SignalPayload } from './peer-link';
import { fakeMediaStream, FakePeerConnection, FakeTrack, settle } from './video-call-test-helpers';

const UNMUTED: MediaState = { muted: false, cameraOff: false };

interface Side {
  link: PeerLink;
  pc: FakePeerConnection;
  /** What this side sent, in order. */
  outbox: SignalPayload[];
  problems: unknown[];
  remoteStates: MediaState[];
}

function side(peer: string, polite: boolean, { video = true }: { video?: boolean } = {}): Side {
  const pc = new FakePeerConnection();
  const outbox: SignalPayload[] = [];
  const problems: unknown[] = [];
  const remoteStates: MediaState[] = [];
  const stream = fakeMediaStream({ video });
  const local = { stream, audio: stream.getAudioTracks()[0] ?? null, video: stream.getVideoTracks()[0] ?? null };
  const link = new PeerLink({
    peer,
    polite,
    createConnection: () => pc as unknown as RTCPeerConnection,
    send: async (payload) => {
      outbox.push(payload);
    },
    local,
    localState: UNMUTED,
    events: { problem: (error) => problems.push(error), remoteState: (state) => remoteStates.push(state) },
  });
  return { link, pc, outbox, problems, remoteStates };
}

/** Hands everything `from` sent so far to `to`, in order. */
async function deliver(from: Side, to: Side): Promise<void> {
  const signals = from.outbox.splice(0);
  for (const signal of signals) await to.link.receive(signal);
  await settle();
}

const descriptions = (outbox: SignalPayload[]) =>
  outbox.filter((signal) => signal.description).map((signal) => signal.description?.type);

afterEach(() => {
  vi.useRealTimers();
});

describe('a peer link negotiates', () => {
  it('offers by itself once it has something to send, and connects on the answer', async () => {
    // Ana and Ben: the lower name is the polite one.
    const ana = side('Ben', true);
    const ben = side('Ana', false);
    await settle();
    expect(descriptions(ana.outbox)).toEqual(['offer']);
    expect(descriptions(ben.outbox)).toEqual(['offer']);

    // Only Ana's offer travels first: Ben is making his own, so he (impolite) ignores hers.
    const anaOffer = ana.outbox.splice(0);
    for (const signal of anaOffer) await ben.link.receive(signal);
    await settle();
    expect(ben.pc.remoteDescription).toBeNull();
    expect(ben.pc.signalingState).toBe('have-local-offer');

    // Ben's offer reaches Ana while hers is out: she rolls hers back and answers his.
    await deliver(ben, ana);
    expect(ana.pc.log).toEqual(['offer', 'rollback', 'remote:offer', 'answer']);
    expect(descriptions(ana.outbox)).toEqual(['answer']);

    await deliver(ana, ben);
    expect(ben.pc.signalingState).toBe('stable');
    expect(ana.pc.signalingState).toBe('stable');
    expect(ben.pc.remoteDescription?.type).toBe('answer');
    expect(ana.problems).toEqual([]);
    expect(ben.problems).toEqual([]);
  });

  it('resolves both offering at once whichever offer lands first', async () => {
    const ana = side('Ben', true);
    const ben = side('Ana', false);
    await settle();
    // Both offers cross on the wire.
    const fromAna = ana.outbox.splice(0);
    const fromBen = ben.outbox.splice(0);
    await Promise.all([
      ...fromAna.map((signal) => ben.link.receive(signal)),
      ...fromBen.map((signal) => ana.link.receive(signal)),
    ]);
    await settle();
    // The impolite side ignored the collision; the polite one rolled back and answered.
    expect(ben.pc.log).toEqual(['offer']);
    expect(ana.pc.log).toEqual(['offer', 'rollback', 'remote:offer', 'answer']);
    await deliver(ana, ben);
    expect([ana.pc.signalingState, ben.pc.signalingState]).toEqual(['stable', 'stable']);
  });

  it('drops the candidates of an offer it ignored without complaint', async () => {
    const ana = side('Ben', true);
    const ben = side('Ana', false);
    await settle();
    ana.pc.emitCandidate();
    await settle();
    await deliver(ana, ben);
    expect(ben.pc.addedCandidates).toEqual([]);
    expect(ben.problems).toEqual([]);
  });

  it('keeps candidates that arrive before the description and adds them after it', async () => {
    const ana = side('Ben', true);
    await settle();
    ana.outbox.splice(0);
    const ben = side('Ana', false, { video: false });
    await settle();
    const benOffer = ben.outbox.splice(0);
    ben.pc.emitCandidate('candidate:early');
    await settle();
    const benCandidate = ben.outbox.splice(0);
    // Ana rolls back her own offer to take Ben's anyway; here the candidate overtakes the offer.
    for (const signal of [...benCandidate, ...benOffer]) await ana.link.receive(signal);
    await settle();
    expect(ana.pc.addedCandidates.map((candidate) => candidate.candidate)).toEqual(['candidate:early']);
    expect(ana.pc.log.indexOf('remote:offer')).toBeLessThan(ana.pc.log.indexOf('candidate'));
    expect(ana.problems).toEqual([]);
  });

  it('sends its candidates after the description they belong to', async () => {
    const ana = side('Ben', true);
    await settle();
    ana.pc.emitCandidate();
    await settle();
    expect(ana.outbox.map((signal) => (signal.description ? 'description' : 'candidate'))).toEqual([
      'description',
      'candidate',
    ]);
    expect(ana.outbox[1]?.candidate).toMatchObject({ sdpMid: '0', sdpMLineIndex: 0 });
  });
});

describe('a peer link recovers a dropped connection', () => {
  async function connected() {
    const ana = side('Ben', true);
    const ben = side('Ana', false);
    await settle();
    ana.outbox.splice(0);
    await deliver(ben, ana);
    await deliver(ana, ben);
    ana.pc.setIceState('connected');
    ben.pc.setIceState('connected');
    return { ana, ben };
  }

  it('restarts ICE after the grace period in "disconnected"', async () => {
    const { ana, ben } = await connected();
    vi.useFakeTimers();
    ana.pc.setIceState('disconnected');
    vi.advanceTimersByTime(CALL_LIMITS.disconnectedGraceMs - 1);
    expect(ana.pc.restartIceCalls).toBe(0);
    vi.advanceTimersByTime(1);
    expect(ana.pc.restartIceCalls).toBe(1);
    vi.useRealTimers();
    // The restart renegotiates: a new offer with new ICE credentials, answered as usual.
    await settle();
    expect(descriptions(ana.outbox)).toEqual(['offer']);
    expect(ana.outbox[0]?.description?.sdp).toContain('g1');
    await deliver(ana, ben);
    await deliver(ben, ana);
    expect([ana.pc.signalingState, ben.pc.signalingState]).toEqual(['stable', 'stable']);
  });

  it('does not restart when the connection comes back within the grace period', async () => {
    const { ana } = await connected();
    vi.useFakeTimers();
    ana.pc.setIceState('disconnected');
    vi.advanceTimersByTime(CALL_LIMITS.disconnectedGraceMs / 2);
    ana.pc.setIceState('connected');
    vi.advanceTimersByTime(CALL_LIMITS.disconnectedGraceMs * 2);
    expect(ana.pc.restartIceCalls).toBe(0);
  });

  it('restarts ICE at once on "failed"', async () => {
    const { ana } = await connected();
    vi.useFakeTimers();
    ana.pc.setIceState('failed');
    // Once, although both the ICE state and the connection state report the failure.
    expect(ana.pc.restartIceCalls).toBeGreaterThanOrEqual(1);
    const calls = ana.pc.restartIceCalls;
    vi.advanceTimersByTime(CALL_LIMITS.disconnectedGraceMs * 2);
    expect(ana.pc.restartIceCalls).toBe(calls);
  });
});

describe('a peer link whose signals were lost', () => {
  it('starts the negotiation again when an offer stays unanswered, and then connects', async () => {
    vi.useFakeTimers();
    // Ben (impolite) offered to a link of Ana's that was closed before it answered; Ana's new
    // link offers in turn, and Ben, still holding his own offer, ignores hers: both wait.
    const ben = side('Ana', false);
    const ana = side('Ben', true);
    await vi.advanceTimersByTimeAsync(0);
    ben.outbox.splice(0);
    await deliver(ana, ben);
    expect([ana.pc.signalingState, ben.pc.signalingState]).toEqual(['have-local-offer', 'have-local-offer']);
    expect(ben.pc.log).toEqual(['offer']);

    await vi.advanceTimersByTimeAsync(CALL_LIMITS.negotiationTimeoutMs - 1);
    expect(ben.pc.log).toEqual(['offer']);
    // Both give up on their own offers and offer again; the usual collision rule settles it.
    await vi.advanceTimersByTimeAsync(1);
    expect(ben.pc.log).toEqual(['offer', 'rollback', 'offer']);
    expect(ana.pc.log).toEqual(['offer', 'rollback', 'offer']);
    await deliver(ben, ana);
    await deliver(ana, ben);
    expect([ana.pc.signalingState, ben.pc.signalingState]).toEqual(['stable', 'stable']);
    expect(ben.pc.remoteDescription?.type).toBe('answer');
    expect([...ana.problems, ...ben.problems]).toEqual([]);
  });

  it('restarts ICE when the descriptions are agreed but no candidate ever came', async () => {
    vi.useFakeTimers();
    const ana = side('Ben', true);
    const ben = side('Ana', false);
    await vi.advanceTimersByTimeAsync(0);
    ana.outbox.splice(0);
    await deliver(ben, ana);
    await deliver(ana, ben);
    expect([ana.pc.signalingState, ben.pc.signalingState]).toEqual(['stable', 'stable']);
    // ICE stays 'new': the candidates were lost.
    await vi.advanceTimersByTimeAsync(CALL_LIMITS.negotiationTimeoutMs);
    expect([ana.pc.restartIceCalls, ben.pc.restartIceCalls]).toEqual([1, 1]);
    expect(descriptions(ana.outbox)).toEqual(['offer']);
  });

  it('leaves a connected link alone', async () => {
    vi.useFakeTimers();
    const ana = side('Ben', true);
    const ben = side('Ana', false);
    await vi.advanceTimersByTimeAsync(0);
    ana.outbox.splice(0);
    await deliver(ben, ana);
    await deliver(ana, ben);
    ana.pc.setIceState('connected');
    await vi.advanceTimersByTimeAsync(CALL_LIMITS.negotiationTimeoutMs * 3);
    expect(ana.pc.log).toEqual(['offer', 'rollback', 'remote:offer', 'answer']);
    expect(ana.pc.restartIceCalls).toBe(0);
  });
});

describe('a peer link that closes', () => {
  it('ignores an answer that arrives after the peer left mid-negotiation, and sends nothing more', async () => {
    const ana = side('Ben', true);
    const ben = side('Ana', false);
    await settle();
    ana.outbox.splice(0);
    await deliver(ben, ana);
    // Ben leaves while Ana's answer and candidates are on their way.
    ben.link.close();
    await deliver(ana, ben);
    expect(ben.pc.log).toEqual(['offer']);
    expect(ben.pc.closed).toBe(true);
    ben.pc.emitCandidate();
    await settle();
    expect(ben.outbox).toEqual([]);
    expect(ben.problems).toEqual([]);
  });

  it('sends no offer when closed while the offer was being made', async () => {
    const pc = new FakePeerConnection();
    const sent: SignalPayload[] = [];
    const stream = fakeMediaStream();
    const link = new PeerLink({
      peer: 'Ben',
      polite: true,
      createConnection: () => pc as unknown as RTCPeerConnection,
      send: async (payload) => void sent.push(payload),
      local: { stream, audio: stream.getAudioTracks()[0] ?? null, video: stream.getVideoTracks()[0] ?? null },
      localState: UNMUTED,
    });
    // negotiationneeded has fired and setLocalDescription is queued: the peer leaves now.
    await Promise.resolve();
    await Promise.resolve();
    link.close();
    await settle();
    expect(sent).toEqual([]);
  });
});

describe('a peer link carries the media state and the caps', () => {
  it('tells the peer its mute and camera state over the data channel, and reads the peer’s', async () => {
    const ana = side('Ben', true);
    const channel = ana.pc.channels[0];
    expect(channel?.init).toEqual({ negotiated: true, id: 0 });
    channel?.open();
    ana.link.setLocalState({ muted: true, cameraOff: false });
    expect(channel?.sent.map((text) => JSON.parse(text))).toEqual([
      { muted: false, cameraOff: false },
      { muted: true, cameraOff: false },
    ]);
    channel?.deliver(JSON.stringify({ muted: false, cameraOff: true }));
    channel?.deliver('not json');
    channel?.deliver(JSON.stringify({ muted: 'yes' }));
    expect(ana.remoteStates).toEqual([{ muted: false, cameraOff: true }]);
  });

  it('switches the camera without renegotiating, and adds one that was missing with a renegotiation', async () => {
    const ana = side('Ben', true);
    const ben = side('Ana', false, { video: false });
    await settle();
    ana.outbox.splice(0);
    await deliver(ben, ana);
    await deliver(ana, ben);
    expect(ben.pc.senders.map((sender) => sender.track?.kind)).toEqual(['audio']);

    // Ana's camera off and on again: the same sender, no new offer.
    await ana.link.setVideoTrack(null);
    expect(ana.pc.videoSender?.track).toBeNull();
    const camera = new FakeTrack('video');
    await ana.link.setVideoTrack(camera as unknown as MediaStreamTrack);
    await settle();
    expect(ana.pc.videoSender?.track).toBe(camera);
    expect(ana.outbox).toEqual([]);

    // Ben had no camera: turning one on adds a sender, which renegotiates.
    await ben.link.setVideoTrack(new FakeTrack('video') as unknown as MediaStreamTrack);
    await settle();
    expect(ben.pc.senders.map((sender) => sender.track?.kind)).toEqual(['audio', 'video']);
    expect(descriptions(ben.outbox)).toEqual(['offer']);
  });

  it('caps the video sender as told and the audio sender at the audio cap', async () => {
    const ana = side('Ben', true);
    ana.link.setVideoLimits({ maxBitrate: 1_000_000, scaleResolutionDownBy: 1, maxFramerate: 30 });
    await settle();
    expect(ana.pc.videoSender?.encoding).toMatchObject({
      maxBitrate: 1_000_000,
      scaleResolutionDownBy: 1,
      maxFramerate: 30,
    });
    expect(ana.pc.audioSender?.encoding).toMatchObject({ maxBitrate: CALL_LIMITS.audioMaxKbps * 1000 });
    // The same caps again change nothing on the sender.
    const calls = ana.pc.videoSender?.setCalls.length;
    ana.link.setVideoLimits({ maxBitrate: 1_000_000, scaleResolutionDownBy: 1, maxFramerate: 30 });
    await settle();
    expect(ana.pc.videoSender?.setCalls.length).toBe(calls);
  });
});
