import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser believes it has a network, updated on its `online` and `offline` events. */
export function useOnlineStatus(): boolean {
  // The server renders as online: a page never starts with a notice the browser may not need.
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
