import { useEffect } from 'react';

/**
 * Sets `data-hydrated` on <html> once the app's first render has committed and its effects have
 * run, so every listener the page adds (the click sound, for one) is in place. Rendered last, so
 * its effect runs after everyone else's. Browser tests wait for it before acting on a page that
 * arrived rendered by the server, whose buttons are visible before they are live.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
