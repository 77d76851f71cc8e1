import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { CUSTOM_PROMPT_LIMITS, RoomRequestError, type ApiErrorCode } from '@truth-or-dare/room-protocol';

const { minLength, maxLength } = CUSTOM_PROMPT_LIMITS;

/**
 * The app's own words for the error codes a room screen can meet (docs/api.md#error-codes), in the
 * wording room-message-text.ts gives the same refusals, so each has one translation. A code not
 * here (one whose words name a value, like a full deck's type), or an answer without one, keeps the
 * server's English `error`, which room-message-text.ts still translates when it knows the text.
 */
const ROOM_ERROR_MESSAGES: Partial<Record<ApiErrorCode, MessageDescriptor>> = {
  ROOM_NOT_FOUND: msg`Room not found.`,
  ROOM_NAME_TAKEN: msg`Room name already exists`,
  USERNAME_TAKEN: msg`Username already exists`,
  NOT_YOUR_TURN: msg`It's not your turn!`,
  ROOM_LOCKED: msg`This room is locked.`,
  NOT_HOST: msg`Only the host can do that.`,
  PLAYER_NOT_FOUND: msg`No player of that name is in the room.`,
  HOST_REMOVING_SELF: msg`The host cannot remove themselves: hand the host role on or leave.`,
  NOBODY_TO_SKIP: msg`There is no turn to skip.`,
  ADULTS_ONLY: msg`This room is for adults: confirm you are 18 or older.`,
  EMPTY_DECK: msg`This room has no prompts of that type to deal: the host can add some or change the settings.`,
  PASS_USED: msg`You have already used your pass this game.`,
  NOTHING_TO_PASS: msg`There is no prompt of yours to pass.`,
  NOT_IN_CALL: msg`Join the call before sending call signals.`,
  ADDRESSEE_NOT_IN_CALL: msg`That player is not in the call.`,
  NO_CATEGORY: msg`Choose at least one category.`,
  CHAT_FILTER_REQUIRED: msg`A Family room always filters its chat.`,
  ADULTS_NOT_CONFIRMED: msg`Everyone in the room must have confirmed they are 18 or older before it becomes an Adults room.`,
  CUSTOM_PROMPT_TOO_SHORT: msg`A prompt needs at least ${plural(minLength, { one: '# character', other: '# characters' })}.`,
  CUSTOM_PROMPT_TOO_LONG: msg`A prompt can have at most ${plural(maxLength, { one: '# character', other: '# characters' })}.`,
  CUSTOM_PROMPT_DUPLICATE: msg`This room already has that prompt.`,
  CUSTOM_PROMPT_NOT_FOR_FAMILY: msg`Family rooms keep to PG: leave out alcohol, romance, drugs and body parts.`,
  CUSTOM_PROMPT_NOT_FOR_ADULTS: msg`Adult prompts are never about children, teens or school.`,
  TOO_MANY_REQUESTS: msg`Too many requests. Slow down a little.`,
  DATABASE_UNAVAILABLE: msg`The server is having trouble. Try again in a moment.`,
  DATABASE_CANNOT_WRITE: msg`The server can't save changes right now. Try again later.`,
  SERVER_RESTARTING: msg`The server is restarting. Try again in a moment.`,
};

/** The same failure with the server's words replaced by this app's for its code, when it has them. */
export function localizedRequestError(error: unknown, i18n: I18n): unknown {
  if (!(error instanceof RoomRequestError) || error.code === undefined) return error;
  const words = ROOM_ERROR_MESSAGES[error.code as ApiErrorCode];
  return words ? new RoomRequestError(error.status, i18n._(words), error.code) : error;
}

/** Services whose failures reach the screens in the page's language (the room machine shows `serverMessage`). */
export function withLocalizedErrors<Services extends object>(services: Services, i18n: I18n): Services {
  const wrapped: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(services)) {
    wrapped[name] =
      typeof value === 'function'
        ? (...args: unknown[]) => {
            const result: unknown = value(...args);
            return result instanceof Promise
              ? result.catch((error: unknown) => Promise.reject(localizedRequestError(error, i18n)))
              : result;
          }
        : value;
  }
  return wrapped as Services;
}
