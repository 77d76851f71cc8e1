import { BadRequestException } from '@nestjs/common';
import { DEFAULT_LOCALE, LOCALES, isLocale, type Locale } from '@truth-or-dare/prompt-banks';

/** A subscriber's email language: one of the site's languages, English when none is given. */
export function parseSubscriberLanguage(value: unknown): Locale {
  if (value === undefined || value === null) return DEFAULT_LOCALE;
  if (isLocale(value)) return value;
  throw new BadRequestException(`The language must be one of ${LOCALES.join(', ')}.`);
}
