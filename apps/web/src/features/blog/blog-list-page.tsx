import { SITE_PATHS } from '@truth-or-dare/room-protocol/site-content';
import { Trans, useLingui } from '@lingui/react/macro';
import { PageMeta } from '../../components/page-meta';
import { usePageLocale } from '../../i18n/page-locale';
import { BlogCard } from './blog-card';
import { useBlogPosts } from './use-blog-posts';
import './blog.css';

/**
 * /blogs: the posts in the page's language, newest first, as cards; while a language has none, the
 * English ones under a note saying its own are on their way. Server-rendered from the same data
 * the browser gets.
 */
export function BlogListPage() {
  const posts = useBlogPosts();
  const locale = usePageLocale();
  const { t } = useLingui();
  const title = t`Truth or Dare Blog`;
  return (
    <div className="blog-page">
      <PageMeta
        title={title}
        description={t`Truth or Dare question lists, dares and party ideas: classic, teen-friendly, for couples, mild to spicy and next-level editions.`}
        path={SITE_PATHS.blogs}
      />
      <header className="blog-intro">
        <h1 className="blog-intro__title display-title">{title}</h1>
        <p className="blog-intro__lead">
          <Trans>Question lists, dares and party ideas to keep your next game going.</Trans>
        </p>
      </header>

      {posts.status === 'loading' ? (
        <p className="blog-status" role="status">
          <Trans>Loading posts...</Trans>
        </p>
      ) : posts.status === 'failed' ? (
        <p className="blog-status blog-status--error" role="alert">
          <Trans>The blog posts could not be loaded. Please try again later.</Trans>
        </p>
      ) : posts.value.posts.length === 0 ? (
        <p className="blog-status">
          <Trans>No posts yet. Check back soon!</Trans>
        </p>
      ) : (
        <>
          {posts.value.language !== locale ? (
            <p className="blog-note" role="note">
              <Trans>Posts in this language are on their way. Meanwhile, here are the ones we have in English.</Trans>
            </p>
          ) : null}
          <ul className="blog-grid" aria-label={t`Posts`}>
            {posts.value.posts.map((post, index) => (
              <li key={post.id}>
                <BlogCard post={post} headingLevel={2} eager={index === 0} />
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
