import { sleep, pollUntil } from './poll';
import { openSse, type ReceivedEvent, type SseConnection } from './sse-client';

/** One attempt to open the stream: where, with which Last-Event-ID, and the answer (a status, or the connection error's code). */
export interface StreamAttempt {
  readonly base: string;
  readonly lastEventId: number | null;
  readonly outcome: number | string;
}

export interface FollowingStream {
  /** Every event received, over all connections, in arrival order (a repeat would show here). */
  readonly events: readonly ReceivedEvent[];
  readonly attempts: readonly StreamAttempt[];
  /** The chat texts received, in order. */
  messages(): string[];
  waitForMessage(text: string, timeoutMs?: number): Promise<void>;
  close(): void;
}

/**
 * Follows a room's stream as the web app does (open-room-stream.ts): the first connection starts
 * after `startAfter` (`?lastEventId=`); when the stream ends or is refused, it opens again after a
 * short delay with `Last-Event-ID` set to the last id received. `bases()` lists the instances to
 * try, in order, as a load balancer would: one that refuses the connection is skipped.
 */
export function followRoomStream(
  roomId: string,
  startAfter: number,
  bases: () => readonly string[],
  reconnectDelayMs = 200,
): FollowingStream {
  const done: ReceivedEvent[] = [];
  const attempts: StreamAttempt[] = [];
  let current: SseConnection | null = null;
  let stopped = false;
  const events = () => [...done, ...(current?.events ?? [])];
  const lastId = () =>
    events().reduce<number | null>((last, event) => (Number.isFinite(event.id) ? event.id : last), null);

  void (async () => {
    while (!stopped) {
      for (const base of bases()) {
        const lastEventId = lastId();
        let connection: SseConnection;
        try {
          connection = await openSse(
            `${base}/api/${roomId}/stream?lastEventId=${startAfter}`,
            lastEventId === null ? {} : { 'last-event-id': String(lastEventId) },
          );
        } catch (error) {
          attempts.push({ base, lastEventId, outcome: (error as { code?: string }).code ?? String(error) });
          continue;
        }
        attempts.push({ base, lastEventId, outcome: connection.status });
        current = connection;
        while (!connection.ended && !stopped) await sleep(20);
        connection.close();
        done.push(...connection.events);
        current = null;
        break;
      }
      if (!stopped) await sleep(reconnectDelayMs);
    }
  })();

  const messages = () =>
    events().flatMap((event) => (event.event === 'message' ? [(event.data as { message: string }).message] : []));
  return {
    get events() {
      return events();
    },
    attempts,
    messages,
    waitForMessage: (text, timeoutMs = 30_000) =>
      pollUntil(`"${text}" on the stream`, () => messages().includes(text), timeoutMs),
    close() {
      stopped = true;
      current?.close();
    },
  };
}
