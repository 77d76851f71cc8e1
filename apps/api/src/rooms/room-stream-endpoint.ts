import type { IncomingMessage, ServerResponse } from 'node:http';
import { isRoomId } from '@truth-or-dare/room-protocol';
import type { JsonLogger } from '../http/json-logger';
import { RoomStreams } from './room-streams';

const STREAM_PATH = /^\/api\/([^/?#]+)\/stream(?:\?(.*))?$/;

/**
 * `GET /api/:roomId/stream`, answered in front of Express. A stream stays open for as long as a
 * player is in a room, and every object a framework hangs on a request stays alive with it; a
 * plain handler keeps each open stream's memory close to Node's own (see decision 0004).
 * Everything else, other methods on this path included, goes on to the application.
 */
export function createRoomStreamEndpoint(streams: RoomStreams, logger: JsonLogger) {
  return (request: IncomingMessage, response: ServerResponse): boolean => {
    if (request.method !== 'GET' || !request.url) return false;
    const match = STREAM_PATH.exec(request.url);
    if (!match) return false;
    const roomId = decodeSegment(match[1] as string);
    const header = request.headers['last-event-id'];
    const lastEventId = (Array.isArray(header) ? header[0] : header) ?? new URLSearchParams(match[2] ?? '').get('lastEventId') ?? undefined;
    response.setHeader('x-content-type-options', 'nosniff');
    const answer = (status: number, error: string) => {
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ error }));
    };
    if (roomId === null || !isRoomId(roomId)) {
      answer(404, 'Room not found.');
      return true;
    }
    streams.open(roomId, lastEventId, request, response).then(
      (opened) => {
        if (!opened) answer(404, 'Room not found.');
      },
      (error: Error) => {
        logger.event('error', 'stream failed to open', { roomId, error: error.stack ?? error.message });
        if (!response.headersSent) answer(500, 'Internal server error.');
        else response.end();
      },
    );
    return true;
  };
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}
