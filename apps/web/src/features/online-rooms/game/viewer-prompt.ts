import { loadPromptBankIn, type Locale, type PromptBankId } from '@truth-or-dare/prompt-banks';
import { promptTextFor } from '@truth-or-dare/prompt-banks/address-forms';
import { CATEGORY_SOURCES, TURN_TYPES, type RoomState } from '@truth-or-dare/room-protocol';

/** Prompt texts by id in one language (ICU messages where the address changes words). */
export type PromptTexts = ReadonlyMap<string, string>;

/**
 * What a viewer reads of the dealt prompt: the same prompt id in their own language, worded in the
 * form it was dealt in, when their language has it; else the room's own text
 * (docs/api.md#the-room-object).
 */
export function viewerPromptText(
  room: Pick<RoomState, 'language' | 'currentPrompt' | 'currentPromptId' | 'currentPromptAddress'>,
  viewer: Locale,
  texts: PromptTexts | null,
): string {
  if (viewer === room.language || room.currentPromptId === '' || texts === null) return room.currentPrompt;
  const text = texts.get(room.currentPromptId);
  return text === undefined ? room.currentPrompt : promptTextFor(text, room.currentPromptAddress);
}

/** The banks a room's categories deal from, truths and dares. */
export function roomSourceBanks(categories: RoomState['settings']['categories']): PromptBankId[] {
  const banks = categories.flatMap((category) =>
    TURN_TYPES.flatMap((type) => CATEGORY_SOURCES[category][type].map((source) => source.bank)),
  );
  return [...new Set(banks)].sort();
}

/**
 * The texts of these banks that `viewer`'s language has written itself: a bank it has no version
 * of yet would answer English, which is not the viewer's own language (the room's text is then
 * shown).
 */
export async function loadViewerTexts(banks: readonly PromptBankId[], viewer: Locale): Promise<PromptTexts> {
  const loaded = await Promise.all(banks.map((bank) => loadPromptBankIn(bank, viewer)));
  return new Map(
    loaded
      .filter((bank) => bank.locale === viewer)
      .flatMap((bank) => bank.entries.map((entry) => [entry.id, entry.text] as const)),
  );
}
