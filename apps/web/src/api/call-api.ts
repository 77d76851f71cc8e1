import { readApiErrorCode, readApiErrorMessage } from '@truth-or-dare/room-protocol/site-content';

/** What a call sends: a JSON body, a bearer token (a player's or the admin's), keepalive while a page unloads. */
export interface ApiCallOptions {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  body?: unknown;
  bearer?: string;
  keepalive?: boolean;
}

/** Builds the error a failed call rejects with, from the HTTP status (0 when no answer came), the `{error}` text and its `code` (docs/api.md#errors). */
export type ApiFailure = (status: number, serverMessage: string | undefined, code?: string) => Error;

/**
 * One call to this site's API, JSON in and out. Resolves with a 2xx response; otherwise rejects
 * with the error `fail` builds, so each feature keeps its own error type.
 */
export async function callApi(path: string, options: ApiCallOptions, fail: ApiFailure): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.bearer !== undefined) headers.Authorization = `Bearer ${options.bearer}`;
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      keepalive: options.keepalive,
      credentials: 'same-origin',
    });
  } catch {
    throw fail(0, undefined);
  }
  if (!response.ok) {
    const body = await readJson(response);
    throw fail(response.status, readApiErrorMessage(body), readApiErrorCode(body));
  }
  return response;
}

/** The response's JSON body, or undefined when it has none or it is not JSON. */
export async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}
