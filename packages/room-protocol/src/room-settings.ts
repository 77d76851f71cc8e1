import {
  findBlockedWords,
  normalizeForDuplicateCheck,
  PG_BLOCKED_WORDS,
  PROMPT_MAX_LENGTH,
  PROMPT_MIN_LENGTH,
  R_BLOCKED_WORDS,
  type Rating,
} from '@truth-or-dare/prompt-banks';
import type { TurnType } from './turn-types';

/**
 * What a room deals and how its turns run (docs/product.md#room-settings). The host changes
 * them; every rule about them lives here and is used by the API and the web app alike.
 */

export const ROOM_RATINGS = ['family', 'teen', 'adults'] as const;
export type RoomRating = (typeof ROOM_RATINGS)[number];

export const ROOM_CATEGORIES = ['normal', 'party', 'funny', 'spicy', '18+'] as const;
export type RoomCategory = (typeof ROOM_CATEGORIES)[number];

export const TURN_SECONDS = [0, 60, 120] as const;
export type TurnSeconds = (typeof TURN_SECONDS)[number];

/** The strongest prompt each rating deals. */
export const RATING_CAP: Readonly<Record<RoomRating, Rating>> = { family: 'PG', teen: 'PG13', adults: 'R' };

/** Which categories each rating may deal from: a category's prompts never go above the rating. */
export const RATING_CATEGORIES: Readonly<Record<RoomRating, readonly RoomCategory[]>> = {
  family: ['normal', 'funny'],
  teen: ['normal', 'party', 'funny', 'spicy'],
  adults: ['normal', 'party', 'funny', 'spicy', '18+'],
};

/** What a new room deals when the creator does not choose (docs/api.md#room-settings). */
export const DEFAULT_CATEGORIES: Readonly<Record<RoomRating, readonly RoomCategory[]>> = {
  family: ['normal', 'funny'],
  teen: ['normal', 'party', 'funny'],
  adults: ['party', 'spicy', '18+'],
};

export const RATING_LABELS: Readonly<Record<RoomRating, string>> = {
  family: 'Family (PG)',
  teen: 'Teen (PG-13)',
  adults: 'Adults (18+)',
};

export const CATEGORY_LABELS: Readonly<Record<RoomCategory, string>> = {
  normal: 'Normal',
  party: 'Party',
  funny: 'Funny',
  spicy: 'Spicy',
  '18+': '18+',
};

/** The group's own prompts: at most this many of each type, each within the library's lengths. */
export const CUSTOM_PROMPT_LIMITS = {
  perType: 100,
  minLength: PROMPT_MIN_LENGTH,
  maxLength: PROMPT_MAX_LENGTH,
} as const;

/** A room's settings as stored; the counts of its own prompts are added on the wire. */
export interface RoomSettingsRecord {
  readonly rating: RoomRating;
  readonly categories: readonly RoomCategory[];
  readonly turnSeconds: TurnSeconds;
  /** Deal only the group's own prompts. */
  readonly customOnly: boolean;
  /** Mask profanity in chat; always on in a Family room. */
  readonly chatFilter: boolean;
}

/** `room.settings` on the wire. */
export interface RoomSettings extends RoomSettingsRecord {
  readonly customTruths: number;
  readonly customDares: number;
}

/** A new Family room's settings on the wire; also what a server from before settings is read as. */
export const DEFAULT_ROOM_SETTINGS: RoomSettings = {
  rating: 'family',
  categories: ['normal', 'funny'],
  turnSeconds: 0,
  customOnly: false,
  chatFilter: true,
  customTruths: 0,
  customDares: 0,
};

/** A new room's settings for a rating: its default categories, no timer, the library's prompts, the chat filter on. */
export function initialSettings(rating: RoomRating = 'family'): RoomSettingsRecord {
  return { rating, categories: DEFAULT_CATEGORIES[rating], turnSeconds: 0, customOnly: false, chatFilter: true };
}

/** The settings a room is created with from what the creator chose, or the message refusing them. */
export function settingsForNewRoom(choice: {
  rating?: RoomRating;
  categories?: readonly RoomCategory[];
  turnSeconds?: TurnSeconds;
}): SettingsResult {
  return changeSettings(initialSettings(choice.rating), {
    categories: choice.categories,
    turnSeconds: choice.turnSeconds,
  });
}

export type SettingsResult = { ok: true; settings: RoomSettingsRecord } | { ok: false; message: string };

export const SETTINGS_MESSAGES = {
  categoryNotAllowed: (category: string, rating: RoomRating) =>
    `${CATEGORY_LABELS[category as RoomCategory] ?? category} prompts are not dealt in a ${RATING_LABELS[rating]} room.`,
  noCategory: 'Choose at least one category.',
  filterRequired: 'A Family room always filters its chat.',
  adultsNotConfirmed: 'Everyone in the room must have confirmed they are 18 or older before it becomes an Adults room.',
} as const;

/**
 * Settings after a change, or the message refusing it. A new rating with no categories named
 * takes that rating's default categories.
 */
