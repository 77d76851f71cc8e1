import { RoomRequestError, type RoomSocketCall } from '@truth-or-dare/room-protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCallApi } from './call-api';

const SEAT = { username: 'Ana', token: 't-ana' };

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** The room connection's side, recorded: every call answers as the server would. */
function fakeSendCall(answer: (call: RoomSocketCall) => Promise<unknown> = async () => null) {
  const made: Array<[RoomSocketCall, unknown]> = [];
  const sendCall = vi.fn((call: RoomSocketCall, body: unknown) => {
    made.push([call, body]);
    return answer(call);
  });
  return { made, sendCall };
}

describe("the call's calls", () => {
  it('joins, leaves and signals on the room connection, and reads the ICE servers with a request', async () => {
    const fetched: Array<[string, RequestInit]> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        fetched.push([url, init]);
        return new Response(
          JSON.stringify({
            iceServers: [
              { urls: 'stun:stun.example' },
              { urls: ['turn:t.example'], username: 'u', credential: 'c' },
              { nope: 1 },
            ],
          }),
        );
      }),
    );
    const { made, sendCall } = fakeSendCall(async (call) =>
      call === 'video-call/join' ? { videoCallActive: true, videoParticipants: ['Ana'] } : null,
    );
    const api = createCallApi('room 1', SEAT, sendCall);
    expect(await api.join(true)).toEqual({ videoCallActive: true, videoParticipants: ['Ana'] });
    await api.signal('Ben', { description: { type: 'offer', sdp: 'v=0' } });
    await api.leave();
    expect(await api.iceServers()).toEqual([
      { urls: ['stun:stun.example'] },
      { urls: ['turn:t.example'], username: 'u', credential: 'c' },
    ]);
    expect(made).toEqual([
      ['video-call/join', { video: true }],
      ['rtc', { to: 'Ben', description: { type: 'offer', sdp: 'v=0' } }],
      ['video-call/leave', {}],
    ]);
    expect(
      fetched.map(([url, init]) => [url, init.method, (init.headers as Record<string, string>).Authorization]),
    ).toEqual([['/api/room%201/ice-servers', 'GET', 'Bearer t-ana']]);
  });

  it('leaves with a keepalive request while the page unloads, not on the connection', async () => {
    const fetched: RequestInit[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        fetched.push(init);
        return new Response(JSON.stringify({ videoCallActive: false, videoParticipants: [] }));
      }),
    );
    const { made, sendCall } = fakeSendCall();
    await createCallApi('r', SEAT, sendCall).leave({ keepalive: true });
    expect(made).toEqual([]);
    expect(fetched.map((init) => [init.method, init.body, init.keepalive])).toEqual([['POST', '{}', true]]);
  });

  it('refuses a join answer that is not the call state', async () => {
    const { sendCall } = fakeSendCall(async () => ({ videoCallActive: 'yes' }));
    await expect(createCallApi('r', SEAT, sendCall).join(false)).rejects.toBeInstanceOf(RoomRequestError);
  });

  it('sends a signal refused for the rate limit again after a moment', async () => {
    vi.useFakeTimers();
    const answers = [Promise.reject(new RoomRequestError(429, 'Too many requests.')), Promise.resolve(null)];
    answers[0]?.catch(() => undefined);
    const { made, sendCall } = fakeSendCall(() => answers.shift() ?? Promise.resolve(null));
    const sent = createCallApi('r', SEAT, sendCall).signal('Ben', { description: { type: 'offer', sdp: 'v=0' } });
    await vi.advanceTimersByTimeAsync(999);
    expect(made).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await sent;
    expect(made).toHaveLength(2);
  });
});
