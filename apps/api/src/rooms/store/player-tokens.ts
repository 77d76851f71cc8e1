import { hash, randomBytes } from 'node:crypto';

/** 128 random bits as 22 url-safe characters: unguessable, and short enough for a link. */
export function newRoomId(): string {
  return randomBytes(16).toString('base64url');
}

/** 256 random bits, known only to the player it is given to. */
export function newPlayerToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The server keeps only this hash, so a leaked database does not let anyone act as a player. */
export function hashPlayerToken(token: string): string {
  // The one-shot form: every chat and ping hashes its token, and it costs a third of a Hash object.
  return hash('sha256', token, 'hex');
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+(\S{1,200})\s*$/i.exec(header);
  return match ? (match[1] as string) : null;
}
