import { describe, expect, it } from 'vitest';
import { homeBlogPosts, isBlogPost, parseBlogPostList, type BlogPostSummary } from './blog-types';

const post = (id: number): BlogPostSummary => ({
  id,
  slug: `post-${id}`,
  title: `Post ${id}`,
  summary: 's',
  image: '/i.svg',
  date: '2026-01-0' + id,
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

  it('needs the content of a whole post', () => {
    expect(isBlogPost({ ...post(1), content: '<p>x</p>' })).toBe(true);
    expect(isBlogPost(post(1))).toBe(false);
    expect(isBlogPost(null)).toBe(false);
  });

  it('shows the first four posts by id on the home page', () => {
    expect(homeBlogPosts([post(5), post(3), post(1), post(4), post(2)]).map((summary) => summary.id)).toEqual([
      1, 2, 3, 4,
    ]);
  });
});
