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
        aria-label="Menu"
        tabIndex={-1}
      >
        <div className="drawer__top">
          <span className="drawer__title" aria-hidden="true">
            Menu
          </span>
          <button type="button" className="drawer__close" aria-label="Close menu" onClick={onClose}>
            <span aria-hidden="true">✕</span>
          </button>
        </div>
        <nav aria-label="Mobile">
          <NavLinkList className="drawer__links" onNavigate={onClose} />
        </nav>
      </div>
    </div>
  );
}
