import { PRESENCE } from '@truth-or-dare/room-protocol';
import type { ServerResponse } from 'node:http';
import type { EventOutput } from './event-output';

/** Starts an event stream on `response` (its head and reconnect hint) and answers where its frames go. */
export function openStreamOutput(response: ServerResponse): EventOutput {
  // The stream ends with its connection, so it needs no chunked framing: each event is one
  // plain write, which matters at thousands of writes a second.
  response.useChunkedEncodingByDefault = false;
  response.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'close',
    'x-accel-buffering': 'no',
  });
  response.socket?.setNoDelay(true);
  response.write(`retry: ${PRESENCE.reconnectDelayMs}\n\n`);
  // The head and the first line are queued on the connection, and the body is neither chunked
  // nor encoded, so what follows is written to the connection itself: the same bytes in the same
  // order, without the response's own steps (a cork and a deferred uncork) on every frame.
  const output: Pick<ServerResponse, 'write' | 'writableLength'> = response.socket ?? response;
  return {
    format: 'stream',
    write: (frame) => void output.write(frame),
    get bufferedBytes() {
      return output.writableLength;
    },
    end: () => void response.end(),
    idle: () => void output.write(':\n\n'),
    // A stream's client learns of missing events from the ids themselves.
    caughtUp: () => undefined,
  };
}
