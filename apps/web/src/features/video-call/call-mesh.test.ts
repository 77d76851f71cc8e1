import { describe, expect, it } from 'vitest';
import { CallMesh, spotlightOf } from './call-mesh';
import {
  fakeConnections,
  fakeMediaStream,
  type FakePeerConnection,
  SignalWire,
  settle,
} from './video-call-test-helpers';

function mesh(self: string, { video = true }: { video?: boolean } = {}) {
  const connections = fakeConnections();
  const wire = new SignalWire();
  let changes = 0;
  const stream = fakeMediaStream({ video });
  const local = { stream, audio: stream.getAudioTracks()[0] ?? null, video: stream.getVideoTracks()[0] ?? null };
  const callMesh = new CallMesh({
    self,
    createConnection: connections.create,
    send: wire.sender(self),
    local,
    localState: { muted: false, cameraOff: !video },
    onChange: () => {
      changes += 1;
    },
  });
  return { mesh: callMesh, connections, wire, changes: () => changes };
}

const names = (callMesh: CallMesh) => callMesh.peers().map((peer) => peer.name);
const videoCap = (pc: FakePeerConnection | undefined) => pc?.videoSender?.encoding;

describe('the call mesh', () => {
  it('opens a link per other participant and closes the links of those who left', async () => {
    const { mesh: ana, connections } = mesh('Ana');
    ana.setParticipants(['Ana', 'Ben', 'Cy']);
    expect(names(ana)).toEqual(['Ben', 'Cy']);
    expect(connections.made).toHaveLength(2);
    ana.setParticipants(['Ana', 'Cy', 'Ben']);
    expect(connections.made).toHaveLength(2);
    expect(names(ana)).toEqual(['Cy', 'Ben']);
    ana.setParticipants(['Ana', 'Cy']);
    expect(names(ana)).toEqual(['Cy']);
    expect(connections.made[0]?.closed).toBe(true);
    expect(connections.made[1]?.closed).toBe(false);
    ana.close();
    expect(connections.made[1]?.closed).toBe(true);
  });

  it('sends each signal to the player it is for', async () => {
    const { mesh: ana, wire } = mesh('Ana');
    ana.setParticipants(['Ana', 'Ben', 'Cy']);
    await settle();
    expect(wire.queue.map((signal) => [signal.to, signal.payload.description?.type])).toEqual([
      ['Ben', 'offer'],
      ['Cy', 'offer'],
    ]);
  });

  it('answers an offer from a player the call update has not named yet', async () => {
    const { mesh: ana, wire, connections } = mesh('Ana');
    const { mesh: ben, wire: benWire } = mesh('Ben');
    ana.setParticipants(['Ana']);
    ben.setParticipants(['Ana', 'Ben']);
    await settle();
    for (const signal of benWire.take('Ana')) ana.receive({ from: 'Ben', ...signal.payload });
    await settle();
    expect(names(ana)).toEqual(['Ben']);
    expect(connections.made[0]?.signalingState).toBe('stable');
    expect(
      wire
        .take('Ben')
        .map((signal) => signal.payload.description?.type)
        .at(-1),
    ).toBe('answer');
  });

  it('keeps a candidate that overtook the offer, and drops a stray answer from a stranger', async () => {
    const { mesh: ana, connections } = mesh('Ana');
    ana.setParticipants(['Ana']);
    ana.receive({ from: 'Ben', candidate: { candidate: 'candidate:early', sdpMid: '0', sdpMLineIndex: 0 } });
    ana.receive({ from: 'Zed', description: { type: 'answer', sdp: 'v=0\r\n' } });
    expect(connections.made).toHaveLength(0);
    ana.receive({ from: 'Ben', description: { type: 'offer', sdp: 'v=0\r\na=fingerprint:sha-256 AA\r\n' } });
    await settle();
    expect(connections.made).toHaveLength(1);
    expect(connections.made[0]?.addedCandidates.map((candidate) => candidate.candidate)).toEqual(['candidate:early']);
  });

  it('starts a fresh link when a player comes back with a new connection (a reload)', async () => {
    const { mesh: ana, connections } = mesh('Ana');
    ana.setParticipants(['Ana', 'Ben']);
    await settle();
    ana.receive({ from: 'Ben', description: { type: 'answer', sdp: 'v=0\r\na=fingerprint:sha-256 OLD\r\n' } });
    await settle();
    expect(connections.made[0]?.signalingState).toBe('stable');
    // Same fingerprint: a renegotiation on the same link.
    ana.receive({ from: 'Ben', description: { type: 'offer', sdp: 'v=0\r\na=fingerprint:sha-256 OLD\r\n' } });
    await settle();
    expect(connections.made).toHaveLength(1);
    // A new fingerprint: Ben's page is a new one.
    ana.receive({ from: 'Ben', description: { type: 'offer', sdp: 'v=0\r\na=fingerprint:sha-256 NEW\r\n' } });
    await settle();
    expect(connections.made).toHaveLength(2);
    expect(connections.made[0]?.closed).toBe(true);
    expect(connections.made[1]?.remoteDescription?.sdp).toContain('NEW');
  });

  it('makes the lower name the polite side of each pair', async () => {
    // Both offer at once; after delivering both ways, Ana (polite towards Ben) rolled back.
    const ana = mesh('Ana');
    const ben = mesh('Ben');
    ana.mesh.setParticipants(['Ana', 'Ben']);
    ben.mesh.setParticipants(['Ana', 'Ben']);
    await settle();
    const toBen = ana.wire.take('Ben');
    const toAna = ben.wire.take('Ana');
    for (const signal of toBen) ben.mesh.receive({ from: 'Ana', ...signal.payload });
    for (const signal of toAna) ana.mesh.receive({ from: 'Ben', ...signal.payload });
    await settle();
    expect(ana.connections.made[0]?.log).toContain('rollback');
    expect(ben.connections.made[0]?.log).not.toContain('rollback');
    for (const signal of ana.wire.take('Ben')) ben.mesh.receive({ from: 'Ana', ...signal.payload });
    await settle();
    expect(ben.connections.made[0]?.signalingState).toBe('stable');
    expect(ana.connections.made[0]?.signalingState).toBe('stable');
  });
});

