import type { RtcSignal } from '@truth-or-dare/room-protocol';
import { act, render, screen, within } from '../../testing/render';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RoomCallProps } from '../../components/room-call-slot';
import { liveRegions } from '../../testing/live-regions';
import type { CallApi } from './call-api';
import { CALL_LIMITS } from './call-limits';
import { CALL_MESSAGES } from './call-messages';
import { rememberCall, resumableCall } from './call-resume';
import { CallPanel } from './call-panel';
import type { CallDeps } from './call-session-actors';
import { fakeConnections, fakeMediaStream, type FakeTrack, settle } from './video-call-test-helpers';

const SEAT = { username: 'Ana', token: 't-ana' };

function domError(name: string): DOMException {
  return new DOMException(name, name);
}

function setup({
  getUserMedia = vi.fn(async (constraints: MediaStreamConstraints) =>
    fakeMediaStream({ video: constraints.video !== false }),
  ),
  participants = [] as string[],
} = {}) {
  const api = {
    join: vi.fn(async (video: boolean) => {
      void video;
      return { videoCallActive: true, videoParticipants: ['Ana'] };
    }),
    leave: vi.fn(async (options?: { keepalive?: boolean }) => {
      void options;
    }),
    signal: vi.fn(async () => undefined),
    iceServers: vi.fn(async () => []),
  } satisfies CallApi;
  const connections = fakeConnections();
  const deps: CallDeps = { api, getUserMedia, createConnection: connections.create };
  const makeDeps = () => deps;
  const listeners = new Set<(signal: RtcSignal) => void>();
  const base: RoomCallProps = {
    roomId: 'room-1',
    seat: SEAT,
    participants,
    turnPlayer: 'Ana',
    subscribeSignals: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    sendCall: async () => null,
  };
  const user = userEvent.setup();
  const view = render(<CallPanel {...base} makeDeps={makeDeps} />);
  return {
    api,
    connections,
    getUserMedia,
    user,
    view,
    update: (change: Partial<RoomCallProps>) => view.rerender(<CallPanel {...base} {...change} makeDeps={makeDeps} />),
    signal: (signal: RtcSignal) => act(() => listeners.forEach((listener) => listener(signal))),
  };
}

const panel = () => screen.getByRole('region', { name: 'Video call' });
const tiles = () => within(screen.getByRole('list', { name: 'In the call' })).getAllByRole('listitem');
const tileOf = (name: string) => tiles().find((tile) => tile.dataset.name === name) as HTMLElement;
const announced = () => liveRegions(panel()).map((region) => region.textContent);

async function joinCall(
  user: ReturnType<typeof userEvent.setup>,
  choice: 'Camera and microphone' | 'Microphone only' = 'Camera and microphone',
) {
  await user.click(screen.getByRole('radio', { name: choice }));
  await user.click(screen.getByRole('button', { name: 'Join call' }));
}

