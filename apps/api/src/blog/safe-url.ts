/** Control characters, whitespace and invisible format characters: browsers drop some of them from URLs, so a URL holding any is refused. */
const CONTROL_OR_SPACE = /[\p{Cc}\s\u180e\u200b-\u200f]/u;

/** Longest URL kept in a post, its image or its link. */
export const MAX_URL_LENGTH = 2048;

/**
 * An absolute http(s) URL. Anything that could reach another scheme (`javascript:`, `data:`,
 * `vbscript:`…) is refused, also when hidden by case, entities (already decoded by the caller's
 * parser), whitespace or control characters.
 */
export function isHttpUrl(value: string): boolean {
  if (value.length > MAX_URL_LENGTH || CONTROL_OR_SPACE.test(value) || value.includes('\\')) return false;
  if (!/^https?:\/\/[^/]/i.test(value) || !URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.hostname !== '' &&
    url.username === '' &&
    url.password === ''
  );
}

/** A path on this site: starts with one `/`, never `//` or `/\` (both lead browsers to another host). */
export function isSiteRelativeUrl(value: string): boolean {
  if (value.length > MAX_URL_LENGTH || CONTROL_OR_SPACE.test(value) || value.includes('\\')) return false;
  return /^\/(?![/\\])/.test(value);
}

/** What a post may link to or show: an http(s) URL or a path on this site. */
export function isSafeUrl(value: string): boolean {
  return isSiteRelativeUrl(value) || isHttpUrl(value);
}
