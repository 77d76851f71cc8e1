import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { SITE_PATHS } from '@truth-or-dare/room-protocol/site-content';

export interface NavItem {
  to: string;
  label: MessageDescriptor;
}

/** Top navigation, in display order; the mobile drawer shows the same list. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: SITE_PATHS.home, label: msg`Home` },
  { to: SITE_PATHS.ultimate, label: msg`Ultimate` },
  // The menu has always linked the generator without its trailing slash; both forms open it.
  { to: SITE_PATHS.generator.slice(0, -1), label: msg`Generator` },
  { to: SITE_PATHS.spinner, label: msg`Spinner` },
  { to: SITE_PATHS.blogs, label: msg`Blog` },
  { to: SITE_PATHS.about, label: msg`About` },
  { to: SITE_PATHS.disclaimer, label: msg`Disclaimer` },
  { to: SITE_PATHS.contact, label: msg`Contact` },
];

export const FOOTER_ITEMS: readonly NavItem[] = [
  { to: SITE_PATHS.privacy, label: msg`Privacy` },
  { to: SITE_PATHS.terms, label: msg`Terms` },
];
