import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCallApi, SIGNALS_IN_FLIGHT } from './call-api';

const SEAT = { username: 'Ana', token: 't-ana' };

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A fetch whose answers the test releases by hand. */
function heldFetch() {
  const pending: Array<{ url: string; init: RequestInit; answer: (response: Response) => void }> = [];
  const fetchMock = vi.fn(
    (url: string, init: RequestInit) => new Promise<Response>((answer) => pending.push({ url, init, answer })),
  );
  vi.stubGlobal('fetch', fetchMock);
  return { pending, fetchMock };
}

const settle = async () => {
  for (let round = 0; round < 20; round += 1) await Promise.resolve();
};

describe('the call’s HTTP calls', () => {
  it('joins, leaves and reads the ICE servers with the player token', async () => {
    const calls: Array<[string, RequestInit]> = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push([url, init]);
        if (url.endsWith('/ice-servers'))
          return new Response(
            JSON.stringify({
              iceServers: [
                { urls: 'stun:stun.example' },
                { urls: ['turn:t.example'], username: 'u', credential: 'c' },
                { nope: 1 },
              ],
            }),
          );
        return new Response(JSON.stringify({ videoCallActive: true, videoParticipants: ['Ana'] }));
      }),
    );
    const api = createCallApi('room 1', SEAT);
    expect(await api.join(true)).toEqual({ videoCallActive: true, videoParticipants: ['Ana'] });
    await api.leave({ keepalive: true });
    expect(await api.iceServers()).toEqual([
      { urls: ['stun:stun.example'] },
      { urls: ['turn:t.example'], username: 'u', credential: 'c' },
    ]);
    expect(
      calls.map(([url, init]) => [
        url,
        init.method,
        init.body,
        (init.headers as Record<string, string>).Authorization,
        init.keepalive,
      ]),
    ).toEqual([
      ['/api/room%201/video-call/join', 'POST', '{"video":true}', 'Bearer t-ana', undefined],
      ['/api/room%201/video-call/leave', 'POST', '{}', 'Bearer t-ana', true],
      ['/api/room%201/ice-servers', 'GET', undefined, 'Bearer t-ana', undefined],
    ]);
  });

  it(`keeps at most ${SIGNALS_IN_FLIGHT} signals in flight, leaving connections for the room`, async () => {
    const { pending, fetchMock } = heldFetch();
    const api = createCallApi('r', SEAT);
    const sent = ['Ben', 'Cy', 'Dee', 'Eli', 'Fay'].map((to) =>
      api.signal(to, { candidate: { candidate: `c-${to}` } }),
    );
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(SIGNALS_IN_FLIGHT);
    pending[0]?.answer(new Response(null, { status: 202 }));
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(SIGNALS_IN_FLIGHT + 1);
    expect(JSON.parse(String(pending.at(-1)?.init.body))).toEqual({ to: 'Eli', candidate: { candidate: 'c-Eli' } });
    for (let index = 1; index < 5; index += 1) {
      await settle();
      pending[index]?.answer(new Response(null, { status: 202 }));
    }
    await Promise.all(sent);
    expect(fetchMock).toHaveBeenCalledTimes(5);
  });

  it('sends a signal refused for the rate limit again after a moment', async () => {
    vi.useFakeTimers();
    const answers = [
      new Response(JSON.stringify({ error: 'Too many requests.' }), { status: 429 }),
      new Response(null, { status: 202 }),
    ];
    const fetchMock = vi.fn(async () => answers.shift() as Response);
    vi.stubGlobal('fetch', fetchMock);
    const sent = createCallApi('r', SEAT).signal('Ben', { description: { type: 'offer', sdp: 'v=0' } });
    await vi.advanceTimersByTimeAsync(1_000);
    await sent;
    expect(fetchMock).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });
});
