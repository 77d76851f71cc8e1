import { describe, expect, it } from 'vitest';
import { SITEMAP_PATHS } from '@truth-or-dare/room-protocol';
import { robotsTxt, sitemapXml } from './site-pages';

describe('sitemap and robots', () => {
  it('lists every public page and every post with its date, escaped', () => {
    const xml = sitemapXml('https://play.example', [
      { language: 'en', slug: 'a-&-b', date: '2026-03-10', translations: [] },
    ]);
    for (const path of SITEMAP_PATHS) expect(xml).toContain(`<loc>https://play.example${path}</loc>`);
    expect(xml).toContain('<loc>https://play.example/blog/a-%26-b</loc><lastmod>2026-03-10</lastmod>');
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it("lists each post at its own language's address, naming its translations as alternates", () => {
    const xml = sitemapXml('https://play.example', [
      { language: 'es', slug: 'clasico', date: '2026-11-02', translations: [{ language: 'en', slug: 'classic' }] },
      { language: 'en', slug: 'classic', date: '2026-03-10', translations: [{ language: 'es', slug: 'clasico' }] },
      { language: 'pl', slug: 'tylko-po-polsku', date: '2026-11-03', translations: [] },
    ]);
    const entry = (loc: string) =>
      xml.split('\n').find((line) => line.includes(`<loc>https://play.example${loc}</loc>`));
    const versions = [
      '<xhtml:link rel="alternate" hreflang="en" href="https://play.example/blog/classic"/>',
      '<xhtml:link rel="alternate" hreflang="es" href="https://play.example/es/blog/clasico"/>',
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://play.example/blog/classic"/>',
    ].join('');
    expect(entry('/es/blog/clasico')).toBe(
      `  <url><loc>https://play.example/es/blog/clasico</loc><lastmod>2026-11-02</lastmod>${versions}</url>`,
    );
    expect(entry('/blog/classic')).toBe(
      `  <url><loc>https://play.example/blog/classic</loc><lastmod>2026-03-10</lastmod>${versions}</url>`,
    );
    expect(entry('/pl/blog/tylko-po-polsku')).toContain(
      '<xhtml:link rel="alternate" hreflang="pl" href="https://play.example/pl/blog/tylko-po-polsku"/><xhtml:link rel="alternate" hreflang="x-default" href="https://play.example/pl/blog/tylko-po-polsku"/>',
    );
    // A post is listed once, at its own address only.
    expect(entry('/blog/clasico')).toBeUndefined();
    expect(entry('/es/blog/classic')).toBeUndefined();
  });

  it('lists each page in every language, each naming all its language versions', () => {
    const xml = sitemapXml('https://play.example', []);
    expect(xml).toContain('<loc>https://play.example/es/rooms</loc>');
    expect(xml).toContain('<loc>https://play.example/pt-br/</loc>');
    const arabicRooms = xml.split('\n').find((line) => line.includes('<loc>https://play.example/ar/rooms</loc>')) ?? '';
    expect(arabicRooms).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://play.example/rooms"/>');
    expect(arabicRooms).toContain(
      '<xhtml:link rel="alternate" hreflang="pt-BR" href="https://play.example/pt-br/rooms"/>',
    );
    expect(arabicRooms).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://play.example/rooms"/>',
    );
    expect(xml.match(/<url>/g)).toHaveLength(SITEMAP_PATHS.length * 8);
  });

  it('keeps crawlers out of the admin page and points at the sitemap', () => {
    expect(robotsTxt('https://play.example')).toBe(
      'User-agent: *\nDisallow: /admin\nDisallow: /api/\nDisallow: /unsubscribe\n\nSitemap: https://play.example/sitemap.xml\n',
    );
  });
});
