import { useCallback, useEffect, useState } from 'react';

/** What the hook needs of an engine's actor: its moves, its context and the notices it emits. */
export interface NoticeEmitter<TEvent, TNotice> {
  getSnapshot(): { readonly context: unknown };
  send(event: TEvent): void;
  on(type: 'notice', handler: (notice: TNotice) => void): { unsubscribe(): void };
}

export interface RefusalNotice<TEvent> {
  /** The refusal message on screen, or null. */
  readonly message: string | null;
  /** Sends a move; once the engine accepts one, the message goes. */
  send(event: TEvent): void;
  /** Takes the message down (a Dismiss button). */
  dismiss(): void;
}

/**
 * Keeps an engine's refusal message on screen from the moment it is emitted until it is
 * dismissed or a move sent through `send` is accepted, as the offline game, the two-player setup
 * and the quick-play selection show theirs (docs/product.md). `messageOf` picks the notices that
 * are such messages (null for any other); it must keep its identity between renders.
 */
export function useRefusalNotice<TEvent, TNotice>(
  actor: NoticeEmitter<TEvent, TNotice>,
  messageOf: (notice: TNotice) => string | null,
): RefusalNotice<TEvent> {
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    const subscription = actor.on('notice', (notice) => {
      const text = messageOf(notice);
      if (text !== null) setMessage(text);
    });
    return () => subscription.unsubscribe();
  }, [actor, messageOf]);

  const send = useCallback(
    (event: TEvent) => {
      const before = actor.getSnapshot().context;
      actor.send(event);
      // Engines update their context immutably: a refused move leaves the same object behind.
      if (actor.getSnapshot().context !== before) setMessage(null);
    },
    [actor],
  );
  const dismiss = useCallback(() => setMessage(null), []);

  return { message, send, dismiss };
}
