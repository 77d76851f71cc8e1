import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/providers';
import { routes } from '../app/routes';

/** Renders the whole app (layout included) at `path`, as a visitor would see it. */
export function renderApp(path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const result = render(
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, user };
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

export function metaDescription(): string | null {
  return document.head.querySelector('meta[name="description"]')?.getAttribute('content') ?? null;
}
