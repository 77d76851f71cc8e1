/**
 * This tab's sessionStorage, or null where there is none or the browser refuses it (private
 * modes, blocked storage, the server render). Callers treat null as empty.
 */
export function sessionStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
