import { SITE_PATHS } from '@truth-or-dare/room-protocol/site-content';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { DiceIcon } from '../../components/icons';
import { SoundToggle } from '../sound/sound-toggle';
import { LanguageSwitcher } from './language-switcher';
import { MobileDrawer } from './mobile-drawer';
import { NavLinkList } from './nav-link-list';

/** Brand, main navigation, sound toggle and (on narrow screens) the menu button. */
export function SiteHeader() {
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const drawerId = useId();
  const { t } = useLingui();

  const closeMenu = useCallback(() => {
    setMenuOpen(false);
    menuButtonRef.current?.focus();
  }, []);

  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link to={SITE_PATHS.home} className="brand">
          <DiceIcon className="brand__mark" />
          <span className="brand__name">
            <Trans>Truth or Dare</Trans>
          </span>
        </Link>
        <nav aria-label={t`Main`} className="site-nav">
          <NavLinkList className="site-nav__links" />
        </nav>
        <div className="site-header__actions">
          <LanguageSwitcher className="language-switcher language-switcher--header" />
          <SoundToggle />
          <button
            ref={menuButtonRef}
            type="button"
            className="menu-button"
            aria-label={t`Open menu`}
            aria-expanded={menuOpen}
            aria-controls={drawerId}
            onClick={() => setMenuOpen(true)}
          >
            <span className="menu-button__bars" aria-hidden="true" />
          </button>
        </div>
      </div>
      <MobileDrawer id={drawerId} open={menuOpen} onClose={closeMenu} />
    </header>
  );
}
