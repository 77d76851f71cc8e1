import { request, type IncomingMessage } from 'node:http';

export interface ReceivedEvent {
  readonly id: number;
  readonly event: string;
  readonly data: unknown;
}

export interface SseConnection {
  readonly status: number;
  readonly headers: IncomingMessage['headers'];
  readonly events: ReceivedEvent[];
  /** The `retry:` hint and comment lines seen so far. */
  readonly retry: number | null;
  readonly comments: number;
  readonly ended: boolean;
  /** Resolves once `count` events have arrived in total (rejects after `timeoutMs`). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedEvent[]>;
  /**
   * Resolves with every event up to and including the first one `isMarker` accepts (rejects after
   * `timeoutMs`). To show that nothing follows some events, send a marker after them: the stream is
   * ordered, so anything extra arrives before the marker, however slowly it is delivered.
   */
  waitForMarker(isMarker: (event: ReceivedEvent) => boolean, timeoutMs?: number): Promise<ReceivedEvent[]>;
  waitForEnd(timeoutMs?: number): Promise<void>;
  close(): void;
}

/** Accepts the chat `message` event that carries `text`: a marker any player can send. */
export function chatMessage(text: string): (event: ReceivedEvent) => boolean {
  return (event) => event.event === 'message' && (event.data as { message?: unknown } | null)?.message === text;
}

/** A minimal server-sent events client for tests: raw HTTP, frames parsed as the EventSource standard says. */
export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseConnection> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      const events: ReceivedEvent[] = [];
      const waiters: (() => void)[] = [];
      let buffer = '';
      const state = { retry: null as number | null, comments: 0, ended: false };
      const notify = () => waiters.splice(0).forEach((wake) => wake());
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let split: number;
        while ((split = buffer.indexOf('\n\n')) >= 0) {
          const frame = buffer.slice(0, split);
          buffer = buffer.slice(split + 2);
          let id = NaN;
          let event = 'message';
          const data: string[] = [];
          for (const line of frame.split('\n')) {
            if (line.startsWith(':')) state.comments += 1;
            else if (line.startsWith('retry: ')) state.retry = Number(line.slice(7));
            else if (line.startsWith('id: ')) id = Number(line.slice(4));
            else if (line.startsWith('event: ')) event = line.slice(7);
            else if (line.startsWith('data: ')) data.push(line.slice(6));
          }
          if (data.length > 0) events.push({ id, event, data: JSON.parse(data.join('\n')) });
        }
        notify();
      });
      res.on('end', () => {
        state.ended = true;
        notify();
      });
      res.on('error', () => undefined);
      const until = (done: () => boolean, timeoutMs: number, what: string) =>
        new Promise<void>((settle, fail) => {
          const timer = setTimeout(
            () => fail(new Error(`timed out waiting for ${what} (have ${events.length} events)`)),
            timeoutMs,
          );
          const check = () => {
            if (done()) {
              clearTimeout(timer);
              settle();
            } else waiters.push(check);
          };
          check();
        });
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        events,
        get retry() {
          return state.retry;
        },
        get comments() {
          return state.comments;
        },
        get ended() {
          return state.ended;
        },
        waitFor: (count, timeoutMs = 5_000) =>
          until(() => events.length >= count, timeoutMs, `${count} events`).then(() => events),
        waitForMarker: (isMarker, timeoutMs = 5_000) =>
          until(() => events.some(isMarker), timeoutMs, 'the marker event').then(() =>
            events.slice(0, events.findIndex(isMarker) + 1),
          ),
        waitForEnd: (timeoutMs = 5_000) => until(() => state.ended, timeoutMs, 'the end of the stream'),
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
    req.end();
  });
}
