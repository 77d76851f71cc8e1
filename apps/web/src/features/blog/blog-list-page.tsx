import { SITE_PATHS } from '@truth-or-dare/room-protocol/site-content';
import { PageMeta } from '../../components/page-meta';
import { BlogCard } from './blog-card';
import { useBlogPosts } from './use-blog-posts';
import './blog.css';

export const BLOG_LIST_TITLE = 'Truth or Dare Blog';

/** /blogs: every post, newest first, as cards. Server-rendered from the same data the browser gets. */
export function BlogListPage() {
  const posts = useBlogPosts();
  return (
    <div className="blog-page">
      <PageMeta
        title={BLOG_LIST_TITLE}
        description="Truth or Dare question lists, dares and party ideas: classic, teen-friendly, for couples, mild to spicy and next-level editions."
        path={SITE_PATHS.blogs}
      />
      <header className="blog-intro">
        <h1 className="blog-intro__title display-title">{BLOG_LIST_TITLE}</h1>
        <p className="blog-intro__lead">Question lists, dares and party ideas to keep your next game going.</p>
      </header>

      {posts.status === 'loading' ? (
        <p className="blog-status" role="status">
          Loading posts...
        </p>
      ) : posts.status === 'failed' ? (
        <p className="blog-status blog-status--error" role="alert">
          The blog posts could not be loaded. Please try again later.
        </p>
      ) : posts.value.length === 0 ? (
        <p className="blog-status">No posts yet. Check back soon!</p>
      ) : (
        <ul className="blog-grid" aria-label="Posts">
          {posts.value.map((post, index) => (
            <li key={post.id}>
              <BlogCard post={post} headingLevel={2} eager={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
