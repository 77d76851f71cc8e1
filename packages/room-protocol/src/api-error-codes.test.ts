import { describe, expect, it } from 'vitest';
import { API_ERROR_CODES, API_ERROR_RULES, apiErrorCodeFor, isApiErrorCode } from './api-error-codes';
import { ADDRESS_MESSAGE, LANGUAGE_MESSAGE } from './room-language';
import { ROOM_REFUSALS } from './room-rules';
import { SETTINGS_MESSAGES } from './room-settings';
import { BLOG_TRANSLATION_MESSAGES } from './blog-messages';

describe('API error codes', () => {
  it('gives every refusal of the room rules a code of its own', () => {
    const codes = Object.values(ROOM_REFUSALS).map(({ status, message }) => apiErrorCodeFor(status, message));
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(['BAD_REQUEST', 'FORBIDDEN', 'NOT_FOUND', 'CONFLICT']).not.toContain(code);
  });

  it('reads messages that name a value by their pattern', () => {
    expect(apiErrorCodeFor(400, SETTINGS_MESSAGES.categoryNotAllowed('spicy', 'family'))).toBe('CATEGORY_NOT_ALLOWED');
    expect(apiErrorCodeFor(400, SETTINGS_MESSAGES.categoryNotAllowed('18+', 'adults'))).toBe('CATEGORY_NOT_ALLOWED');
  });

  it('names the language and address refusals', () => {
    expect(apiErrorCodeFor(400, LANGUAGE_MESSAGE, 'INVALID_FIELD')).toBe('INVALID_LANGUAGE');
    expect(apiErrorCodeFor(400, ADDRESS_MESSAGE, 'INVALID_FIELD')).toBe('INVALID_ADDRESS');
    expect(apiErrorCodeFor(400, 'The language must be one of en, es, pt-BR, fr, de, it, pl, ar.')).toBe(
      'INVALID_LANGUAGE',
    );
  });

  it('names the refusals of a translation', () => {
    expect(apiErrorCodeFor(409, BLOG_TRANSLATION_MESSAGES.originalNotFound)).toBe('BLOG_ORIGINAL_NOT_FOUND');
    expect(apiErrorCodeFor(409, BLOG_TRANSLATION_MESSAGES.versionExists)).toBe('BLOG_TRANSLATION_EXISTS');
    expect(apiErrorCodeFor(400, BLOG_TRANSLATION_MESSAGES.invalidTranslationOf)).toBe('BAD_REQUEST');
  });

  it('falls back to the given code, then to the general code of the status', () => {
    expect(apiErrorCodeFor(400, 'Username is required.', 'INVALID_FIELD')).toBe('INVALID_FIELD');
    expect(apiErrorCodeFor(409, 'Something new.')).toBe('CONFLICT');
    expect(apiErrorCodeFor(502, 'Bad gateway.')).toBe('INTERNAL_ERROR');
    // The same message under another status is not that code.
    expect(apiErrorCodeFor(400, ROOM_REFUSALS.roomNotFound.message)).toBe('BAD_REQUEST');
  });

  it('spells every code in upper snake case and knows exactly those', () => {
    for (const code of API_ERROR_CODES) expect(code).toMatch(/^[A-Z]+(?:_[A-Z]+)*$/);
    expect(API_ERROR_CODES).toHaveLength(Object.keys(API_ERROR_RULES).length);
    expect(isApiErrorCode('ROOM_NAME_TAKEN')).toBe(true);
    expect(isApiErrorCode('toString')).toBe(false);
  });
});
