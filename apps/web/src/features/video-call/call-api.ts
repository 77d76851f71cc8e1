import {
  RoomRequestError,
  videoCallStateSchema,
  type RoomSeat,
  type VideoCallState,
} from '@truth-or-dare/room-protocol';
import { callApi, readJson } from '../../api/call-api';
import type { SignalPayload } from './peer-link';

/** The call's HTTP calls for one seated player (docs/api.md#video-calls). Failures reject with a RoomRequestError. */
export interface CallApi {
  join(video: boolean): Promise<VideoCallState>;
  /** `keepalive`: still goes out while the page unloads. */
  leave(options?: { keepalive?: boolean }): Promise<void>;
  signal(to: string, payload: SignalPayload): Promise<void>;
  iceServers(): Promise<RTCIceServer[]>;
}

/** A signal refused for the rate limit waits this long and goes again, a few times. */
const SIGNAL_RETRY = { delayMs: 1_000, attempts: 3 } as const;
/**
 * Signals in flight at once, whatever the number of peers. A browser opens at most 6 HTTP/1.1
 * connections to a site and the room's stream holds one: the rest stay free for the room's own
 * calls (ping, chat, turns) even during a big call's negotiation burst. Each peer's signals still
 * go one after another (peer-link.ts), so their order holds.
 */
export const SIGNALS_IN_FLIGHT = 3;

/** Runs at most `limit` tasks at a time, the others in the order they came. */
function limiter(limit: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    // A finishing task hands its slot straight to the next waiting one.
    if (running < limit) running += 1;
    else await new Promise<void>((start) => waiting.push(start));
    try {
      return await task();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
}

function readIceServers(body: unknown): RTCIceServer[] {
  const list = typeof body === 'object' && body !== null ? (body as { iceServers?: unknown }).iceServers : undefined;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown): RTCIceServer[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { urls, username, credential } = entry as Record<string, unknown>;
    const urlList =
      typeof urls === 'string'
        ? [urls]
        : Array.isArray(urls)
          ? urls.filter((url): url is string => typeof url === 'string')
          : [];
    if (urlList.length === 0) return [];
    return [
      {
        urls: urlList,
        ...(typeof username === 'string' ? { username } : {}),
        ...(typeof credential === 'string' ? { credential } : {}),
      },
    ];
  });
}

export function createCallApi(roomId: string, seat: RoomSeat): CallApi {
  const base = `/api/${encodeURIComponent(roomId)}`;
  const inFlight = limiter(SIGNALS_IN_FLIGHT);
  const call = (path: string, options: { method?: 'GET' | 'POST'; body?: unknown; keepalive?: boolean } = {}) =>
    callApi(
      `${base}${path}`,
      { ...options, bearer: seat.token },
      (status, message) => new RoomRequestError(status, message),
    );

  async function callState(response: Response): Promise<VideoCallState> {
    const parsed = videoCallStateSchema.safeParse(await readJson(response));
    if (!parsed.success) throw new RoomRequestError(response.status, undefined);
    return parsed.data;
  }

  return {
    async join(video) {
      return callState(await call('/video-call/join', { method: 'POST', body: { video } }));
    },
    async leave({ keepalive = false } = {}) {
      await readJson(await call('/video-call/leave', { method: 'POST', body: {}, keepalive }));
    },
    async signal(to, payload) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          // Read to the end (it is empty): an unread body keeps its connection from the pool
          // until garbage collection, and a big call's signals would use them all up.
          await inFlight(async () => (await call('/rtc', { method: 'POST', body: { to, ...payload } })).arrayBuffer());
          return;
        } catch (error) {
          if (!(error instanceof RoomRequestError) || error.status !== 429 || attempt >= SIGNAL_RETRY.attempts)
            throw error;
          await new Promise((done) => setTimeout(done, SIGNAL_RETRY.delayMs));
        }
      }
    },
    async iceServers() {
      return readIceServers(await readJson(await call('/ice-servers')));
    },
  };
}
