import { blogPostPath } from '@truth-or-dare/room-protocol/site-content';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { AdminPosts } from './use-admin-posts';

/**
 * Every post in every language with its id (what the delete form asks for), language and slug.
 * Slugs are plain links: a post's page is under its own language's prefix, another page tree.
 */
export function AdminPostList({ posts: state }: { posts: AdminPosts }) {
  const id = useId();
  const { t } = useLingui();

  return (
    <section className="admin-card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="admin-card__title">
        <Trans>All posts</Trans>
      </h2>
      {state.status === 'loading' ? (
        <p className="admin-muted" role="status">
          <Trans>Loading posts...</Trans>
        </p>
      ) : state.status === 'failed' ? (
        <p className="admin-error" role="alert">
          <Trans>The posts could not be loaded.</Trans>
        </p>
      ) : state.posts.length === 0 ? (
        <p className="admin-muted">
          <Trans>No posts yet.</Trans>
        </p>
      ) : (
        // Narrow screens scroll the table sideways; the region is focusable so keyboards can too. Its
        // name differs from the section's: two landmarks with one name cannot be told apart.
        <div className="admin-table-wrap" role="region" aria-label={t`Posts table`} tabIndex={0}>
          <table className="admin-table">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>ID</Trans>
                </th>
                <th scope="col">
                  <Trans comment="Column of the posts table: each post's title">Title</Trans>
                </th>
                <th scope="col">{t`Language`}</th>
                <th scope="col">
                  <Trans comment="Column of the posts table: the post's address name, e.g. first-post">Slug</Trans>
                </th>
                <th scope="col">
                  <Trans>Date</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {state.posts.map((post) => (
                <tr key={post.id}>
                  <td className="admin-table__id">{post.id}</td>
                  <td>{post.title}</td>
                  <td>{post.language}</td>
                  <td>
                    <a href={blogPostPath(post)}>{post.slug}</a>
                  </td>
                  <td className="admin-table__date">{post.date}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
