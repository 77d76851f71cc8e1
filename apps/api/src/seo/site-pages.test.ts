import { describe, expect, it } from 'vitest';
import { SITEMAP_PATHS } from '@truth-or-dare/room-protocol';
import { robotsTxt, sitemapXml } from './site-pages';

describe('sitemap and robots', () => {
  it('lists every public page and every post with its date, escaped', () => {
    const xml = sitemapXml('https://play.example', [{ slug: 'a-&-b', date: '2026-03-10' }]);
    for (const path of SITEMAP_PATHS) expect(xml).toContain(`<loc>https://play.example${path}</loc>`);
    expect(xml).toContain('<loc>https://play.example/blog/a-%26-b</loc><lastmod>2026-03-10</lastmod>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('keeps crawlers out of the admin page and points at the sitemap', () => {
    expect(robotsTxt('https://play.example')).toBe(
      'User-agent: *\nDisallow: /admin\nDisallow: /api/\nDisallow: /unsubscribe\n\nSitemap: https://play.example/sitemap.xml\n',
    );
  });
});
