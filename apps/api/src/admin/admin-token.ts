import { createHash, timingSafeEqual } from 'node:crypto';

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S{1,512})\s*$/i.exec(header);
  return match ? (match[1] as string) : null;
}

/**
 * Compares a presented token with the expected one in constant time: both are hashed first, so
 * neither their contents nor their lengths change how long the comparison takes.
 */
export function tokensMatch(presented: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();
  return timingSafeEqual(digest(presented), digest(expected));
}
