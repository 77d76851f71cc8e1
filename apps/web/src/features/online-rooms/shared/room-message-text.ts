import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import {
  CUSTOM_PROMPT_LIMITS,
  CUSTOM_PROMPT_MESSAGES,
  LIMITS,
  ROOM_CATEGORIES,
  ROOM_MESSAGES,
  ROOM_RATINGS,
  ROOM_REFUSALS,
  SETTINGS_MESSAGES,
  type RoomCategory,
  type RoomRating,
} from '@truth-or-dare/room-protocol';

/** The ratings as the screens name them (room-protocol's RATING_LABELS, in the page's language). */
export const RATING_LABEL_TEXT: Readonly<Record<RoomRating, MessageDescriptor>> = {
  family: msg`Family (PG)`,
  teen: msg`Teen (PG-13)`,
  adults: msg`Adults (18+)`,
};

/** The categories as the screens name them (room-protocol's CATEGORY_LABELS, in the page's language). */
export const CATEGORY_LABEL_TEXT: Readonly<Record<RoomCategory, MessageDescriptor>> = {
  normal: msg`Normal`,
  party: msg`Party`,
  funny: msg`Funny`,
  spicy: msg`Spicy`,
  '18+': msg({ message: '18+', comment: 'The adults-only prompt category' }),
};

const ROOM_MESSAGE_TEXT: Readonly<Record<keyof typeof ROOM_MESSAGES, MessageDescriptor>> = {
  usernameRequired: msg`⚠️ Username is required`,
  usernameTaken: msg`⚠️ Username already exists. Choose a different one.`,
  joinFailed: msg`❌ Failed to join room. Try again.`,
  joinRoomLoadFailed: msg`❌ Failed to load room. Make sure it exists.`,
  createFieldsMissing: msg`Please fill in all fields`,
  createNameTaken: msg`Room name already exists`,
  createFailed: msg`Something went wrong. Please try again.`,
  createUnreachable: msg`Unable to connect to server.`,
  gameRoomLoadFailed: msg`Failed to load room.`,
  chatFailed: msg`Failed to send message.`,
  turnFailed: msg`Failed to take turn.`,
  notYourTurn: msg`It's not your turn!`,
  connectionLost: msg`Your internet connection is lost.`,
  linkCopied: msg`Link copied to clipboard!`,
  linkCopyFailed: msg`Failed to copy the link.`,
  videoCallStarted: msg`Video call has started!`,
  videoCallEnded: msg`Video call has ended`,
  playerLeft: msg({ message: 'Left', comment: 'Toast title when a player leaves the room; the name follows' }),
  removedByHost: msg`You were removed from the room by the host.`,
  hostCallFailed: msg`Something went wrong. Please try again.`,
  codeNotFound: msg`No room has that code.`,
  codeLookupFailed: msg`Could not look the code up. Please try again.`,
  codeCopied: msg`Room code copied to clipboard!`,
  codeCopyFailed: msg`Failed to copy the room code.`,
};

const REFUSAL_TEXT: Readonly<Record<keyof typeof ROOM_REFUSALS, MessageDescriptor>> = {
  roomNotFound: msg`Room not found.`,
  usernameTaken: msg`Username already exists`,
  notYourTurn: msg`It's not your turn!`,
  roomLocked: msg`This room is locked.`,
  notHost: msg`Only the host can do that.`,
  playerNotFound: msg`No player of that name is in the room.`,
  hostRemovingSelf: msg`The host cannot remove themselves: hand the host role on or leave.`,
  nobodyToSkip: msg`There is no turn to skip.`,
  adultsOnly: msg`This room is for adults: confirm you are 18 or older.`,
  emptyDeck: msg`This room has no prompts of that type to deal: the host can add some or change the settings.`,
  passUsed: msg`You have already used your pass this game.`,
  nothingToPass: msg`There is no prompt of yours to pass.`,
  notInCall: msg`Join the call before sending call signals.`,
  addresseeNotInCall: msg`That player is not in the call.`,
};

const { perType, minLength, maxLength } = CUSTOM_PROMPT_LIMITS;
const usernameMax = LIMITS.username.max;
const roomNameMax = LIMITS.roomName.max;
const messageMax = LIMITS.chatMessage.max;

