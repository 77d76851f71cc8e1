import { describe, expect, it, vi } from 'vitest';
import { CALL_LIMITS } from './call-limits';
import { CALL_ANNOUNCEMENTS, CALL_MESSAGES } from './call-messages';
import { domError, held, startSession, tracksOf } from './call-session-test-helpers';
import { fakeMediaStream, settle } from './video-call-test-helpers';

const OFFER = { from: 'Ben', description: { type: 'offer' as const, sdp: 'v=0\r\na=fingerprint:sha-256 BB\r\n' } };

describe('joining', () => {
  it('asks for the media, joins on the server and starts the mesh with the call the server answered', async () => {
    const session = startSession();
    session.api.join.mockResolvedValueOnce({ videoCallActive: true, videoParticipants: ['Ben', 'Ana'] });
    session.actor.send({ type: 'CALL.JOIN', withVideo: true });
    expect(session.phase()).toBe('joining');
    await settle();
    expect(session.phase()).toBe('inCall');
    expect(session.api.join).toHaveBeenCalledWith(true);
    expect(session.view()).toMatchObject({
      notice: null,
      announcement: CALL_ANNOUNCEMENTS.joined,
      local: { stream: session.streams[0], version: 1, muted: false, cameraOff: false, speaking: false },
    });
    expect(session.mesh.inputs).toEqual([
      expect.objectContaining({ self: 'Ana', callList: ['Ben', 'Ana'], iceServers: [{ urls: 'stun:stun.example' }] }),
    ]);
  });

  it('takes the stream’s list over the join’s answer when the stream already showed this player', async () => {
    const session = startSession();
    session.actor.send({ type: 'CALL.JOIN', withVideo: false });
    session.actor.send({ type: 'ROOM.PARTICIPANTS', names: ['Cy', 'Ana'] });
    await settle();
    expect(session.api.join).toHaveBeenCalledWith(false);
    expect(session.view().local.cameraOff).toBe(true);
    expect(session.mesh.inputs[0]?.callList).toEqual(['Cy', 'Ana']);
  });

  it('keeps the signals that come while joining for the mesh', async () => {
    const session = startSession();
    const answerJoin = session.holdJoin();
    session.actor.send({ type: 'CALL.JOIN', withVideo: true });
    await settle();
    session.actor.send({ type: 'ROOM.SIGNAL', signal: OFFER });
    answerJoin(['Ben', 'Ana']);
    await settle();
    expect(session.mesh.inputs[0]?.signals).toEqual([OFFER]);
  });

  it('fails with the media problem in the player’s words, and asks the server nothing', async () => {
    const session = startSession({ getUserMedia: vi.fn(async () => Promise.reject(domError('NotAllowedError'))) });
    session.actor.send({ type: 'CALL.JOIN', withVideo: true });
    await settle();
    expect(session.phase()).toBe('idle');
    expect(session.view().notice).toEqual({ tone: 'error', text: CALL_MESSAGES.blocked });
    expect(session.api.join).not.toHaveBeenCalled();
  });

  it('fails when the server refuses, releasing the media, and clears the message on the next try', async () => {
    const session = startSession();
    session.api.join.mockRejectedValueOnce(new Error('500'));
    session.actor.send({ type: 'CALL.JOIN', withVideo: true });
    await settle();
    expect(session.phase()).toBe('idle');
    expect(session.view().notice).toEqual({ tone: 'error', text: CALL_MESSAGES.joinFailed });
    expect(tracksOf(session.streams[0]!).map((track) => track.readyState)).toEqual(['ended', 'ended']);
    expect(session.deps.onProblem).toHaveBeenCalled();
    session.actor.send({ type: 'CALL.JOIN', withVideo: true });
    expect(session.view().notice).toBeNull();
  });
});

