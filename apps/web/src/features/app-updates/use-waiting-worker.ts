import { useCallback, useEffect, useState } from 'react';
import type { ContainerLike, RegistrationLike, WorkerLike } from './service-worker-types';
import { SKIP_WAITING_MESSAGE } from './worker-messages';

/**
 * How long the page waits for the new worker to take over before reloading anyway. A browser can
 * hold a new worker back (Chromium does when a request reaches the outgoing worker at that very
 * moment); the reloaded page then offers the update again instead of hanging on "Reloading…".
 */
export const TAKE_OVER_TIMEOUT_MS = 10_000;

export interface WaitingWorkerOptions {
  readonly registration: Promise<RegistrationLike | null>;
  /** navigator.serviceWorker; null where the browser has none. */
  readonly container: ContainerLike | null;
  /** Reloads the page once the new worker controls it. */
  readonly reload: () => void;
}

export interface WaitingWorker {
  /** A new version is installed and waits while this page runs the old one. */
  readonly updateReady: boolean;
  /** The player accepted: the page reloads as soon as the new version has taken over. */
  readonly accepted: boolean;
  accept(): void;
}

/**
 * Watches for a new version of the site's service worker. It only counts as an update when a
 * worker already controls the page: on a first visit the new worker simply takes over.
 */
export function useWaitingWorker({ registration, container, reload }: WaitingWorkerOptions): WaitingWorker {
  const [waiting, setWaiting] = useState<WorkerLike | null>(null);
  const [accepted, setAccepted] = useState(false);

  useEffect(() => {
    if (!container) return undefined;
    let stopped = false;
    let unsubscribe = () => {};
    void registration.then((current) => {
      if (stopped || !current) return;
      const lookForWaiting = () => {
        if (current.waiting && container.controller) setWaiting(current.waiting);
      };
      const onUpdateFound = () => {
        const installing = current.installing;
        installing?.addEventListener('statechange', () => {
          if (installing.state === 'installed') lookForWaiting();
        });
      };
      lookForWaiting();
      current.addEventListener('updatefound', onUpdateFound);
      unsubscribe = () => current.removeEventListener('updatefound', onUpdateFound);
    });
    return () => {
      stopped = true;
      unsubscribe();
    };
  }, [registration, container]);

  const accept = useCallback(() => {
    if (!waiting || !container || accepted) return;
    setAccepted(true);
    let reloaded = false;
    const reloadOnce = () => {
      if (reloaded) return;
      reloaded = true;
      window.clearTimeout(fallback);
      reload();
    };
    const fallback = window.setTimeout(reloadOnce, TAKE_OVER_TIMEOUT_MS);
    container.addEventListener('controllerchange', reloadOnce, { once: true });
    waiting.postMessage(SKIP_WAITING_MESSAGE);
  }, [waiting, container, accepted, reload]);

  return { updateReady: waiting !== null, accepted, accept };
}
