import type { BlogPostSummary } from '@truth-or-dare/room-protocol/site-content';
import { useEffect, useState } from 'react';
import { adminApi } from './admin-api';

export type AdminPosts = { status: 'loading' } | { status: 'ready'; posts: BlogPostSummary[] } | { status: 'failed' };

/** Every post in every language, for the table and the "Translation of" picker; reloads when `version` changes. */
export function useAdminPosts(version: number): AdminPosts {
  const [state, setState] = useState<AdminPosts>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    adminApi
      .listPosts()
      .then((posts) => {
        if (live) setState({ status: 'ready', posts });
      })
      .catch(() => {
        if (live) setState({ status: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [version]);
  return state;
}
