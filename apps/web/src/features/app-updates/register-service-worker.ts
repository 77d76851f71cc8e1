import type { RegistrationLike } from './service-worker-types';

const WORKER_URL = '/sw.js';

let registration: Promise<RegistrationLike | null> = Promise.resolve(null);

/**
 * Registers the site's service worker once the page has loaded, so its downloads of the offline
 * files never compete with the first paint. Production builds only (main.tsx decides).
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  registration = new Promise((resolve) => {
    // A failed registration only means no offline play; the site works as before.
    const register = () => container.register(WORKER_URL).then(resolve, () => resolve(null));
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  });
}

/** The registration started by registerServiceWorker, or null when there is none. */
export function serviceWorkerRegistration(): Promise<RegistrationLike | null> {
  return registration;
}
