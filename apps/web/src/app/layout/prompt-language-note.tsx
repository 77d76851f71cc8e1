import { Trans } from '@lingui/react/macro';
import { DEFAULT_LOCALE, hasLocaleFile } from '@truth-or-dare/prompt-banks/languages';
import { usePageLocale } from '../../i18n/page-locale';

/**
 * Pages in a language whose truths and dares are still being written say that the games deal
 * English prompts meanwhile (decision 0023).
 */
export function PromptLanguageNote() {
  const locale = usePageLocale();
  if (locale === DEFAULT_LOCALE || hasLocaleFile(locale, 'shared/normal')) return null;
  return (
    <p className="prompt-language-note" role="note">
      <Trans>The truths and dares are not in this language yet: for now the games deal them in English.</Trans>
    </p>
  );
}