describe('after a reload', () => {
  it('waits for the server to drop the unloaded page from the call, then joins as before', async () => {
    const session = startSession();
    session.actor.send({ type: 'ROOM.PARTICIPANTS', names: ['Ana', 'Ben'] });
    session.actor.send({ type: 'CALL.RESUME', withVideo: false });
    expect(session.phase()).toBe('idle');
    expect(session.actor.getSnapshot().matches('resuming')).toBe(true);
    session.actor.send({ type: 'ROOM.PARTICIPANTS', names: ['Ben'] });
    expect(session.phase()).toBe('joining');
    await settle();
    expect(session.api.join).toHaveBeenCalledWith(false);
  });

  it('joins anyway once the wait is over', () => {
    const session = startSession();
    session.actor.send({ type: 'ROOM.PARTICIPANTS', names: ['Ana', 'Ben'] });
    session.actor.send({ type: 'CALL.RESUME', withVideo: true });
    session.clock.increment(CALL_LIMITS.resumeWaitMs - 1);
    expect(session.actor.getSnapshot().matches('resuming')).toBe(true);
    session.clock.increment(1);
    expect(session.phase()).toBe('joining');
  });

  it('joins at once when the server no longer lists the player', () => {
    const session = startSession();
    session.actor.send({ type: 'ROOM.PARTICIPANTS', names: ['Ben'] });
    session.actor.send({ type: 'CALL.RESUME', withVideo: true });
    expect(session.phase()).toBe('joining');
  });

  it('gives the wait up when the player leaves, or joins by hand as they choose', () => {
    const session = startSession();
    session.actor.send({ type: 'ROOM.PARTICIPANTS', names: ['Ana'] });
    session.actor.send({ type: 'CALL.RESUME', withVideo: true });
    session.actor.send({ type: 'CALL.LEAVE' });
    session.clock.increment(CALL_LIMITS.resumeWaitMs);
    expect(session.actor.getSnapshot().matches('idle')).toBe(true);
    expect(session.view().announcement).toBe('');

    session.actor.send({ type: 'CALL.RESUME', withVideo: true });
    session.actor.send({ type: 'CALL.JOIN', withVideo: false });
    expect(session.actor.getSnapshot().context.withVideo).toBe(false);
    expect(session.phase()).toBe('joining');
  });
});

describe('leaving', () => {
  it('hangs up, releases the media and tells the server', async () => {
    const session = startSession();
    await session.joinCall();
    session.actor.send({ type: 'CALL.LEAVE' });
    expect(session.phase()).toBe('idle');
    expect(session.view()).toMatchObject({ announcement: CALL_ANNOUNCEMENTS.left, notice: null, peers: [] });
    expect(session.api.leave).toHaveBeenCalledWith();
    expect(session.mesh.closed).toBe(1);
    expect(tracksOf(session.streams[0]!).every((track) => track.readyState === 'ended')).toBe(true);
  });

  it('while the media is still asked for: the media stops once it comes, and the server hears nothing', async () => {
    const media = held<MediaStream>();
    const session = startSession({ getUserMedia: vi.fn(() => media.promise) });
    session.actor.send({ type: 'CALL.JOIN', withVideo: true });
    session.actor.send({ type: 'CALL.LEAVE' });
    expect(session.view().announcement).toBe(CALL_ANNOUNCEMENTS.left);
    const stream = fakeMediaStream();
    media.resolve(stream);
    await settle();
    expect(tracksOf(stream).every((track) => track.readyState === 'ended')).toBe(true);
    expect(session.api.join).not.toHaveBeenCalled();
    expect(session.api.leave).not.toHaveBeenCalled();
  });

  it('while the server is joining: the seat it gives is given back', async () => {
    const session = startSession();
    const answerJoin = session.holdJoin();
    session.actor.send({ type: 'CALL.JOIN', withVideo: true });
    await settle();
    session.actor.send({ type: 'CALL.LEAVE' });
    answerJoin(['Ana']);
    await settle();
    expect(session.phase()).toBe('idle');
    expect(session.api.leave).toHaveBeenCalledWith({ keepalive: true });
    expect(tracksOf(session.streams[0]!).every((track) => track.readyState === 'ended')).toBe(true);
    expect(session.mesh.inputs).toEqual([]);
  });

  it('when the tab closes the server hears at once; when the page goes the call hangs up', async () => {
    const session = startSession();
    await session.joinCall();
    session.actor.send({ type: 'PAGE.HIDE' });
    expect(session.api.leave).toHaveBeenLastCalledWith({ keepalive: true });
    expect(session.phase()).toBe('inCall');
    session.actor.send({ type: 'PAGE.GONE' });
    expect(session.api.leave).toHaveBeenCalledTimes(2);
    expect(session.actor.getSnapshot().status).toBe('done');
    expect(session.mesh.closed).toBe(1);
  });
});

describe('the call ended by others', () => {
  it('ends here when the server takes the player out, once the stream had shown them in it', async () => {
    const session = startSession();
    session.actor.send({ type: 'CALL.JOIN', withVideo: true });
    await settle();
    // A list from before the join does not count.
    session.actor.send({ type: 'ROOM.PARTICIPANTS', names: ['Ben'] });
    expect(session.phase()).toBe('inCall');
    session.actor.send({ type: 'ROOM.PARTICIPANTS', names: ['Ana', 'Ben'] });
    session.actor.send({ type: 'ROOM.PARTICIPANTS', names: ['Ben'] });
    expect(session.phase()).toBe('idle');
    const dropped = CALL_MESSAGES.droppedFromCall;
    expect(session.view()).toMatchObject({ notice: { tone: 'info', text: dropped }, announcement: dropped });
    expect(session.mesh.closed).toBe(1);
    expect(session.api.leave).not.toHaveBeenCalled();
  });
});
