import type { Locale } from '@truth-or-dare/prompt-banks/languages';
import { readApiErrorMessage } from '@truth-or-dare/room-protocol/site-content';

/** How the server answered: success, or a failure with its status and `{error}` text if it sent one. */
export type NewsletterAnswer = { ok: true } | { ok: false; status: number; message: string | undefined };

/** One JSON call; a network failure rejects (the screens show their "server error" message then). */
async function send(path: string, method: 'POST' | 'DELETE', body: unknown): Promise<NewsletterAnswer> {
  const response = await fetch(path, {
    method,
    headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    credentials: 'same-origin',
  });
  if (response.ok) return { ok: true };
  let parsed: unknown;
  try {
    parsed = await response.json();
  } catch {
    parsed = undefined;
  }
  return { ok: false, status: response.status, message: readApiErrorMessage(parsed) };
}

export const newsletterApi = {
  /** `POST /api/subscribe {email, language}`: the emails come in the page's language; 201, or 400, 409 or 429. */
  subscribe: (email: string, language: Locale) => send('/api/subscribe', 'POST', { email, language }),
  /** `DELETE /api/unsubscribe {email, token}`: the token comes from the link in the email. */
  unsubscribe: (email: string, token: string) => send('/api/unsubscribe', 'DELETE', { email, token }),
};
