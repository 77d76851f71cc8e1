import { describe, expect, it } from 'vitest';
import { homeBlogPosts, isBlogPost, parseBlogPostList, type BlogPostSummary } from './blog-types';

const post = (id: number): BlogPostSummary => ({
  id,
  slug: `post-${id}`,
  title: `Post ${id}`,
  summary: 's',
  image: '/i.svg',
  date: '2026-01-0' + id,
  language: 'en',
  translationOf: null,
});

describe('blog answers', () => {
  it('accepts a list of summaries and refuses anything else', () => {
    expect(parseBlogPostList([post(1), post(2)])).toHaveLength(2);
    expect(parseBlogPostList([])).toEqual([]);
    expect(parseBlogPostList({})).toBeNull();
    expect(parseBlogPostList([{ ...post(1), id: '1' }])).toBeNull();
    expect(parseBlogPostList([{ ...post(1), id: 1.5 }])).toBeNull();
    expect(parseBlogPostList([{ ...post(1), title: undefined }])).toBeNull();
  });

  it("reads each post's language and the post it translates", () => {
    expect(parseBlogPostList([{ ...post(2), language: 'pt-BR', translationOf: 1 }])).toHaveLength(1);
    for (const language of [undefined, 'pt-br', 'xx', 7])
      expect(parseBlogPostList([{ ...post(2), language }]), String(language)).toBeNull();
    for (const translationOf of [undefined, 0, -1, 1.5, '1'])
      expect(parseBlogPostList([{ ...post(2), translationOf }]), String(translationOf)).toBeNull();
  });

  it('needs the content and the translations of a whole post', () => {
    const whole = { ...post(1), content: '<p>x</p>', translations: [{ language: 'es', slug: 'hola' }] };
    expect(isBlogPost(whole)).toBe(true);
    expect(isBlogPost({ ...whole, translations: [] })).toBe(true);
    expect(isBlogPost({ ...whole, translations: undefined })).toBe(false);
    expect(isBlogPost({ ...whole, translations: [{ language: 'xx', slug: 'hola' }] })).toBe(false);
    expect(isBlogPost({ ...whole, translations: [{ language: 'es' }] })).toBe(false);
    expect(isBlogPost(post(1))).toBe(false);
    expect(isBlogPost(null)).toBe(false);
  });

  it('shows the first four posts by id on the home page', () => {
    expect(homeBlogPosts([post(5), post(3), post(1), post(4), post(2)]).map((summary) => summary.id)).toEqual([
      1, 2, 3, 4,
    ]);
  });
});