/** The fixed refusals of the settings, the group's prompts and the name and message fields. */
const OTHER_TEXT: ReadonlyArray<readonly [string, MessageDescriptor]> = [
  [SETTINGS_MESSAGES.noCategory, msg`Choose at least one category.`],
  [SETTINGS_MESSAGES.filterRequired, msg`A Family room always filters its chat.`],
  [
    SETTINGS_MESSAGES.adultsNotConfirmed,
    msg`Everyone in the room must have confirmed they are 18 or older before it becomes an Adults room.`,
  ],
  [
    CUSTOM_PROMPT_MESSAGES.tooShort,
    msg`A prompt needs at least ${plural(minLength, { one: '# character', other: '# characters' })}.`,
  ],
  [
    CUSTOM_PROMPT_MESSAGES.tooLong,
    msg`A prompt can have at most ${plural(maxLength, { one: '# character', other: '# characters' })}.`,
  ],
  [
    CUSTOM_PROMPT_MESSAGES.full('truth'),
    msg`This room already has ${plural(perType, { one: '# truth', other: '# truths' })} of its own.`,
  ],
  [
    CUSTOM_PROMPT_MESSAGES.full('dare'),
    msg`This room already has ${plural(perType, { one: '# dare', other: '# dares' })} of its own.`,
  ],
  [CUSTOM_PROMPT_MESSAGES.duplicate, msg`This room already has that prompt.`],
  [
    CUSTOM_PROMPT_MESSAGES.notForFamily,
    msg`Family rooms keep to PG: leave out alcohol, romance, drugs and body parts.`,
  ],
  [CUSTOM_PROMPT_MESSAGES.notForAdults, msg`Adult prompts are never about children, teens or school.`],
  ['Username is required.', msg`Username is required.`],
  [
    `Username must be at most ${usernameMax} characters.`,
    msg`Username must be at most ${plural(usernameMax, { one: '# character', other: '# characters' })}.`,
  ],
  ['Room name is required.', msg`Room name is required.`],
  [
    `Room name must be at most ${roomNameMax} characters.`,
    msg`Room name must be at most ${plural(roomNameMax, { one: '# character', other: '# characters' })}.`,
  ],
  ['Message is required.', msg`Message is required.`],
  [
    `Message must be at most ${messageMax} characters.`,
    msg`Message must be at most ${plural(messageMax, { one: '# character', other: '# characters' })}.`,
  ],
];

type Translate = (i18n: I18n) => string;

/** Every message the room package may hand a screen, by its English text. */
const KNOWN = new Map<string, Translate>([
  ...(Object.keys(REFUSAL_TEXT) as (keyof typeof ROOM_REFUSALS)[]).map(
    (key) => [ROOM_REFUSALS[key].message, (i18n: I18n) => i18n._(REFUSAL_TEXT[key])] as const,
  ),
  ...(Object.keys(ROOM_MESSAGE_TEXT) as (keyof typeof ROOM_MESSAGES)[]).map(
    (key) => [ROOM_MESSAGES[key], (i18n: I18n) => i18n._(ROOM_MESSAGE_TEXT[key])] as const,
  ),
  ...OTHER_TEXT.map(([english, descriptor]) => [english, (i18n: I18n) => i18n._(descriptor)] as const),
  ...ROOM_RATINGS.flatMap((rating) =>
    ROOM_CATEGORIES.map(
      (category) =>
        [
          SETTINGS_MESSAGES.categoryNotAllowed(category, rating),
          (i18n: I18n) => {
            const categoryName = i18n._(CATEGORY_LABEL_TEXT[category]);
            const ratingName = i18n._(RATING_LABEL_TEXT[rating]);
            return i18n._(msg`${categoryName} prompts are not dealt in a ${ratingName} room.`);
          },
        ] as const,
    ),
  ),
]);

/**
 * A message from the room package (room-protocol's ROOM_MESSAGES, refusals and field checks),
 * shown in the page's language. The package's words are English and also what the server
 * answers; a text it does not know (another server message) is shown as it came.
 */
export function roomMessageText(i18n: I18n, text: string): string {
  return KNOWN.get(text)?.(i18n) ?? text;
}
