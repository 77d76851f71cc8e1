import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Locale } from '@truth-or-dare/prompt-banks/languages';

/**
 * The link to a post's version in another language, in the page's own words. One message per
 * language, so each reads as a whole sentence in every language (a name dropped into a sentence
 * would need a different case in Polish or Arabic).
 */
export const READ_IN_LANGUAGE: Readonly<Record<Locale, MessageDescriptor>> = {
  en: msg`Read in English`,
  es: msg`Read in Spanish`,
  'pt-BR': msg`Read in Brazilian Portuguese`,
  fr: msg`Read in French`,
  de: msg`Read in German`,
  it: msg`Read in Italian`,
  pl: msg`Read in Polish`,
  ar: msg`Read in Arabic`,
};