describe('joining the call', () => {
  it('offers camera and microphone, or the microphone only', () => {
    setup();
    expect(within(panel()).getByRole('group', { name: 'Join with' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Camera and microphone' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Microphone only' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Join call' })).toBeTruthy();
    expect(screen.getByText('Nobody is in the call yet.')).toBeTruthy();
  });

  it('explains a blocked camera or microphone and stays ready to try again', async () => {
    const { user, api } = setup({ getUserMedia: vi.fn(async () => Promise.reject(domError('NotAllowedError'))) });
    await joinCall(user);
    expect((await screen.findByRole('alert')).textContent).toBe(CALL_MESSAGES.blocked);
    expect(screen.getByRole('button', { name: 'Join call' })).toBeTruthy();
    expect(api.join).not.toHaveBeenCalled();
  });

  it('joins with the microphone only when no camera is found, and says so', async () => {
    const getUserMedia = vi.fn(async (constraints: MediaStreamConstraints) => {
      if (constraints.video) throw domError('NotFoundError');
      return fakeMediaStream({ video: false });
    });
    const { user, api } = setup({ getUserMedia });
    await joinCall(user);
    expect((await screen.findByRole('status')).textContent).toBe(CALL_MESSAGES.noCamera);
    expect(api.join).toHaveBeenCalledWith(false);
    expect(screen.getByRole('button', { name: 'Camera on' })).toBeTruthy();
    expect(tileOf('Ana').textContent).toContain('Ana (you)');
    expect(tileOf('Ana').textContent).toContain('camera off');
  });

  it('says when there is no microphone at all', async () => {
    const { user } = setup({ getUserMedia: vi.fn(async () => Promise.reject(domError('NotFoundError'))) });
    await joinCall(user, 'Microphone only');
    expect((await screen.findByRole('alert')).textContent).toBe(CALL_MESSAGES.noMicrophone);
  });

  it('asks for the microphone alone when chosen', async () => {
    const { user, api, getUserMedia } = setup();
    await joinCall(user, 'Microphone only');
    await screen.findByRole('button', { name: 'Leave call' });
    expect(getUserMedia).toHaveBeenCalledWith(expect.objectContaining({ video: false }));
    expect(api.join).toHaveBeenCalledWith(false);
  });

  it('says when the server refuses the join, and releases the camera', async () => {
    const stream = fakeMediaStream();
    const { user, api } = setup({ getUserMedia: vi.fn(async () => stream) });
    api.join.mockRejectedValueOnce(new Error('500'));
    await joinCall(user);
    expect((await screen.findByRole('alert')).textContent).toBe(CALL_MESSAGES.joinFailed);
    expect((stream.getTracks() as unknown as FakeTrack[]).map((track) => track.readyState)).toEqual(['ended', 'ended']);
  });
});

describe('in the call', () => {
  it('mutes and unmutes, turns the camera off and on, and leaves, announcing each change', async () => {
    const stream = fakeMediaStream();
    const getUserMedia = vi.fn(async (constraints: MediaStreamConstraints) =>
      constraints.audio ? stream : fakeMediaStream({ audio: false }),
    );
    const { user, api, update } = setup({ getUserMedia });
    await joinCall(user);
    await screen.findByRole('group', { name: 'Call controls' });
    update({ participants: ['Ana'] });
    expect(announced()).toContain('You joined the call.');
    const [microphone, camera] = stream.getTracks() as unknown as FakeTrack[];

    await user.click(screen.getByRole('button', { name: 'Mute' }));
    expect(microphone?.enabled).toBe(false);
    expect(announced()).toContain('Microphone muted.');
    await user.click(screen.getByRole('button', { name: 'Unmute' }));
    expect(microphone?.enabled).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Camera off' }));
    expect(camera?.readyState).toBe('ended');
    expect(announced()).toContain('Camera off.');
    expect(tileOf('Ana').textContent).toContain('camera off');
    await user.click(screen.getByRole('button', { name: 'Camera on' }));
    expect(await screen.findByRole('button', { name: 'Camera off' })).toBeTruthy();
    expect(getUserMedia).toHaveBeenLastCalledWith(expect.objectContaining({ audio: false }));

    await user.click(screen.getByRole('button', { name: 'Leave call' }));
    expect(api.leave).toHaveBeenCalledWith();
    expect(screen.getByRole('button', { name: 'Join call' })).toBeTruthy();
    expect(microphone?.readyState).toBe('ended');
    expect(announced()).toContain('You left the call.');
  });

  it('shows a tile per player with the current turn’s in the spotlight, and their mute and camera state', async () => {
    const { user, update, connections } = setup();
    await joinCall(user);
    await screen.findByRole('group', { name: 'Call controls' });
    update({ participants: ['Ana', 'Ben', 'Cy'], turnPlayer: 'Ben' });
    await act(() => settle());
    expect(tiles().map((tile) => tile.dataset.name)).toEqual(['Ana', 'Ben', 'Cy']);
    expect(tileOf('Ben').getAttribute('aria-current')).toBe('true');
    expect(tileOf('Ana').textContent).toContain('Ana (you)');
    expect(announced()).toContain('Ben joined the call. Cy joined the call.');

    // Ben says over the data channel that he is muted with his camera off.
    const toBen = connections.made[0];
    act(() => {
      toBen?.setIceState('connected');
      toBen?.channels[0]?.open();
      toBen?.channels[0]?.deliver(JSON.stringify({ muted: true, cameraOff: true }));
    });
    expect(tileOf('Ben').textContent).toContain('microphone off, camera off');
    expect(tileOf('Cy').textContent).toContain('connecting');
    // A later change is announced.
    act(() => toBen?.channels[0]?.deliver(JSON.stringify({ muted: false, cameraOff: true })));
    expect(tileOf('Ben').textContent).not.toContain('microphone off');
    expect(announced()).toContain('Ben turned their microphone on.');

    // The spotlight follows the turn.
    update({ participants: ['Ana', 'Ben', 'Cy'], turnPlayer: 'Cy' });
    expect(tileOf('Cy').getAttribute('aria-current')).toBe('true');
    expect(tileOf('Ben').getAttribute('aria-current')).toBeNull();

    update({ participants: ['Ana', 'Cy'], turnPlayer: 'Cy' });
    expect(tiles().map((tile) => tile.dataset.name)).toEqual(['Ana', 'Cy']);
    expect(toBen?.closed).toBe(true);
    expect(announced()).toContain('Ben left the call.');
  });

  it('answers the signals the room stream brings', async () => {
    const { user, update, api, signal } = setup();
    await joinCall(user);
    await screen.findByRole('group', { name: 'Call controls' });
    update({ participants: ['Ana', 'Ben'] });
    await act(() => settle());
    api.signal.mockClear();
    signal({ from: 'Ben', description: { type: 'offer', sdp: 'v=0\r\na=fingerprint:sha-256 BB\r\n' } });
    await act(() => settle());
    expect(api.signal).toHaveBeenCalledWith('Ben', { description: expect.objectContaining({ type: 'answer' }) });
  });

  it('keeps the signals that arrive while it is still joining, and answers them once in the call', async () => {
    let answerJoin: (value: { videoCallActive: boolean; videoParticipants: string[] }) => void = () => undefined;
    const { user, api, signal } = setup();
    api.join.mockImplementationOnce(
      () =>
        new Promise((resolve) => {
          answerJoin = resolve;
        }),
    );
    await joinCall(user);
    await act(() => settle());
    // The server lists Ana already: Ben's offer overtakes the answer to her join.
    signal({ from: 'Ben', description: { type: 'offer', sdp: 'v=0\r\na=fingerprint:sha-256 BB\r\n' } });
    await act(() => settle());
    expect(api.signal).not.toHaveBeenCalled();
    await act(async () => {
      answerJoin({ videoCallActive: true, videoParticipants: ['Ben', 'Ana'] });
      await settle();
    });
    await act(() => settle());
    expect(api.signal).toHaveBeenCalledWith('Ben', { description: expect.objectContaining({ type: 'answer' }) });
  });

  it('ends the call here when the server takes the player out of it', async () => {
    const { user, update } = setup();
    await joinCall(user);
    await screen.findByRole('group', { name: 'Call controls' });
    update({ participants: ['Ana', 'Ben'] });
    update({ participants: ['Ben'] });
    expect((await screen.findByRole('status')).textContent).toBe(CALL_MESSAGES.droppedFromCall);
    expect(screen.getByRole('button', { name: 'Join call' })).toBeTruthy();
  });

  it('tells the server at once when the tab closes, and when the page goes', async () => {
    const { user, api, view } = setup();
    await joinCall(user);
    await screen.findByRole('group', { name: 'Call controls' });
    window.dispatchEvent(new Event('pagehide'));
    expect(api.leave).toHaveBeenCalledWith({ keepalive: true });
    api.leave.mockClear();
    view.unmount();
    expect(api.leave).toHaveBeenCalledWith({ keepalive: true });
  });
});

describe('after a reload', () => {
  /** The page as the browser loaded it: by a reload, or by following a link. */
  function loadedBy(type: 'reload' | 'navigate') {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ type } as unknown as PerformanceEntry]);
  }
  afterEach(() => {
    window.sessionStorage.clear();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('rejoins the call the player was in, as they were (here: microphone only), without pressing Join call', async () => {
    loadedBy('reload');
    rememberCall('room-1', 'Ana', false);
    const { api, getUserMedia } = setup({ participants: ['Ben'] });
    await screen.findByRole('group', { name: 'Call controls' });
    expect(api.join).toHaveBeenCalledWith(false);
    expect(getUserMedia).toHaveBeenCalledWith(expect.objectContaining({ video: false }));
  });

  it('waits until the server has taken the unloaded page out of the call, so its leave cannot undo the new join', async () => {
    loadedBy('reload');
    rememberCall('room-1', 'Ana', true);
    const { api, update } = setup({ participants: ['Ana', 'Ben'] });
    await act(() => settle());
    expect(api.join).not.toHaveBeenCalled();
    update({ participants: ['Ben'] });
    await screen.findByRole('group', { name: 'Call controls' });
    expect(api.join).toHaveBeenCalledWith(true);
  });

  it('joins anyway when the server still lists the player after a while', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    loadedBy('reload');
    rememberCall('room-1', 'Ana', true);
    const { api } = setup({ participants: ['Ana', 'Ben'] });
    await act(() => vi.advanceTimersByTimeAsync(CALL_LIMITS.resumeWaitMs - 100));
    expect(api.join).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(api.join).toHaveBeenCalledWith(true);
  });

  it('does not rejoin on a page opened any other way, nor under another name', async () => {
    loadedBy('navigate');
    rememberCall('room-1', 'Ana', true);
    const first = setup();
    await act(() => settle());
    expect(first.api.join).not.toHaveBeenCalled();
    first.view.unmount();

    loadedBy('reload');
    rememberCall('room-1', 'Someone else', true);
    const second = setup();
    await act(() => settle());
    expect(second.api.join).not.toHaveBeenCalled();
    second.view.unmount();
  });

  it('forgets the call when the player leaves it, or leaves the game page', async () => {
    loadedBy('reload');
    const { user, view } = setup();
    await joinCall(user);
    await screen.findByRole('group', { name: 'Call controls' });
    expect(resumableCall('room-1', 'Ana')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Leave call' }));
    expect(resumableCall('room-1', 'Ana')).toBeNull();

    await joinCall(user);
    await screen.findByRole('group', { name: 'Call controls' });
    expect(resumableCall('room-1', 'Ana')).toBe(true);
    view.unmount();
    expect(resumableCall('room-1', 'Ana')).toBeNull();
  });
});
