import { textDirection, type Locale } from '@truth-or-dare/prompt-banks/languages';

/**
 * `lang` and `dir` for a post's own words on a page in another language (an English post on a
 * Spanish page, an Arabic one on an English page), so they are read aloud and laid out as written.
 */
export function postLanguageAttributes(
  postLanguage: Locale,
  pageLocale: Locale,
): { lang?: Locale; dir?: 'ltr' | 'rtl' } {
  return postLanguage === pageLocale ? {} : { lang: postLanguage, dir: textDirection(postLanguage) };
}
