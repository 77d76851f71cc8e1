import { LOCALES, type Locale } from '@truth-or-dare/prompt-banks/languages';
import {
  parseBlogPostList,
  type BlogPostSummary,
  type NewBlogPostBody,
} from '@truth-or-dare/room-protocol/site-content';
import { type ApiCallOptions, callApi, readJson } from '../../api/call-api';

/**
 * A failed admin call: the HTTP status (0 when the server could not be reached), the server's
 * `{error}` text and its `code` (docs/api.md#errors), if any.
 */
export class AdminRequestError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | undefined,
    readonly code?: string,
  ) {
    super(serverMessage ?? (status === 0 ? 'The server could not be reached.' : `The server answered ${status}.`));
    this.name = 'AdminRequestError';
  }
}

/** The admin form's fields as `POST /api/blogs` names them (docs/api.md#publish-a-post); `link` is left out when empty. */
export type NewPostPayload = NewBlogPostBody;

/** One admin call; failures reject with an AdminRequestError. */
function call(
  path: string,
  init: { method?: ApiCallOptions['method']; token?: string; body?: unknown } = {},
): Promise<Response> {
  return callApi(
    path,
    { method: init.method, body: init.body, bearer: init.token },
    (status, message, code) => new AdminRequestError(status, message, code),
  );
}

/** Newest first, as each language's list is: by date, then the later post first. */
const newestFirst = (a: BlogPostSummary, b: BlogPostSummary) =>
  a.date === b.date ? b.id - a.id : a.date < b.date ? 1 : -1;

async function listLanguage(language: Locale): Promise<BlogPostSummary[]> {
  const response = await call(`/api/blogs?language=${encodeURIComponent(language)}`);
  const posts = parseBlogPostList(await readJson(response));
  if (!posts) throw new AdminRequestError(response.status, undefined);
  return posts;
}

/** The blog calls the admin page makes: the lists (public), posting and deleting (with the admin token). */
export const adminApi = {
  /** Every post in every language, newest first: the API lists one language at a time. */
  async listPosts(): Promise<BlogPostSummary[]> {
    const lists = await Promise.all(LOCALES.map(listLanguage));
    return lists.flat().sort(newestFirst);
  },

  async createPost(token: string, payload: NewPostPayload): Promise<void> {
    await call('/api/blogs', { method: 'POST', token, body: payload });
  },

  async deletePost(token: string, id: string): Promise<void> {
    await call(`/api/blogs/${encodeURIComponent(id)}`, { method: 'DELETE', token });
  },
};

export const ADMIN_TOKEN_KEY = 'admin_token';

/** The admin token kept for this browser tab's session (sessionStorage), or null. */
export function readStoredToken(): string | null {
  try {
    return window.sessionStorage.getItem(ADMIN_TOKEN_KEY) || null;
  } catch {
    return null;
  }
}

export function storeToken(token: string | null): void {
  try {
    if (token === null) window.sessionStorage.removeItem(ADMIN_TOKEN_KEY);
    else window.sessionStorage.setItem(ADMIN_TOKEN_KEY, token);
  } catch {
    // Storage may be unavailable (private mode); the token then lives only in memory.
  }
}