describe('the call mesh keeps the upload near the budget', () => {
  async function capsFor(
    participants: number,
    { spotlight = 'P0', cameras = participants }: { spotlight?: string; cameras?: number } = {},
  ) {
    const { mesh: p0, connections } = mesh('P0');
    const everyone = Array.from({ length: participants }, (_, index) => `P${index}`);
    p0.setSpotlight(spotlight);
    p0.setParticipants(everyone);
    // Peers tell whether their camera is on over the data channel.
    connections.made.forEach((pc, index) => {
      const channel = pc.channels[0];
      channel?.open();
      channel?.deliver(JSON.stringify({ muted: false, cameraOff: index + 2 > cameras }));
    });
    await settle();
    return connections.made.map(videoCap);
  }

  it('gives each peer 2000 / (participants - 1) kbps', async () => {
    expect((await capsFor(2))[0]).toMatchObject({ maxBitrate: 2_000_000, scaleResolutionDownBy: 1 });
    expect(await capsFor(3)).toEqual([
      expect.objectContaining({ maxBitrate: 1_000_000 }),
      expect.objectContaining({ maxBitrate: 1_000_000 }),
    ]);
    expect((await capsFor(5))[0]).toMatchObject({ maxBitrate: 500_000 });
    expect((await capsFor(6))[0]).toMatchObject({ maxBitrate: 400_000 });
  });

  it('from 7 cameras on, sends small slow video unless in the spotlight', async () => {
    expect((await capsFor(7, { spotlight: 'P0' }))[0]).toMatchObject({
      maxBitrate: 333_000,
      scaleResolutionDownBy: 1,
      maxFramerate: 30,
    });
    expect((await capsFor(7, { spotlight: 'P3' }))[0]).toMatchObject({
      maxBitrate: 150_000,
      scaleResolutionDownBy: 2,
      maxFramerate: 10,
    });
    // Seven in the call but only six cameras on: full video for everyone.
    expect((await capsFor(7, { spotlight: 'P3', cameras: 6 }))[0]).toMatchObject({
      maxBitrate: 333_000,
      scaleResolutionDownBy: 1,
    });
  });

  it('lifts the caps again when a player leaves', async () => {
    const { mesh: p0, connections } = mesh('P0');
    p0.setParticipants(['P0', 'P1', 'P2', 'P3']);
    await settle();
    expect(videoCap(connections.made[0])).toMatchObject({ maxBitrate: 666_000 });
    p0.setParticipants(['P0', 'P1']);
    await settle();
    expect(videoCap(connections.made[0])).toMatchObject({ maxBitrate: 2_000_000 });
  });
});

describe('the speaking indicators', () => {
  it('light up for a peer heard above the threshold, unless they said they are muted, and for oneself', async () => {
    const { mesh: ana, connections } = mesh('Ana');
    ana.setParticipants(['Ana', 'Ben', 'Cy']);
    const [toBen, toCy] = connections.made;
    if (!toBen || !toCy) throw new Error('two links expected');
    toBen.incomingLevel = 0.2;
    toCy.incomingLevel = 0.2;
    toCy.channels[0]?.open();
    toCy.channels[0]?.deliver(JSON.stringify({ muted: true, cameraOff: false }));
    if (toBen.audioSender) toBen.audioSender.level = 0.3;
    await ana.readLevels();
    expect(ana.peers().map((peer) => [peer.name, peer.speaking])).toEqual([
      ['Ben', true],
      ['Cy', false],
    ]);
    expect(ana.isSelfSpeaking).toBe(true);
    toBen.incomingLevel = 0.001;
    ana.setLocalState({ muted: true, cameraOff: false });
    await ana.readLevels();
    expect(ana.peers()[0]?.speaking).toBe(false);
    expect(ana.isSelfSpeaking).toBe(false);
  });
});

describe('the spotlight', () => {
  it('is the current turn’s player when in the call, otherwise the first in it', () => {
    expect(spotlightOf('ben', ['Ana', 'Ben'])).toBe('Ben');
    expect(spotlightOf('Cy', ['Ana', 'Ben'])).toBe('Ana');
    expect(spotlightOf(null, ['Ana', 'Ben'])).toBe('Ana');
    expect(spotlightOf(null, [])).toBeNull();
  });
});
