import { LOCALES, type Locale } from '@truth-or-dare/prompt-banks/languages';

/** Each language by its own name, as its speakers look for it in a list (never translated). */
export const LANGUAGE_NAMES: Readonly<Record<Locale, string>> = {
  en: 'English',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  pl: 'Polski',
  ar: 'العربية',
};

/** One `<option>` per language of the site, each by its own name and marked as written in it. */
export function LanguageOptions() {
  return LOCALES.map((locale) => (
    <option key={locale} value={locale} lang={locale}>
      {LANGUAGE_NAMES[locale]}
    </option>
  ));
}
