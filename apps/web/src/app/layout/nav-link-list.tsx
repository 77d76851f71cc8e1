import { useLingui } from '@lingui/react';
import { NavLink } from 'react-router-dom';
import { NAV_ITEMS } from './nav-items';

interface NavLinkListProps {
  className: string;
  /** Called after a link is chosen (the drawer closes itself with it). */
  onNavigate?: () => void;
}

/** The eight site links; NavLink marks the current one with aria-current="page". */
export function NavLinkList({ className, onNavigate }: NavLinkListProps) {
  const { i18n } = useLingui();
  return (
    <ul className={className}>
      {NAV_ITEMS.map((item) => (
        <li key={item.to}>
          {/* `end`: highlight the exact page only, never a parent path. */}
          <NavLink to={item.to} end className="nav-link" onClick={onNavigate}>
            {i18n._(item.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
