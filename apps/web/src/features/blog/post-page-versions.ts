import {
  blogPostPath,
  blogPostVersions,
  defaultBlogPostVersion,
  type BlogPost,
} from '@truth-or-dare/room-protocol/site-content';
import type { PageVersions } from '../../components/page-meta';

/**
 * What a post's page tells search engines about its languages: its own address as canonical
 * (whatever the language of the page showing it), every version as a hreflang alternate, and the
 * English one, else the first, for everybody else. The sitemap names the same (apps/api/src/seo).
 */
export function postPageVersions(post: BlogPost): PageVersions {
  const versions = blogPostVersions(post);
  return {
    canonical: blogPostPath(post),
    alternates: versions.map((version) => ({ language: version.language, path: blogPostPath(version) })),
    fallback: blogPostPath(defaultBlogPostVersion(versions) ?? post),
  };
}
