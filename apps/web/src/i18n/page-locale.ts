import { useLingui } from '@lingui/react';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@truth-or-dare/prompt-banks/languages';

/** The language the page speaks, as a prompt language (the pseudo-locale of the tests deals English). */
export function usePageLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}
