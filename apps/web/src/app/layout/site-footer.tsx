import { Link } from 'react-router-dom';
import { FOOTER_ITEMS } from './nav-items';

export function SiteFooter() {
  return (
    <footer className="site-footer">
      <nav aria-label="Legal">
        <ul className="site-footer__links">
          {FOOTER_ITEMS.map((item) => (
            <li key={item.to}>
              <Link to={item.to}>{item.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="site-footer__note">© Truth or Dare · For entertainment only</p>
    </footer>
  );
}
