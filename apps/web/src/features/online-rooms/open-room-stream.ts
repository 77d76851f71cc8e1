import { parseStreamEvent, PRESENCE, STREAM_EVENT_NAMES, type StreamSignal } from '@truth-or-dare/room-protocol';

/**
 * Follows a room's server-sent events with the browser's EventSource. While the browser
 * reconnects by itself it sends Last-Event-ID; if it gives up (the stream is CLOSED), a new
 * stream starts after the stream's reconnect delay from the last event seen. Unknown events,
 * or ones that carry no numeric id, are dropped (docs/api.md#room-stream).
 */
export function openRoomStream({ roomId, lastEventId }: { roomId: string; lastEventId: number }, report: (signal: StreamSignal) => void): () => void {
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

  function connect() {
    if (stopped) return;
    const current = new EventSource(`/api/${encodeURIComponent(roomId)}/stream?lastEventId=${lastSeen}`);
    source = current;
    for (const name of STREAM_EVENT_NAMES) current.addEventListener(name, onEvent(name) as EventListener);
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
