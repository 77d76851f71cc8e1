import { parseBlogPostList, type BlogPostSummary } from '@truth-or-dare/room-protocol/site-content';
import { type ApiCallOptions, callApi, readJson } from '../../api/call-api';

/** A failed admin call: the HTTP status (0 when the server could not be reached) and the server's `{error}` text, if any. */
export class AdminRequestError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | undefined,
  ) {
    super(serverMessage ?? (status === 0 ? 'The server could not be reached.' : `The server answered ${status}.`));
    this.name = 'AdminRequestError';
  }
}

/** The admin form's fields as `POST /api/blogs` names them (docs/api.md#publish-a-post); `link` is left out when empty. */
export interface NewPostPayload {
  heading: string;
  blog: string;
  img: string;
  link?: string;
}

/** One admin call; failures reject with an AdminRequestError. */
function call(
  path: string,
  init: { method?: ApiCallOptions['method']; token?: string; body?: unknown } = {},
): Promise<Response> {
  return callApi(
    path,
    { method: init.method, body: init.body, bearer: init.token },
    (status, message) => new AdminRequestError(status, message),
  );
}

/** The blog calls the admin page makes: the list (public), posting and deleting (with the admin token). */
export const adminApi = {
  async listPosts(): Promise<BlogPostSummary[]> {
    const response = await call('/api/blogs');
    const posts = parseBlogPostList(await readJson(response));
    if (!posts) throw new AdminRequestError(response.status, undefined);
    return posts;
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
