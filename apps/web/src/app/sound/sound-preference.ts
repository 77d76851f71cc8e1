import { useCallback, useSyncExternalStore } from 'react';

/** localStorage key; "true" means the click sound is muted. */
export const SOUND_MUTED_KEY = 'sound_muted';

const listeners = new Set<() => void>();
// Used only when storage is unavailable (e.g. blocked by privacy settings).
let mutedWithoutStorage = false;

export function isSoundMuted(): boolean {
  try {
    return window.localStorage.getItem(SOUND_MUTED_KEY) === 'true';
  } catch {
    return mutedWithoutStorage;
  }
}

export function setSoundMuted(muted: boolean): void {
  mutedWithoutStorage = muted;
  try {
    window.localStorage.setItem(SOUND_MUTED_KEY, String(muted));
  } catch {
    // Storage unavailable: the choice lasts for this page view only.
  }
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Keeps several open tabs in agreement.
  const onStorage = (event: StorageEvent) => {
    if (event.key === SOUND_MUTED_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

// The server cannot see the visitor's storage, so it renders with sound on.
const getServerSnapshot = () => false;

/** The remembered mute choice and a setter that persists it. */
export function useSoundMuted(): [muted: boolean, setMuted: (muted: boolean) => void] {
  const muted = useSyncExternalStore(subscribe, isSoundMuted, getServerSnapshot);
  const setMuted = useCallback((next: boolean) => setSoundMuted(next), []);
  return [muted, setMuted];
}
