/** Set in localStorage once someone subscribed through the popup: it never shows again in this browser. */
export const POPUP_SEEN_KEY = 'sub_popup_seen';
/** Set in sessionStorage when the popup is closed: it stays away until the browser session ends. */
export const POPUP_CLOSED_KEY = 'sub_popup_closed';

function read(storage: () => Storage, key: string): boolean {
  try {
    return storage().getItem(key) !== null;
  } catch {
    return false;
  }
}

function write(storage: () => Storage, key: string): void {
  try {
    storage().setItem(key, 'true');
  } catch {
    // Storage can be unavailable (private modes, blocked cookies); the popup then just closes.
  }
}

/** Whether the popup should stay away: subscribed before, or closed earlier in this session. Call only in effects and handlers. */
export function popupSuppressed(): boolean {
  return read(() => window.localStorage, POPUP_SEEN_KEY) || read(() => window.sessionStorage, POPUP_CLOSED_KEY);
}

export function markPopupSeen(): void {
  write(() => window.localStorage, POPUP_SEEN_KEY);
}

export function markPopupClosed(): void {
  write(() => window.sessionStorage, POPUP_CLOSED_KEY);
}
