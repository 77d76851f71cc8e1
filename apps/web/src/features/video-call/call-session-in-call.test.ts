import { describe, expect, it, vi } from 'vitest';
import type { PeerView } from './call-mesh';
import { CALL_LIMITS } from './call-limits';
import { CALL_ANNOUNCEMENTS, CALL_MESSAGES } from './call-messages';
import { domError, held, startSession, tracksOf } from './call-session-test-helpers';
import { fakeMediaStream, settle } from './video-call-test-helpers';

function peer(name: string, change: Partial<PeerView> = {}): PeerView {
  return {
    name,
    stream: null,
    streamVersion: 0,
    muted: false,
    cameraOff: false,
    stateKnown: true,
    speaking: false,
    connection: 'connected',
    ...change,
  };
}

describe('in the call', () => {
  it('mutes by disabling the microphone track, and tells the mesh', async () => {
    const session = startSession();
    await session.joinCall();
    const [microphone] = tracksOf(session.streams[0]!);
    session.actor.send({ type: 'MUTE.TOGGLE' });
    expect(microphone?.enabled).toBe(false);
    expect(session.view()).toMatchObject({ local: { muted: true }, announcement: CALL_ANNOUNCEMENTS.muted });
    expect(session.mesh.commands.at(-1)).toEqual({
      type: 'MESH.LOCAL_STATE',
      state: { muted: true, cameraOff: false },
    });
    session.actor.send({ type: 'MUTE.TOGGLE' });
    expect(microphone?.enabled).toBe(true);
    expect(session.view().announcement).toBe(CALL_ANNOUNCEMENTS.unmuted);
  });

  it('turns the camera off by stopping its track, and on again with a new one', async () => {
    const session = startSession();
    await session.joinCall();
    const [, camera] = tracksOf(session.streams[0]!);
    session.actor.send({ type: 'CAMERA.TOGGLE' });
    expect(camera?.readyState).toBe('ended');
    expect(session.streams[0]?.getVideoTracks()).toEqual([]);
    expect(session.view()).toMatchObject({ local: { cameraOff: true, version: 2 }, announcement: 'Camera off.' });
    expect(session.mesh.commands.slice(-2).map((command) => command.type)).toEqual([
      'MESH.LOCAL_STATE',
      'MESH.VIDEO_TRACK',
    ]);

    session.actor.send({ type: 'CAMERA.TOGGLE' });
    expect(session.view().switchingCamera).toBe(true);
    // Pressed again while the camera is coming: nothing more.
    session.actor.send({ type: 'CAMERA.TOGGLE' });
    await settle();
    expect(session.deps.getUserMedia).toHaveBeenCalledTimes(2);
    const [newCamera] = tracksOf(session.streams[1]!);
    expect(session.streams[0]?.getVideoTracks()).toEqual([newCamera]);
    expect(session.view()).toMatchObject({
      switchingCamera: false,
      local: { cameraOff: false, version: 3 },
      announcement: CALL_ANNOUNCEMENTS.cameraOn,
    });
    expect(session.mesh.commands.at(-1)).toMatchObject({ type: 'MESH.VIDEO_TRACK', media: { video: newCamera } });
  });

  it('says why the camera did not come on', async () => {
    const getUserMedia = vi.fn(async (constraints: MediaStreamConstraints) => {
      if (constraints.audio === false) throw domError('NotAllowedError');
      return fakeMediaStream({ video: false });
    });
    const session = startSession({ getUserMedia });
    await session.joinCall();
    expect(session.view().local.cameraOff).toBe(true);
    session.actor.send({ type: 'CAMERA.TOGGLE' });
    await settle();
    expect(session.view()).toMatchObject({
      switchingCamera: false,
      notice: { tone: 'error', text: CALL_MESSAGES.cameraBlocked },
      local: { cameraOff: true },
    });
  });

  it('stops a camera that comes after the player left', async () => {
    const camera = held<MediaStream>();
    const getUserMedia = vi.fn((constraints: MediaStreamConstraints) =>
      constraints.audio === false ? camera.promise : Promise.resolve(fakeMediaStream({ video: false })),
    );
    const session = startSession({ getUserMedia });
    await session.joinCall();
    session.actor.send({ type: 'CAMERA.TOGGLE' });
    session.actor.send({ type: 'CALL.LEAVE' });
    const late = fakeMediaStream({ audio: false });
    camera.resolve(late);
    await settle();
    expect(tracksOf(late)[0]?.readyState).toBe('ended');
    expect(session.view().switchingCamera).toBe(false);
  });

  it('reads the speaking levels every levelIntervalMs while in the call', async () => {
    const session = startSession();
    await session.joinCall();
    const reads = () => session.mesh.commands.filter((command) => command.type === 'MESH.READ_LEVELS').length;
    session.clock.increment(CALL_LIMITS.levelIntervalMs - 1);
    expect(reads()).toBe(0);
    session.clock.increment(1);
    expect(reads()).toBe(1);
    session.clock.increment(CALL_LIMITS.levelIntervalMs);
    expect(reads()).toBe(2);
    session.actor.send({ type: 'CALL.LEAVE' });
    session.clock.increment(CALL_LIMITS.levelIntervalMs);
    expect(reads()).toBe(2);
  });

  it('passes the call’s list, the turn and the signals to the mesh, and announces who came and went', async () => {
    const session = startSession();
    await session.joinCall(true, ['Ben']);
    expect(session.view().announcement).toBe('Ben joined the call.');
    session.actor.send({ type: 'ROOM.PARTICIPANTS', names: ['Ana', 'Cy'] });
    expect(session.view().announcement).toBe('Cy joined the call. Ben left the call.');
    session.actor.send({ type: 'ROOM.TURN', player: 'Cy' });
    const signal = { from: 'Cy', candidate: { candidate: 'c', sdpMid: '0', sdpMLineIndex: 0 } };
    session.actor.send({ type: 'ROOM.SIGNAL', signal });
    expect(session.mesh.commands).toEqual([
      { type: 'MESH.PARTICIPANTS', names: ['Ana', 'Ben'] },
      { type: 'MESH.PARTICIPANTS', names: ['Ana', 'Cy'] },
      { type: 'MESH.TURN', player: 'Cy' },
      { type: 'MESH.SIGNAL', signal },
    ]);
  });

  it('shows what the mesh reports, announcing a peer’s microphone or camera change', async () => {
    const session = startSession();
    await session.joinCall(true, ['Ben']);
    const report = (peers: PeerView[], selfSpeaking = false) =>
      session.actor.send({ type: 'MESH.CHANGED', peers, spotlight: 'Ben', selfSpeaking });
    report([peer('Ben')], true);
    expect(session.view()).toMatchObject({ peers: [peer('Ben')], spotlight: 'Ben', local: { speaking: true } });
    expect(session.view().announcement).toBe('Ben joined the call.');
    report([peer('Ben', { muted: true, cameraOff: true })]);
    expect(session.view().announcement).toBe('Ben turned their microphone off. Ben turned their camera off.');
  });

  it('with the real mesh: the spotlight follows the turn, else the call’s first player', async () => {
    const session = startSession({ realMesh: true });
    session.actor.send({ type: 'ROOM.TURN', player: 'Cy' });
    await session.joinCall(true, ['Ben']);
    expect(session.view().spotlight).toBe('Ana');
    session.actor.send({ type: 'ROOM.PARTICIPANTS', names: ['Ana', 'Ben', 'Cy'] });
    expect(session.view().spotlight).toBe('Cy');
    expect(session.view().peers.map((view) => view.name)).toEqual(['Ben', 'Cy']);
    expect(session.connections.made[0]?.configuration).toEqual({ iceServers: [{ urls: 'stun:stun.example' }] });
  });
});
