import { SITE_PATHS, SITEMAP_PATHS, blogPostPath, joinByCodePath } from '@truth-or-dare/room-protocol/site-content';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FOOTER_ITEMS, NAV_ITEMS } from './layout/nav-items';
import { routes } from './routes';

/** The route a path lands on, as its pattern ('(index)' for the home page); '*' is the not-found page. */
function landingRoute(path: string): string | undefined {
  const matches = matchRoutes(routes, path);
  const route = matches?.[matches.length - 1]?.route;
  return route?.index ? '(index)' : route?.path;
}

describe('the site paths and the router', () => {
  it('sends every sitemap path to a page of its own, not the not-found page', () => {
    for (const path of SITEMAP_PATHS) {
      const route = landingRoute(path);
      expect(route, path).toBeDefined();
      expect(route, path).not.toBe('*');
    }
  });

  it('sends every named page, menu link, blog post path and code link to a page of its own', () => {
    const paths = [
      ...Object.values(SITE_PATHS),
      ...NAV_ITEMS.map((item) => item.to),
      ...FOOTER_ITEMS.map((item) => item.to),
      blogPostPath('a-post'),
      joinByCodePath('ABC234'),
    ];
    for (const path of paths) expect(landingRoute(path), path).not.toBe('*');
  });

  it('would catch a path the router does not know', () => {
    expect(landingRoute('/no-such-page')).toBe('*');
  });
});
