import { useInitialData } from '../app/initial-data';

/**
 * The site's public origin (e.g. `https://example.com`) for canonical and Open Graph URLs, as the
 * server rendered the page with it. Empty when the server gave none (pages rendered only in the
 * browser, tests): it never reads `window`, so the server's HTML and the first client render agree.
 */
export function useSiteOrigin(): string {
  const { origin } = useInitialData() as { origin?: string };
  return typeof origin === 'string' ? origin.replace(/\/+$/, '') : '';
}

/** An absolute URL for a site path or an http(s) URL; site paths get the origin in front. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}
