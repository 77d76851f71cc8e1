import { describe, expect, it } from 'vitest';
import { blogPostPath, blogPostVersions, defaultBlogPostVersion } from './blog-versions';

describe("a post's language versions", () => {
  it("puts each version's page under its language's prefix, English at the root", () => {
    expect(blogPostPath({ language: 'en', slug: 'classic' })).toBe('/blog/classic');
    expect(blogPostPath({ language: 'es', slug: 'clasico' })).toBe('/es/blog/clasico');
    expect(blogPostPath({ language: 'pt-BR', slug: 'classico' })).toBe('/pt-br/blog/classico');
  });

  it("lists the post and its translations in the order of the site's languages", () => {
    const versions = blogPostVersions({
      language: 'fr',
      slug: 'classique',
      translations: [
        { language: 'ar', slug: 'classic-ar' },
        { language: 'en', slug: 'classic' },
        { language: 'es', slug: 'clasico' },
      ],
    });
    expect(versions.map((version) => version.language)).toEqual(['en', 'es', 'fr', 'ar']);
    expect(blogPostVersions({ language: 'de', slug: 'solo', translations: [] })).toEqual([
      { language: 'de', slug: 'solo' },
    ]);
  });

  it('names English as the version for everybody else, else the first language there is', () => {
    expect(
      defaultBlogPostVersion([
        { language: 'es', slug: 'clasico' },
        { language: 'en', slug: 'classic' },
      ]),
    ).toEqual({ language: 'en', slug: 'classic' });
    expect(
      defaultBlogPostVersion([
        { language: 'ar', slug: 'b' },
        { language: 'it', slug: 'a' },
      ]),
    ).toEqual({ language: 'it', slug: 'a' });
    expect(defaultBlogPostVersion([])).toBeUndefined();
  });
});
