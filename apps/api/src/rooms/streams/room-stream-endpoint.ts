import type { IncomingMessage, ServerResponse } from 'node:http';
import { isRoomId } from '@truth-or-dare/room-protocol';
import { decodeSegment } from '../http/decode-segment';
import { errorBody, plainErrorAnswer, TOO_MANY_REQUESTS_MESSAGE, toErrorAnswer } from '../../http/error-answer';
import type { JsonLogger } from '../../http/json-logger';
import { RoomStreams } from './room-streams';
import type { StreamLimits } from '../../rate-limits/stream-limits';

export interface StreamEndpointOptions {
  /** Caps on the streams one client address holds open. */
  readonly limits: StreamLimits;
  /** The client's address, by the same `trust proxy` rule as Express's req.ip. */
  readonly clientAddress: (request: IncomingMessage) => string;
  /** Headers every answer carries (security-headers.ts). */
  readonly headers: Readonly<Record<string, string>>;
}

const STREAM_PATH = /^\/api\/([^/?#]+)\/stream(?:\?(.*))?$/;

/**
 * `GET /api/:roomId/stream`, answered in front of Express. A stream stays open for as long as a
 * player is in a room, and every object a framework hangs on a request stays alive with it; a
 * plain handler keeps each open stream's memory close to Node's own (see decision 0004).
 * Everything else, other methods on this path included, goes on to the application.
 *
 * `?token=` carries the player token (EventSource cannot send headers). Nothing here logs the
 * request's address, and the application's request log records the path without the query.
 * Each client address may hold only so many streams open (rate-limits/stream-limits.ts): past that, 429.
 */
export function createRoomStreamEndpoint(streams: RoomStreams, logger: JsonLogger, options: StreamEndpointOptions) {
  const headers = Object.entries(options.headers);
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    if (request.method !== 'GET' || !request.url) return false;
    const match = STREAM_PATH.exec(request.url);
    if (!match) return false;
    const roomId = decodeSegment(match[1] as string);
    const header = request.headers['last-event-id'];
    const query = new URLSearchParams(match[2] ?? '');
    const lastEventId = (Array.isArray(header) ? header[0] : header) ?? query.get('lastEventId') ?? undefined;
    const token = query.get('token');
    for (const [name, value] of headers) response.setHeader(name, value);
    const answer = (status: number, error: string) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify(errorBody(plainErrorAnswer(status, error))));
    };
    if (roomId === null || !isRoomId(roomId)) {
      answer(404, 'Room not found.');
      return true;
    }
    const slot = options.limits.acquire(options.clientAddress(request), roomId);
    if (slot === null) {
      answer(429, TOO_MANY_REQUESTS_MESSAGE);
      return true;
    }
    // Held while the room is looked up too, and freed as soon as the answer or the connection ends.
    response.once('close', () => options.limits.release(slot));
    streams.open(roomId, lastEventId, token, request, response).then(
      (opened) => {
        if (!opened) answer(404, 'Room not found.');
      },
      (error: Error) => {
        // A token of no player seated here is the 404 or 401 any player call answers, and a database
        // that is down or a server shutting down the 503 (the client opens the stream again later).
        const refusal = toErrorAnswer(error);
        if (refusal.cause !== undefined)
          logger.event('error', 'database fault', { method: 'GET', path: 'stream', roomId, cause: refusal.cause });
        else if (refusal.status === 500)
          logger.event('error', 'stream failed to open', { roomId, error: error.stack ?? error.message });
        if (!response.headersSent) answer(refusal.status, refusal.message);
        else response.end();
      },
    );
    return true;
  };
}
