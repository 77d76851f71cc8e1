import { BadRequestException } from '@nestjs/common';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@truth-or-dare/prompt-banks';
import { LANGUAGE_MESSAGE } from '@truth-or-dare/room-protocol';

/**
 * The language of a post, or of the posts to list: one of the site's, English when none is given;
 * anything else (an empty value, another case, a list) is refused with the rooms' message.
 */
export function parsePostLanguage(value: unknown): Locale {
  if (value === undefined || value === null) return DEFAULT_LOCALE;
  if (isLocale(value)) return value;
  throw new BadRequestException(LANGUAGE_MESSAGE);
}
