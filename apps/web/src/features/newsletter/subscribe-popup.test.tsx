import { act, fireEvent, render, screen } from '../../testing/render';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers';
import { routes } from '../../app/routes';
import { serverHtml } from '../../testing/render-app';
import { clientI18n } from '../../i18n/client-i18n';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** `fetch` answering POST /api/subscribe with `answer`; every call recorded. */
function stubSubscribe(answer: () => Promise<Response>) {
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
      return path === '/api/subscribe' ? answer() : Promise.resolve(json(404, { error: 'Not found' }));
    }),
  );
  return { subscribeCalls: () => calls.filter((call) => call.path === '/api/subscribe') };
}

function renderAt(path = '/about') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return render(
    <AppProviders i18n={clientI18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}

async function advance(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

function popup() {
  return screen.queryByRole('dialog', { name: 'Subscribe Now' });
}

async function openPopup(path = '/about') {
  const view = renderAt(path);
  await advance(5_000);
  const dialog = popup();
  if (!dialog) throw new Error('the popup did not open');
  return { view, dialog, input: screen.getByLabelText('Email') as HTMLInputElement };
}

async function submitEmail(input: HTMLInputElement, email: string) {
  fireEvent.change(input, { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
  // Lets the answer's promise chain settle.
  await advance(0);
}

function message(): string {
  return screen.getByRole('status', { name: '' }).textContent ?? '';
}

describe('subscribe popup', () => {
  it('opens 5 s after the app loads, not before', async () => {
    renderAt();
    await advance(4_999);
    expect(popup()).toBeNull();
    await advance(1);
    const dialog = popup() as HTMLElement;
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain('Get updates when a new online room is created!');
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });

  it('moves focus in, closes on Escape and gives focus back', async () => {
    renderAt();
    const toggle = screen.getByRole('button', { name: /Sound/ });
    toggle.focus();
    await advance(5_000);
    expect(screen.getByLabelText('Email')).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(popup()).toBeNull();
    expect(toggle).toHaveFocus();
    expect(window.sessionStorage.getItem('sub_popup_closed')).toBe('true');
  });

  it('keeps Tab inside while open', async () => {
    await openPopup();
    const close = screen.getByRole('button', { name: 'Close' });
    close.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(screen.getByLabelText('Email')).toHaveFocus();
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(close).toHaveFocus();
  });

  it('stays away once subscribed in this browser', async () => {
    window.localStorage.setItem('sub_popup_seen', 'true');
    renderAt();
    await advance(30_000);
    expect(popup()).toBeNull();
  });

  it('Close hides it for the rest of the session only', async () => {
    const { view } = await openPopup();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(popup()).toBeNull();
    view.unmount();

    // A reload in the same session: nothing.
    const { unmount } = renderAt();
    await advance(10_000);
    expect(popup()).toBeNull();
    unmount();

    // A new session (sessionStorage empty, nothing in localStorage): it comes back.
    window.sessionStorage.clear();
    renderAt();
    await advance(5_000);
    expect(popup()).not.toBeNull();
  });

  it('does not open on the admin page', async () => {
    renderAt('/admin');
    // The admin page is its own chunk.
    await vi.waitFor(() => screen.getByRole('heading', { level: 1, name: 'Blog Admin' }));
    await advance(10_000);
    expect(popup()).toBeNull();
  });

  it('asks for a valid email and sends nothing otherwise', async () => {
    const { subscribeCalls } = stubSubscribe(() => Promise.resolve(json(201, {})));
    const { input } = await openPopup();
    await submitEmail(input, '');
    expect(message()).toBe('Please enter a valid email.');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await submitEmail(input, 'no-at-sign.example');
    expect(message()).toBe('Please enter a valid email.');
    expect(subscribeCalls()).toEqual([]);
  });

  it('subscribes, says so, remembers it and closes 1.5 s later', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { subscribeCalls } = stubSubscribe(() => new Promise<Response>((resolve) => (answer = resolve)));
    const { input } = await openPopup();
    await submitEmail(input, ' ana@example.com ');
    const busy = screen.getByRole('button', { name: 'Subscribing...' });
    expect(busy.getAttribute('aria-disabled')).toBe('true');
    expect(subscribeCalls()).toEqual([
      { path: '/api/subscribe', method: 'POST', body: { email: 'ana@example.com', language: 'en' } },
    ]);

    await act(async () => answer(json(201, {})));
    expect(message()).toBe('✅ Subscribed successfully!');
    expect(window.localStorage.getItem('sub_popup_seen')).toBe('true');
    await advance(1_499);
    expect(popup()).not.toBeNull();
    await advance(1);
    expect(popup()).toBeNull();
  });

  it.each([
    [
      'a server error text',
      () => Promise.resolve(json(409, { error: 'This email is already subscribed.' })),
      '❌ This email is already subscribed.',
    ],
    ['no error text', () => Promise.resolve(new Response('oops', { status: 500 })), '❌ Subscription failed'],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch')), '❌ Server error. Try again later.'],
  ])('shows the failure for %s and stays open', async (_case, answer, expected) => {
    stubSubscribe(answer);
    const { input } = await openPopup();
    await submitEmail(input, 'ana@example.com');
    expect(message()).toBe(expected);
    expect(window.localStorage.getItem('sub_popup_seen')).toBeNull();
    await advance(5_000);
    expect(popup()).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeTruthy();
  });

  it('renders nothing on the server', () => {
    const html = serverHtml('/');
    expect(html).toContain('id="home-title"');
    expect(html).not.toContain('Subscribe Now');
  });
});
