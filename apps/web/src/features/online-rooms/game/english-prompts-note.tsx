import { useLingui } from '@lingui/react/macro';
import { roomDealsEnglish, type RoomState } from '@truth-or-dare/room-protocol';

/** Says why a room in another language deals English: it has no prompts of its own yet (decision 0023). */
export function EnglishPromptsNote({ room }: { room: Pick<RoomState, 'language' | 'settings'> }) {
  const { t } = useLingui();
  if (!roomDealsEnglish(room.language, room.settings.categories)) return null;
  return (
    <p className="rooms-muted">{t`Some prompts are in English: this room's language has none of its own here yet.`}</p>
  );
}
