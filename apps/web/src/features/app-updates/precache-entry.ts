/** One file the service worker keeps for offline use, written into the worker at build time. */
export interface PrecacheEntry {
  /** Same-origin path, e.g. `/assets/index-abc123.js` or `/index.html`. */
  readonly url: string;
  /** Content hash, so a changed file with an unchanged name is fetched again. */
  readonly revision: string;
}

/** Hashed build assets never change under the same name, so a copy from an older cache is as good as a download. */
export function isImmutableAsset(url: string): boolean {
  return url.startsWith('/assets/');
}
