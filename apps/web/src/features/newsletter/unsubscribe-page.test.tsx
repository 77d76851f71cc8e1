import { render, screen } from '../../testing/render';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { routes } from '../../app/routes';
import { headMeta } from '../../testing/render-app';
import { clientI18n } from '../../i18n/client-i18n';

afterEach(() => {
  vi.unstubAllGlobals();
});

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function stubUnsubscribe(answer: () => Promise<Response>) {
  const calls: { path: string; method: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      calls.push({
        path,
        method: init.method ?? 'GET',
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      });
      return path === '/api/unsubscribe' ? answer() : Promise.resolve(json(404, { error: 'Not found' }));
    }),
  );
  return calls;
}

async function openUnsubscribe(query: string) {
  const router = createMemoryRouter(routes, { initialEntries: [`/unsubscribe${query}`] });
  const user = userEvent.setup();
  render(
    <AppProviders i18n={clientI18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Unsubscribe' });
  return {
    user,
    email: screen.getByLabelText('Email') as HTMLInputElement,
    button: screen.getByRole('button', { name: 'Unsubscribe' }) as HTMLButtonElement,
    message: () => screen.getByRole('status').textContent,
  };
}

describe('unsubscribe (/unsubscribe)', () => {
  it('says there is no email to unsubscribe when the link has none', async () => {
    const calls = stubUnsubscribe(() => Promise.resolve(json(200, {})));
    const { email, button, message } = await openUnsubscribe('');
    expect(message()).toBe('❌ No email to unsubscribe.');
    expect(email.value).toBe('');
    expect(button.disabled).toBe(true);
    expect(calls).toEqual([]);
    expect(document.title).toBe('Unsubscribe · Truth or Dare');
    expect(headMeta('meta[name="robots"]')).toBe('noindex');
  });

  it('refuses an email without an at sign', async () => {
    const { email, button, message } = await openUnsubscribe('?email=not-an-email&token=abc');
    expect(message()).toBe('❌ Invalid or missing email in URL.');
    expect(email.value).toBe('not-an-email');
    expect(button.disabled).toBe(true);
  });

  it('shows the email read-only and unsubscribes with the token', async () => {
    let answer: (response: Response) => void = () => undefined;
    const calls = stubUnsubscribe(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { user, email, button, message } = await openUnsubscribe('?email=ana%2Btag%40example.com&token=t0k3n');
    expect(email.value).toBe('ana+tag@example.com');
    expect(email.readOnly).toBe(true);
    expect(message()).toBe('');

    await user.click(button);
    expect(screen.getByRole('button', { name: 'Unsubscribing...' }).getAttribute('aria-disabled')).toBe('true');
    expect(calls).toEqual([
      { path: '/api/unsubscribe', method: 'DELETE', body: { email: 'ana+tag@example.com', token: 't0k3n' } },
    ]);

    answer(json(200, {}));
    expect(await screen.findByText('✅ You have been unsubscribed.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Unsubscribe' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it.each([
    [
      'the server text',
      () => Promise.resolve(json(403, { error: 'This unsubscribe link is not valid.' })),
      '❌ This unsubscribe link is not valid.',
    ],
    [
      'a generic message without one',
      () => Promise.resolve(new Response('', { status: 500 })),
      '❌ Server error. Please try again later.',
    ],
    [
      'a generic message on a network failure',
      () => Promise.reject(new TypeError('Failed to fetch')),
      '❌ Server error. Please try again later.',
    ],
  ])('shows %s when unsubscribing fails', async (_case, answer, expected) => {
    stubUnsubscribe(answer);
    const { user, button } = await openUnsubscribe('?email=ana@example.com&token=wrong');
    await user.click(button);
    expect(await screen.findByText(expected)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Unsubscribe' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
