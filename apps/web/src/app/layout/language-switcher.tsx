import { useLingui } from '@lingui/react/macro';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@truth-or-dare/prompt-banks/languages';
import { LANGUAGE_COOKIE, pathInLocale } from '@truth-or-dare/room-protocol/site-content';
import { useId, type ChangeEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { LanguageOptions } from '../../i18n/language-names';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Opens the same page in another language and remembers the choice for `/` (a cookie). A page's
 * language is fixed for its life, so the switch loads the other language's page.
 */
export function LanguageSwitcher({ className }: { className: string }) {
  const { t, i18n } = useLingui();
  const location = useLocation();
  const id = useId();
  const current: Locale = isLocale(i18n.locale) ? i18n.locale : DEFAULT_LOCALE;

  const choose = (event: ChangeEvent<HTMLSelectElement>) => {
    const locale = event.target.value;
    if (!isLocale(locale) || locale === current) return;
    document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
    window.location.assign(`${pathInLocale(locale, location.pathname)}${location.search}${location.hash}`);
  };

  return (
    <div className={className}>
      <label htmlFor={id} className="language-switcher__label">
        {t`Language`}
      </label>
      <select id={id} className="language-switcher__select" value={current} onChange={choose}>
        <LanguageOptions />
      </select>
    </div>
  );
}
