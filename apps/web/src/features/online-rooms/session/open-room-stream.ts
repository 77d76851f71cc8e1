import {
  ADDRESSED_EVENT_NAMES,
  parseAddressedEvent,
  parseStreamEvent,
  PRESENCE,
  STREAM_EVENT_NAMES,
  type StreamSignal,
} from '@truth-or-dare/room-protocol';

/**
 * Follows a room's server-sent events with the browser's EventSource. While the browser
 * reconnects by itself it sends Last-Event-ID; if it gives up (the stream is CLOSED), a new
 * stream starts after the stream's reconnect delay from the last event seen. Unknown events,
 * or ones that carry no numeric id, are dropped (docs/api.md#room-stream). The player token goes
 * in the query, since EventSource cannot send headers: the stream is that player's, and also
 * carries the events addressed to them (the session machine passes a video call's signals on).
 */
export function openRoomStream(
  { roomId, lastEventId, token }: { roomId: string; lastEventId: number; token: string },
  report: (signal: StreamSignal) => void,
): () => void {
  let lastSeen = lastEventId;
  let source: EventSource | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const onEvent = (name: string) => (message: MessageEvent<string>) => {
    const id = Number(message.lastEventId);
    if (message.lastEventId === '' || !Number.isFinite(id)) return;
    const parsed = parseStreamEvent(name, message.data);
    if (parsed === null) return;
    lastSeen = Math.max(lastSeen, id);
    report({ type: 'STREAM.RECEIVE', event: { ...parsed, id } });
  };

  // An addressed event has no id line, so the browser hands it the previous event's id: ignore it.
  const onAddressedEvent = (name: string) => (message: MessageEvent<string>) => {
    const parsed = parseAddressedEvent(name, message.data);
    if (parsed === null) return;
    report({ type: 'STREAM.ADDRESSED', event: parsed });
  };

  function connect() {
    if (stopped) return;
    const current = new EventSource(
      `/api/${encodeURIComponent(roomId)}/stream?lastEventId=${lastSeen}&token=${encodeURIComponent(token)}`,
    );
    source = current;
    for (const name of STREAM_EVENT_NAMES) current.addEventListener(name, onEvent(name) as EventListener);
    for (const name of ADDRESSED_EVENT_NAMES) current.addEventListener(name, onAddressedEvent(name) as EventListener);
    current.onopen = () => report({ type: 'STREAM.OPEN' });
    current.onerror = () => {
      report({ type: 'STREAM.DROP' });
      if (current.readyState === EventSource.CLOSED && !stopped) {
        current.close();
        source = null;
        retryTimer = setTimeout(connect, PRESENCE.reconnectDelayMs);
      }
    };
  }

  connect();

  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    source?.close();
    source = null;
  };
}
