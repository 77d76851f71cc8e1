import { ROUTE_PATTERNS, SITE_PATHS, SITEMAP_PATHS } from '@truth-or-dare/room-protocol/site-content';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { FOOTER_ITEMS, NAV_ITEMS } from './layout/nav-items';
import { pageRoutes, routes } from './routes';

/** The route a path lands on, as its pattern ('(index)' for the home page); '*' is the not-found page. */
function landingRoute(path: string): string | undefined {
  const matches = matchRoutes(routes, path);
  const route = matches?.[matches.length - 1]?.route;
  return route?.index ? '(index)' : route?.path;
}

function routePaths(routeList: RouteObject[]): string[] {
  return routeList.flatMap((route) => [...(route.path ? [route.path] : []), ...routePaths(route.children ?? [])]);
}

const pagesWithoutParameters = Object.values(SITE_PATHS).filter((path) => typeof path === 'string');

describe('the site paths and the router', () => {
  it('routes every pattern once, and nothing else but the not-found page', () => {
    expect(routePaths(pageRoutes).sort()).toEqual([...Object.values(ROUTE_PATTERNS), '*'].sort());
  });

  it('sends every sitemap path to a page of its own, not the not-found page', () => {
    for (const path of SITEMAP_PATHS) {
      const route = landingRoute(path);
      expect(route, path).toBeDefined();
      expect(route, path).not.toBe('*');
    }
  });

  it('sends every named page and menu link to a page of its own', () => {
    const paths = [
      ...pagesWithoutParameters,
      ...NAV_ITEMS.map((item) => item.to),
      ...FOOTER_ITEMS.map((item) => item.to),
    ];
    for (const path of paths) expect(landingRoute(path), path).not.toBe('*');
    expect(landingRoute(SITE_PATHS.home)).toBe('(index)');
    expect(landingRoute(SITE_PATHS.terms)).toBe(ROUTE_PATTERNS.terms);
  });

  it('builds the path of each page with a parameter onto that page’s own pattern', () => {
    expect(landingRoute(SITE_PATHS.room('r1'))).toBe(ROUTE_PATTERNS.room);
    expect(landingRoute(SITE_PATHS.online('r1'))).toBe(ROUTE_PATTERNS.online);
    expect(landingRoute(SITE_PATHS.roomGame('r1'))).toBe(ROUTE_PATTERNS.roomGame);
    expect(landingRoute(SITE_PATHS.joinByCode('ABC234'))).toBe(ROUTE_PATTERNS.joinByCode);
    expect(landingRoute(SITE_PATHS.blogPost('a-post'))).toBe(ROUTE_PATTERNS.blogPost);
  });

  it('keeps a parameter in its own segment, whatever it holds', () => {
    const matches = matchRoutes(routes, SITE_PATHS.roomGame('a b/c?d'));
    expect(matches?.at(-1)?.params.roomId).toBe('a b/c?d');
  });

  it('would catch a path the router does not know', () => {
    expect(landingRoute('/no-such-page')).toBe('*');
  });
});
