import { describe, expect, it } from 'vitest';
import { postPages, toSummary } from './blog-records';

const row = (id: number, slug: string, language: string, translationOf: number | null) => ({
  id,
  slug,
  title: slug,
  summary: '',
  image: '/i.svg',
  date: `2026-01-${String(id).padStart(2, '0')}`,
  language,
  translation_of: translationOf,
});

describe('blog rows', () => {
  it('reads a post with its language and the original it translates', () => {
    expect(toSummary(row(7, 'clasico', 'es', 1))).toMatchObject({ id: 7, language: 'es', translationOf: 1 });
    // PostgreSQL answers an integer column as a number, SQLite too; a bigint driver would answer text.
    expect(toSummary({ ...row(8, 'x', 'fr', null), translation_of: '3' }).translationOf).toBe(3);
    expect(toSummary(row(9, 'y', 'de', null)).translationOf).toBeNull();
  });

  it('gives each post of the sitemap the other versions of its original, and none to a lone post', () => {
    const pages = postPages([
      row(9, 'klassisch', 'de', 1),
      row(8, 'clasico', 'es', 1),
      row(3, 'alone', 'en', null),
      row(1, 'classic', 'en', null),
    ]);
    expect(pages.map((page) => [page.slug, page.translations.map((version) => version.slug)])).toEqual([
      ['klassisch', ['clasico', 'classic']],
      ['clasico', ['klassisch', 'classic']],
      ['alone', []],
      ['classic', ['klassisch', 'clasico']],
    ]);
    expect(pages[0]).toEqual({
      language: 'de',
      slug: 'klassisch',
      date: '2026-01-09',
      translations: [
        { language: 'es', slug: 'clasico' },
        { language: 'en', slug: 'classic' },
      ],
    });
  });
});
