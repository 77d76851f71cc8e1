import { useEffect } from 'react';
import { isSoundMuted } from './sound-preference';

export const CLICK_SOUND_URL = '/click.wav';

/**
 * Plays the click sound on every click anywhere in the document, unless muted.
 * One listener and one reused <audio> element for the whole app.
 */
export function useClickSound(): void {
  useEffect(() => {
    let audio: HTMLAudioElement | null = null;

    function onClick() {
      // Read at click time so a toggle in the same click takes effect at once.
      if (isSoundMuted()) return;
      audio ??= new Audio(CLICK_SOUND_URL);
      try {
        audio.currentTime = 0;
        // Autoplay policies or a missing file reject the promise: a silent click is fine.
        // jsdom and some older engines return undefined instead of a promise.
        const playing = audio.play() as Promise<void> | undefined;
        playing?.catch(() => undefined);
      } catch {
        // Older engines throw synchronously instead; also fine to ignore.
      }
    }

    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('click', onClick);
      audio?.pause();
    };
  }, []);
}