export function changeSettings(
  current: RoomSettingsRecord,
  change: {
    rating?: RoomRating;
    categories?: readonly RoomCategory[];
    turnSeconds?: TurnSeconds;
    customOnly?: boolean;
    chatFilter?: boolean;
  },
): SettingsResult {
  const rating = change.rating ?? current.rating;
  const allowed = RATING_CATEGORIES[rating];
  let categories: readonly RoomCategory[];
  if (change.categories) {
    const refused = change.categories.find((category) => !allowed.includes(category));
    if (refused !== undefined) return { ok: false, message: SETTINGS_MESSAGES.categoryNotAllowed(refused, rating) };
    categories = change.categories;
  } else {
    // A new rating deals its own defaults; otherwise the categories stay.
    categories = rating === current.rating ? current.categories : DEFAULT_CATEGORIES[rating];
  }
  if (categories.length === 0) return { ok: false, message: SETTINGS_MESSAGES.noCategory };
  if (rating === 'family' && change.chatFilter === false)
    return { ok: false, message: SETTINGS_MESSAGES.filterRequired };
  const chatFilter = rating === 'family' ? true : (change.chatFilter ?? current.chatFilter);
  // One copy of each category, in the library's order, so equal settings compare equal.
  const ordered = ROOM_CATEGORIES.filter((category) => categories.includes(category));
  return {
    ok: true,
    settings: {
      rating,
      categories: ordered,
      turnSeconds: change.turnSeconds ?? current.turnSeconds,
      customOnly: change.customOnly ?? current.customOnly,
      chatFilter,
    },
  };
}

export function sameSettings(a: RoomSettingsRecord, b: RoomSettingsRecord): boolean {
  return (
    a.rating === b.rating &&
    a.turnSeconds === b.turnSeconds &&
    a.customOnly === b.customOnly &&
    a.chatFilter === b.chatFilter &&
    a.categories.join(',') === b.categories.join(',')
  );
}

/** Whether a prompt of the group's own may be dealt in a room of this rating (the library's word rules). */
export function customPromptFits(text: string, rating: RoomRating): boolean {
  if (rating === 'family') return findBlockedWords(text, PG_BLOCKED_WORDS).length === 0;
  if (rating === 'adults') return findBlockedWords(text, R_BLOCKED_WORDS).length === 0;
  return true;
}

export const CUSTOM_PROMPT_MESSAGES = {
  tooShort: `A prompt needs at least ${CUSTOM_PROMPT_LIMITS.minLength} characters.`,
  tooLong: `A prompt can have at most ${CUSTOM_PROMPT_LIMITS.maxLength} characters.`,
  full: (type: TurnType) =>
    `This room already has ${CUSTOM_PROMPT_LIMITS.perType} ${type === 'truth' ? 'truths' : 'dares'} of its own.`,
  duplicate: 'This room already has that prompt.',
  notForFamily: 'Family rooms keep to PG: leave out alcohol, romance, drugs and body parts.',
  notForAdults: 'Adult prompts are never about children, teens or school.',
} as const;

/** The refusal message for a prompt the group wants to add, or null when it may be added. `text` is trimmed. */
export function customPromptProblem(
  text: string,
  type: TurnType,
  rating: RoomRating,
  existing: readonly string[],
): string | null {
  if (text.length < CUSTOM_PROMPT_LIMITS.minLength) return CUSTOM_PROMPT_MESSAGES.tooShort;
  if (text.length > CUSTOM_PROMPT_LIMITS.maxLength) return CUSTOM_PROMPT_MESSAGES.tooLong;
  if (existing.length >= CUSTOM_PROMPT_LIMITS.perType) return CUSTOM_PROMPT_MESSAGES.full(type);
  const key = normalizeForDuplicateCheck(text);
  if (existing.some((prompt) => normalizeForDuplicateCheck(prompt) === key)) return CUSTOM_PROMPT_MESSAGES.duplicate;
  if (!customPromptFits(text, rating))
    return rating === 'family' ? CUSTOM_PROMPT_MESSAGES.notForFamily : CUSTOM_PROMPT_MESSAGES.notForAdults;
  return null;
}

/** Where each category's prompts come from in the library: a bank, and tags an entry must carry. */
export interface DeckSource {
  readonly bank:
    | 'shared/normal'
    | 'shared/party'
    | 'shared/funny'
    | 'shared/spicy'
    | 'shared/18-plus'
    | 'shared/dares'
    | 'duel/18-plus';
  readonly tags?: readonly string[];
}

/**
 * The library has truths for every category but dares for fewer, so some categories share dare
 * sources; every entry is still capped by the room's rating when the deck is built.
 */
export const CATEGORY_SOURCES: Readonly<Record<RoomCategory, Readonly<Record<TurnType, readonly DeckSource[]>>>> = {
  normal: { truth: [{ bank: 'shared/normal' }], dare: [{ bank: 'shared/dares', tags: ['normal'] }] },
  funny: {
    truth: [{ bank: 'shared/funny' }],
    dare: [{ bank: 'shared/dares', tags: ['silly', 'impressions', 'performance'] }],
  },
  party: { truth: [{ bank: 'shared/party' }], dare: [{ bank: 'shared/dares', tags: ['party'] }] },
  spicy: { truth: [{ bank: 'shared/spicy' }], dare: [{ bank: 'shared/dares', tags: ['party'] }] },
  '18+': { truth: [{ bank: 'shared/18-plus' }], dare: [{ bank: 'duel/18-plus' }] },
};
