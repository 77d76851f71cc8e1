import { useSyncExternalStore } from 'react';

/**
 * Narrower than this, the room screen is a phone's: one column that fits the screen, with the
 * invite and room tools in sheets (docs/decisions/0026-room-screen-on-a-phone.md). The stylesheets
 * use the same width (room-screen.css, video-call.css).
 */
export const COMPACT_ROOM_QUERY = '(max-width: 1023.98px)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(COMPACT_ROOM_QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** Whether the room screen is laid out for a phone now; false where the browser cannot say (the wide layout shows everything). */
export function useCompactRoom(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => typeof window.matchMedia === 'function' && window.matchMedia(COMPACT_ROOM_QUERY).matches,
    () => false,
  );
}
