import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { readInitialData } from './app/initial-data';
import { HydrationMarker } from './app/hydration-marker';
import { AppProviders } from './app/providers';
import { documentLanguage, localeBasename } from '@truth-or-dare/room-protocol/site-content';
import { clientI18n, startClientI18n } from './i18n/client-i18n';
import { routes } from './app/routes';
import { registerServiceWorker } from './features/app-updates/register-service-worker';
import './styles/global.css';

// Offline play and updates through the service worker; development and tests run without one.
// Started before the first render so the new-version prompt watches this registration.
if (import.meta.env.PROD) registerServiceWorker();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');
const hydrating = container.hasChildNodes();
// A page's language is its path's (/es/…) for the page's whole life: the router works under that
// prefix, so every in-app link keeps it (docs/decisions/0024-ui-messages.md).
const { lang, dir } = documentLanguage(window.location.pathname);
const basename = localeBasename(lang) || undefined;
document.documentElement.lang = lang;
document.documentElement.dir = dir;

// The server renders some pages from the same routes (entry-server.tsx) and hands over the data
// it used; those pages are hydrated, the others rendered here from scratch.
function app() {
  return (
    <StrictMode>
      <AppProviders i18n={clientI18n} initialData={readInitialData(document)}>
        <RouterProvider router={createBrowserRouter(routes, { basename })} />
      </AppProviders>
      <HydrationMarker />
    </StrictMode>
  );
}

// A server-rendered page whose code is lazy is hydrated only once that code is here, so the first
// render matches the server's HTML (the HTML stays on screen meanwhile). Not a top-level await:
// that would stop the page chunks from sharing code with this entry.
// Both start as a transition, which React renders in small slices between which the browser can
// handle input, instead of one long task on a slow phone.
// The page's language (its catalogs) is loaded alongside, before the first render.
const ready = Promise.all([
  startClientI18n(window.location.pathname),
  hydrating && loadLazyRoutes(window.location.pathname),
]);
// A catalog or page chunk that cannot load (offline, in a language this device never used) must
// not leave the page dead: it renders with what it has.
const start = () =>
  hydrating
    ? startTransition(() => void hydrateRoot(container, app()))
    : startTransition(() => createRoot(container).render(app()));
ready.then(start, (error: unknown) => {
  console.error('The page started without all its code or words:', error);
  start();
});

async function loadLazyRoutes(pathname: string): Promise<void> {
  const lazyMatches =
    matchRoutes(routes, pathname, basename)?.filter((match) => typeof match.route.lazy === 'function') ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const load = route.lazy as () => Promise<Record<string, unknown>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}
