import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { readInitialData } from './app/initial-data';
import { AppProviders } from './app/providers';
import { routes } from './app/routes';
import './styles/global.css';

// The server renders some pages from the same routes (entry-server.tsx) and hands over the data
// it used; those pages are hydrated, the others rendered here from scratch.
const router = createBrowserRouter(routes);

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element in index.html');

const app = (
  <StrictMode>
    <AppProviders initialData={readInitialData(document)}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
