import { describe, expect, it } from 'vitest';
import type { Locale } from '@truth-or-dare/prompt-banks/languages';
import type { BlogPostSummary } from './blog-types';
import { loadBlogListing } from './blog-listing';

const post = (id: number, language: Locale): BlogPostSummary => ({
  id,
  slug: `post-${id}`,
  title: `Post ${id}`,
  summary: 's',
  image: '/i.svg',
  date: '2026-01-01',
  language,
  translationOf: null,
});

/** A blog with these posts, and the languages asked for. */
function blog(posts: BlogPostSummary[]) {
  const asked: Locale[] = [];
  const list = async (language: Locale) => {
    asked.push(language);
    return posts.filter((summary) => summary.language === language);
  };
  return { asked, list };
}

describe('the posts a blog page lists', () => {
  it("lists the page language's own posts when it has some", async () => {
    const { asked, list } = blog([post(1, 'en'), post(2, 'es')]);
    expect(await loadBlogListing('es', list)).toEqual({ language: 'es', posts: [post(2, 'es')] });
    expect(asked).toEqual(['es']);
  });

  it('lists the English posts while the language has none', async () => {
    const { asked, list } = blog([post(1, 'en'), post(2, 'es')]);
    expect(await loadBlogListing('pl', list)).toEqual({ language: 'en', posts: [post(1, 'en')] });
    expect(asked).toEqual(['pl', 'en']);
  });

  it('asks once for English, even with no posts at all', async () => {
    const { asked, list } = blog([]);
    expect(await loadBlogListing('en', list)).toEqual({ language: 'en', posts: [] });
    expect(asked).toEqual(['en']);
  });
});
