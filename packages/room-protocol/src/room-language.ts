import { ADDRESS_FORMS, hasLocaleFile, LOCALES, type Address, type Locale } from '@truth-or-dare/prompt-banks';
import { z } from './zod-setup';
import { CATEGORY_SOURCES, type RoomCategory } from './room-settings';
import { TURN_TYPES } from './turn-types';

/**
 * A room's language and each player's address (docs/decisions/0023-languages.md): the room deals
 * in one language, and a prompt in a gendered language speaks to the player it is for in the
 * form they chose.
 */
export const LANGUAGE_MESSAGE = `Language must be one of ${LOCALES.join(', ')}.`;
export const ADDRESS_MESSAGE = 'Address must be female, male or neutral.';

export const roomLanguageSchema = z.enum(LOCALES, { error: LANGUAGE_MESSAGE });
export const addressSchema = z.enum(ADDRESS_FORMS, { error: ADDRESS_MESSAGE });

export type { Address, Locale };

/**
 * True when some of what a room deals comes in English because its language has no version of
 * that bank yet; the room screen says so (decision 0023).
 */
export function roomDealsEnglish(language: Locale, categories: readonly RoomCategory[]): boolean {
  if (language === 'en') return false;
  return categories.some((category) =>
    TURN_TYPES.some((type) => CATEGORY_SOURCES[category][type].some(({ bank }) => !hasLocaleFile(language, bank))),
  );
}
