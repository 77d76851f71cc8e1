import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { useFocusTrap } from '../../components/use-focus-trap';
import { NavLinkList } from './nav-link-list';

interface MobileDrawerProps {
  id: string;
  open: boolean;
  onClose: () => void;
}

/**
 * Slide-in menu for narrow screens. Stays mounted (hidden when closed) so the
 * menu button's aria-controls always points at a real element.
 */
export function MobileDrawer({ id, open, onClose }: MobileDrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const { t } = useLingui();
  useFocusTrap(panelRef, open, onClose);

  return (
    <div className="drawer" hidden={!open}>
      {/* Pointer-only convenience; keyboard users close with Esc or the close button. */}
      <div className="drawer__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        id={id}
        className="drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-label={t`Menu`}
        tabIndex={-1}
      >
        <div className="drawer__top">
          <span className="drawer__title" aria-hidden="true">
            <Trans>Menu</Trans>
          </span>
          <button type="button" className="drawer__close" aria-label={t`Close menu`} onClick={onClose}>
            <span aria-hidden="true">✕</span>
          </button>
        </div>
        <nav aria-label={t`Mobile`}>
          <NavLinkList className="drawer__links" onNavigate={onClose} />
        </nav>
      </div>
    </div>
  );
}
