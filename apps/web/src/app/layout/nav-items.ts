export interface NavItem {
  to: string;
  label: string;
}

/** Top navigation, in display order; the mobile drawer shows the same list. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/ultimate', label: 'Ultimate' },
  { to: '/truth-or-dare-generator', label: 'Generator' },
  { to: '/truth-or-dare-wheel', label: 'Spinner' },
  { to: '/blogs', label: 'Blog' },
  { to: '/about', label: 'About' },
  { to: '/disclaimer', label: 'Disclaimer' },
  { to: '/contact', label: 'Contact' },
];

export const FOOTER_ITEMS: readonly NavItem[] = [
  { to: '/privacy', label: 'Privacy' },
  { to: '/tms', label: 'Terms' },
];
