import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpRoomCall, SIGNALS_IN_FLIGHT } from './http-room-calls';

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

describe("a room's calls over HTTP", () => {
  it('answers with the body, or null when there is none, and sends a leave as a keepalive request', async () => {
    const { pending } = heldFetch();
    const join = httpRoomCall('room 1', SEAT, 'video-call/join', { video: true });
    const leave = httpRoomCall('room 1', SEAT, 'leave', { username: 'Ana' });
    await settle();
    pending[0]?.answer(new Response(JSON.stringify({ videoCallActive: true, videoParticipants: ['Ana'] })));
    pending[1]?.answer(new Response(null, { status: 204 }));
    expect(await join).toEqual({ videoCallActive: true, videoParticipants: ['Ana'] });
    expect(await leave).toBeNull();
    expect(pending.map(({ url, init }) => [url, init.method, init.body, init.keepalive])).toEqual([
      ['/api/room%201/video-call/join', 'POST', '{"video":true}', false],
      ['/api/room%201/leave', 'POST', '{"username":"Ana"}', true],
    ]);
  });

  it(`keeps at most ${SIGNALS_IN_FLIGHT} call signals in flight, leaving connections for the room`, async () => {
    const { pending, fetchMock } = heldFetch();
    const sent = ['Ben', 'Cy', 'Dee', 'Eli', 'Fay'].map((to) =>
      httpRoomCall('r', SEAT, 'rtc', { to, candidate: { candidate: `c-${to}` } }),
    );
    // Other calls do not wait behind the signals.
    void httpRoomCall('r', SEAT, 'chat', { username: 'Ana', message: 'hi' });
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(SIGNALS_IN_FLIGHT + 1);
    pending[0]?.answer(new Response(null, { status: 202 }));
    await settle();
    expect(fetchMock).toHaveBeenCalledTimes(SIGNALS_IN_FLIGHT + 2);
    expect(JSON.parse(String(pending.at(-1)?.init.body))).toEqual({ to: 'Eli', candidate: { candidate: 'c-Eli' } });
    for (let index = 1; index < pending.length; index += 1) pending[index]?.answer(new Response(null, { status: 202 }));
    await settle();
    pending.at(-1)?.answer(new Response(null, { status: 202 }));
    await Promise.all(sent);
    expect(fetchMock).toHaveBeenCalledTimes(6);
  });
});
