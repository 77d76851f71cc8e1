import type { RouteObject } from 'react-router-dom';
import { HomePage } from '../features/home/home-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { AboutPage } from '../features/static-pages/about-page';
import { ContactPage } from '../features/static-pages/contact-page';
import { DisclaimerPage } from '../features/static-pages/disclaimer-page';
import { PrivacyPage } from '../features/static-pages/privacy-page';
import { TermsPage } from '../features/static-pages/terms-page';
import { RootLayout } from './layout/root-layout';

/**
 * Every page route, rendered inside the shared layout. Add new screens here,
 * lazy-loaded so they don't grow the first download, e.g.
 *   { path: 'offline', lazy: async () => ({ Component: (await import('../features/offline/offline-page')).OfflinePage }) }
 * Keep the catch-all last.
 */
export const pageRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'privacy', element: <PrivacyPage /> },
  { path: 'tms', element: <TermsPage /> },
  { path: 'contact', element: <ContactPage /> },
  { path: 'about', element: <AboutPage /> },
  { path: 'disclaimer', element: <DisclaimerPage /> },
  { path: '*', element: <NotFoundPage /> },
];

/** The full route tree, for createBrowserRouter (client) or createMemoryRouter (tests). */
export const routes: RouteObject[] = [{ path: '/', element: <RootLayout />, children: pageRoutes }];
