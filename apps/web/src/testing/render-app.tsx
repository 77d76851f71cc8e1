import { render } from './render';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import type { InitialData } from '../app/initial-data';
import { AppProviders } from '../app/providers';
import { routes } from '../app/routes';
import { clientI18n } from '../i18n/client-i18n';

/** Renders the whole app (layout included) at `path`, as a visitor would see it. */
export function renderApp(path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <AppProviders i18n={clientI18n}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, router, user };
}

/**
 * Imports the lazy pages that `paths` open; call it from a file's beforeAll. Otherwise a test's
 * first visit imports the page while findBy waits, and on a busy 2-core machine that import alone
 * took up to a second, as long as findBy waits.
 */
export async function loadPages(...paths: string[]): Promise<void> {
  const matches = paths.flatMap((path) => matchRoutes(routes, path) ?? []);
  await Promise.all(matches.map(({ route }) => (typeof route.lazy === 'function' ? route.lazy() : undefined)));
}

/** Text content with runs of whitespace collapsed, for phrase assertions. */
export function normalisedText(element: Element): string {
  return (element.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** The app's HTML at `path` as the server renders it: no effects run. */
export function serverHtml(path: string, initialData: InitialData = {}): string {
  return renderToString(
    <AppProviders i18n={clientI18n} initialData={initialData}>
      <RouterProvider router={createMemoryRouter(routes, { initialEntries: [path] })} />
    </AppProviders>,
  );
}

/** A meta's content or a link's href in the head, which no query by role or text reaches. */
export function headMeta(selector: string): string | null {
  // eslint-disable-next-line testing-library/no-node-access -- the head is not page content: no query reaches it.
  const element = document.head.querySelector(selector);
  return element?.getAttribute('content') ?? element?.getAttribute('href') ?? null;
}

export function metaDescription(): string | null {
  return headMeta('meta[name="description"]');
}

/** The page's JSON-LD block: data for search engines, with no role or text to query. */
export function jsonLd(): unknown {
  return JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
}
