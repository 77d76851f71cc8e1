import { describe, expect, it } from 'vitest';
import { ROUTE_PATTERNS, SITE_PATHS } from './site-paths';

describe('site paths', () => {
  it('names each page without parameters by its route pattern', () => {
    expect(SITE_PATHS.rooms).toBe('/rooms');
    expect(SITE_PATHS.terms).toBe(`/${ROUTE_PATTERNS.terms}`);
    expect(SITE_PATHS.generator).toBe('/truth-or-dare-generator/');
  });

  it('fills a pattern with its value, encoded', () => {
    expect(SITE_PATHS.room('r1')).toBe('/rooms/r1');
    expect(SITE_PATHS.roomGame('a b/c')).toBe('/rooms/a%20b%2Fc/game');
    expect(SITE_PATHS.online('r1')).toBe('/online/r1');
    expect(SITE_PATHS.joinByCode('ABC234')).toBe('/join/ABC234');
    expect(SITE_PATHS.blogPost('a-post')).toBe('/blog/a-post');
  });
});
