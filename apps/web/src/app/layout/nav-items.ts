import { SITE_PATHS } from '@truth-or-dare/room-protocol/site-content';

export interface NavItem {
  to: string;
  label: string;
}

/** Top navigation, in display order; the mobile drawer shows the same list. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: SITE_PATHS.home, label: 'Home' },
  { to: SITE_PATHS.ultimate, label: 'Ultimate' },
  // The menu has always linked the generator without its trailing slash; both forms open it.
  { to: SITE_PATHS.generator.slice(0, -1), label: 'Generator' },
  { to: SITE_PATHS.spinner, label: 'Spinner' },
  { to: SITE_PATHS.blogs, label: 'Blog' },
  { to: SITE_PATHS.about, label: 'About' },
  { to: SITE_PATHS.disclaimer, label: 'Disclaimer' },
  { to: SITE_PATHS.contact, label: 'Contact' },
];

export const FOOTER_ITEMS: readonly NavItem[] = [
  { to: SITE_PATHS.privacy, label: 'Privacy' },
  { to: SITE_PATHS.terms, label: 'Terms' },
];
