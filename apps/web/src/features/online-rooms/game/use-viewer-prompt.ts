import type { RoomState } from '@truth-or-dare/room-protocol';
import { useEffect, useState } from 'react';
import { usePageLocale } from '../shared/use-page-locale';
import { loadViewerTexts, roomSourceBanks, viewerPromptText, type PromptTexts } from './viewer-prompt';

/**
 * The dealt prompt in the viewer's page language (viewer-prompt.ts). The banks load, each a chunk
 * of its own, only when the room deals in another language; until then the room's text shows.
 */
export function useViewerPrompt(room: RoomState): string {
  const viewer = usePageLocale();
  const needed = viewer !== room.language && room.currentPromptId !== '';
  const key = needed ? `${viewer}|${roomSourceBanks(room.settings.categories).join(',')}` : null;
  const [loaded, setLoaded] = useState<{ key: string; texts: PromptTexts } | null>(null);

  useEffect(() => {
    if (key === null) return undefined;
    let cancelled = false;
    const [locale, banks] = key.split('|') as [typeof viewer, string];
    loadViewerTexts(banks.split(',') as ReturnType<typeof roomSourceBanks>, locale).then(
      (texts) => !cancelled && setLoaded({ key, texts }),
      // Without the banks the room's own text stays: still the prompt, in the room's language.
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [key]);

  return viewerPromptText(room, viewer, loaded !== null && loaded.key === key ? loaded.texts : null);
}
