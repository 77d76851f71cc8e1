import { LOCALES } from '@truth-or-dare/prompt-banks';
import { ADDRESS_MESSAGE, LANGUAGE_MESSAGE } from './room-language';
import { ROOM_REFUSALS } from './room-rules';
import { CUSTOM_PROMPT_MESSAGES, SETTINGS_MESSAGES } from './room-settings';
import { INVALID_EMAIL_MESSAGE } from './email-rule';
import { UNKNOWN_CALL_MESSAGE } from './room-socket';
import { BLOG_TRANSLATION_MESSAGES } from './blog-messages';

/**
 * The stable `code` of every error answer (docs/api.md#errors): a client shows its own words for
 * a code and falls back to the English `error`. The API finds the code from the status and the
 * English message it answers with, so each message is written once, where it is thrown; a message
 * not listed gets its status's general code. Codes never change once published.
 */
interface CodeRule {
  readonly status: number;
  /** The English messages (or their pattern, when they name a value) this code stands for. */
  readonly messages: readonly (string | RegExp)[];
}

const rule = (status: number, ...messages: (string | RegExp)[]): CodeRule => ({ status, messages });
const refusal = ({ status, message }: { status: number; message: string }) => rule(status, message);

export const API_ERROR_RULES = {
  // Any call.
  BODY_NOT_OBJECT: rule(400, 'The request body must be a JSON object.'),
  MALFORMED_JSON: rule(400, 'Malformed JSON in the request body.'),
  BODY_TOO_LARGE: rule(413),
  UNSUPPORTED_MEDIA_TYPE: rule(415),
  NOT_FOUND: rule(404, 'Not found.'),
  METHOD_NOT_ALLOWED: rule(405),
  TOO_MANY_REQUESTS: rule(429),
  INTERNAL_ERROR: rule(500),
  DATABASE_UNAVAILABLE: rule(503, 'The database is unavailable. Please try again shortly.', 'Database unavailable.'),
  DATABASE_CANNOT_WRITE: rule(503, 'The server cannot save changes right now. Please try again later.'),
  SERVER_RESTARTING: rule(503, 'The server is restarting. Please try again shortly.', 'The server is shutting down.'),
  /** A field broke its rule; the English message names the field and the rule. */
  INVALID_FIELD: rule(400),
  // The general code of a status no rule above names.
  BAD_REQUEST: rule(400),
  UNAUTHORIZED: rule(401),
  FORBIDDEN: rule(403),
  CONFLICT: rule(409),
  SERVICE_UNAVAILABLE: rule(503),
  // Rooms.
  ROOM_NOT_FOUND: refusal(ROOM_REFUSALS.roomNotFound),
  ROOM_NAME_TAKEN: rule(409, 'Room name already exists'),
  USERNAME_TAKEN: refusal(ROOM_REFUSALS.usernameTaken),
  NOT_YOUR_TURN: refusal(ROOM_REFUSALS.notYourTurn),
  ROOM_LOCKED: refusal(ROOM_REFUSALS.roomLocked),
  NOT_HOST: refusal(ROOM_REFUSALS.notHost),
  PLAYER_NOT_FOUND: refusal(ROOM_REFUSALS.playerNotFound),
  HOST_REMOVING_SELF: refusal(ROOM_REFUSALS.hostRemovingSelf),
  NOBODY_TO_SKIP: refusal(ROOM_REFUSALS.nobodyToSkip),
  ADULTS_ONLY: refusal(ROOM_REFUSALS.adultsOnly),
  EMPTY_DECK: refusal(ROOM_REFUSALS.emptyDeck),
  PASS_USED: refusal(ROOM_REFUSALS.passUsed),
  NOTHING_TO_PASS: refusal(ROOM_REFUSALS.nothingToPass),
  NOT_IN_CALL: refusal(ROOM_REFUSALS.notInCall),
  ADDRESSEE_NOT_IN_CALL: refusal(ROOM_REFUSALS.addresseeNotInCall),
  PLAYER_TOKEN_REQUIRED: rule(401, 'A player token is required.'),
  PLAYER_TOKEN_INVALID: rule(401, 'This player token is not valid in this room.'),
  PLAYER_TOKEN_OF_ANOTHER: rule(403, 'This player token belongs to another player.'),
  /** A room socket's command names no call of the contract (docs/api.md#room-socket). */
  UNKNOWN_CALL: rule(404, UNKNOWN_CALL_MESSAGE),
  // The room and blog calls' message, and the newsletter's own (apps/api/src/newsletter/subscriber-language.ts).
  INVALID_LANGUAGE: rule(400, LANGUAGE_MESSAGE, `The language must be one of ${LOCALES.join(', ')}.`),
  INVALID_ADDRESS: rule(400, ADDRESS_MESSAGE),
  CATEGORY_NOT_ALLOWED: rule(400, / prompts are not dealt in an? .+ room\.$/),
  NO_CATEGORY: rule(400, SETTINGS_MESSAGES.noCategory),
  CHAT_FILTER_REQUIRED: rule(400, SETTINGS_MESSAGES.filterRequired),
  ADULTS_NOT_CONFIRMED: rule(409, SETTINGS_MESSAGES.adultsNotConfirmed),
  CUSTOM_PROMPT_TOO_SHORT: rule(400, CUSTOM_PROMPT_MESSAGES.tooShort),
  CUSTOM_PROMPT_TOO_LONG: rule(400, CUSTOM_PROMPT_MESSAGES.tooLong),
  CUSTOM_PROMPTS_FULL: rule(400, CUSTOM_PROMPT_MESSAGES.full('truth'), CUSTOM_PROMPT_MESSAGES.full('dare')),
  CUSTOM_PROMPT_DUPLICATE: rule(400, CUSTOM_PROMPT_MESSAGES.duplicate),
  CUSTOM_PROMPT_NOT_FOR_FAMILY: rule(400, CUSTOM_PROMPT_MESSAGES.notForFamily),
  CUSTOM_PROMPT_NOT_FOR_ADULTS: rule(400, CUSTOM_PROMPT_MESSAGES.notForAdults),
  // Blog, newsletter, admin and metrics.
  ADMIN_TOKEN_REQUIRED: rule(401, 'The admin token is required.'),
  ADMIN_TOKEN_INVALID: rule(401, 'The admin token is not valid.'),
  METRICS_TOKEN_REQUIRED: rule(401, 'The metrics token is required.'),
  METRICS_TOKEN_INVALID: rule(401, 'The metrics token is not valid.'),
  BLOG_NOT_FOUND: rule(404, 'Blog not found.'),
  BLOG_FIELDS_MISSING: rule(400, 'Please fill all required fields!'),
  BLOG_EMPTY: rule(400, 'Nothing is left of the blog once unsafe markup is removed.'),
  /** `translationOf` names no post (docs/api.md#publish-a-post). */
  BLOG_ORIGINAL_NOT_FOUND: rule(409, BLOG_TRANSLATION_MESSAGES.originalNotFound),
  /** The post and its translations already have one in the new post's language. */
  BLOG_TRANSLATION_EXISTS: rule(409, BLOG_TRANSLATION_MESSAGES.versionExists),
  EMAIL_INVALID: rule(400, INVALID_EMAIL_MESSAGE),
  ALREADY_SUBSCRIBED: rule(409, 'This email is already subscribed.'),
  NOT_SUBSCRIBED: rule(404, 'This email is not subscribed.'),
  UNSUBSCRIBE_TOKEN_MISSING: rule(400, 'The unsubscribe token is missing.'),
  UNSUBSCRIBE_LINK_INVALID: rule(403, 'This unsubscribe link is not valid.'),
} as const satisfies Record<string, CodeRule>;

export type ApiErrorCode = keyof typeof API_ERROR_RULES;
export const API_ERROR_CODES = Object.keys(API_ERROR_RULES) as ApiErrorCode[];

const GENERAL_CODES: Readonly<Record<number, ApiErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'BODY_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  500: 'INTERNAL_ERROR',
  503: 'SERVICE_UNAVAILABLE',
};

const RULE_ENTRIES = Object.entries(API_ERROR_RULES) as [ApiErrorCode, CodeRule][];

/**
 * The code of an answer with this status and English message: the rule naming the message, else
 * `fallback` (the API passes INVALID_FIELD for a schema's message), else the status's general code.
 */
export function apiErrorCodeFor(status: number, message: string, fallback?: ApiErrorCode): ApiErrorCode {
  for (const [code, { status: ruleStatus, messages }] of RULE_ENTRIES) {
    if (ruleStatus !== status) continue;
    if (messages.some((known) => (typeof known === 'string' ? known === message : known.test(message)))) return code;
  }
  return fallback ?? GENERAL_CODES[status] ?? (status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST');
}

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && Object.hasOwn(API_ERROR_RULES, value);
}
