import {
  RoomRequestError,
  videoCallStateSchema,
  type RoomSeat,
  type VideoCallState,
} from '@truth-or-dare/room-protocol';
import { callApi, readJson } from '../../api/call-api';
import type { RoomCallProps } from '../../components/room-call-slot';
import type { SignalPayload } from './peer-link';

/** The call's calls for one seated player (docs/api.md#video-calls). Failures reject with a RoomRequestError. */
export interface CallApi {
  join(video: boolean): Promise<VideoCallState>;
  /** `keepalive`: still goes out while the page unloads. */
  leave(options?: { keepalive?: boolean }): Promise<void>;
  signal(to: string, payload: SignalPayload): Promise<void>;
  iceServers(): Promise<RTCIceServer[]>;
}

/** A signal refused for the rate limit waits this long and goes again, a few times. */
const SIGNAL_RETRY = { delayMs: 1_000, attempts: 3 } as const;

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

/**
 * The call's calls for one seated player. Join, leave and signals go on the room's connection
 * (`sendCall`: its socket, or requests when it falls back); the ICE servers, and a leave while the
 * page unloads, are plain requests.
 */
export function createCallApi(roomId: string, seat: RoomSeat, sendCall: RoomCallProps['sendCall']): CallApi {
  const base = `/api/${encodeURIComponent(roomId)}`;
  const request = (path: string, options: { method?: 'GET' | 'POST'; body?: unknown; keepalive?: boolean } = {}) =>
    callApi(
      `${base}${path}`,
      { ...options, bearer: seat.token },
      (status, message, code) => new RoomRequestError(status, message, code),
    );

  function callState(body: unknown): VideoCallState {
    const parsed = videoCallStateSchema.safeParse(body);
    if (!parsed.success) throw new RoomRequestError(200, undefined);
    return parsed.data;
  }

  return {
    async join(video) {
      return callState(await sendCall('video-call/join', { video }));
    },
    async leave({ keepalive = false } = {}) {
      // A frame sent while the page unloads may never leave; a keepalive request does.
      if (keepalive) await readJson(await request('/video-call/leave', { method: 'POST', body: {}, keepalive }));
      else await sendCall('video-call/leave', {});
    },
    async signal(to, payload) {
      for (let attempt = 1; ; attempt += 1) {
        try {
          await sendCall('rtc', { to, ...payload });
          return;
        } catch (error) {
          if (!(error instanceof RoomRequestError) || error.status !== 429 || attempt >= SIGNAL_RETRY.attempts)
            throw error;
          await new Promise((done) => setTimeout(done, SIGNAL_RETRY.delayMs));
        }
      }
    },
    async iceServers() {
      return readIceServers(await readJson(await request('/ice-servers')));
    },
  };
}
