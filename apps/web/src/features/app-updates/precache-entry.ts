/** One file the service worker keeps for offline use, written into the worker at build time. */
export interface PrecacheEntry {
  /** Same-origin path, e.g. `/assets/index-abc123.js` or `/index.html`. */
  readonly url: string;
  /** Content hash, so a changed file with an unchanged name is fetched again. */
  readonly revision: string;
}

/** Another language's catalog or prompt bank: kept once a page has used it, not up front. */
export interface LanguageEntry extends PrecacheEntry {
  readonly locale: string;
}

/** Marks in the cache which languages this device has used, so an updated worker keeps them too. */
export function languageMarkUrl(locale: string): string {
  return `/__kept-language/${encodeURIComponent(locale)}`;
}

/** Hashed build assets never change under the same name, so a copy from an older cache is as good as a download. */
export function isImmutableAsset(url: string): boolean {
  return url.startsWith('/assets/');
}
