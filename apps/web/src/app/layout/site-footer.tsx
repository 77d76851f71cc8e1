import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { LanguageSwitcher } from './language-switcher';
import { FOOTER_ITEMS } from './nav-items';

export function SiteFooter() {
  const { i18n } = useLingui();
  const { t } = useLinguiMacro();
  return (
    <footer className="site-footer">
      <nav aria-label={t`Legal`}>
        <ul className="site-footer__links">
          {FOOTER_ITEMS.map((item) => (
            <li key={item.to}>
              <Link to={item.to}>{i18n._(item.label)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <LanguageSwitcher className="language-switcher language-switcher--footer" />
      <p className="site-footer__note">
        <Trans>© Truth or Dare · For entertainment only</Trans>
      </p>
    </footer>
  );
}
