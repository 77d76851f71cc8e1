import { homeBlogPosts, SITE_PATHS } from '@truth-or-dare/room-protocol/site-content';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { BlogCard } from './blog-card';
import { useBlogPosts } from './use-blog-posts';
import './blog.css';

/** The home page's blog section: the first four posts by id (in the page's language, else English), and a way to all of them. */
export function HomeBlogGrid() {
  const posts = useBlogPosts();
  return (
    <section className="home-blog" aria-labelledby="home-blog-heading">
      <h2 id="home-blog-heading" className="home-blog__title">
        <Trans>From the Blog</Trans>
      </h2>
      {posts.status === 'ready' ? (
        posts.value.posts.length > 0 ? (
          <ul className="blog-grid blog-grid--home">
            {homeBlogPosts(posts.value.posts).map((post) => (
              <li key={post.id}>
                <BlogCard post={post} headingLevel={3} />
              </li>
            ))}
          </ul>
        ) : null
      ) : (
        <p className="blog-status" role={posts.status === 'loading' ? 'status' : undefined}>
          {posts.status === 'loading' ? (
            <Trans>Loading posts...</Trans>
          ) : (
            <Trans>The latest posts could not be loaded.</Trans>
          )}
        </p>
      )}
      <p className="home-blog__all">
        <Link to={SITE_PATHS.blogs} className="button-link button-link--secondary">
          <Trans>See all posts</Trans>
          <span className="blog-arrow blog-arrow--after flip-in-rtl" aria-hidden="true">
            →
          </span>
        </Link>
      </p>
    </section>
  );
}
