import { useLingui } from '@lingui/react';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@truth-or-dare/prompt-banks';

/** The page's language (its path's, docs/decisions/0024-ui-messages.md); English on the pseudo-locale. */
export function usePageLocale(): Locale {
  const { i18n } = useLingui();
  return isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;
}
