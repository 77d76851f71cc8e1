import { Suspense, lazy } from 'react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { ClientOnly } from '../components/client-only';
import { RequiresConnection } from '../components/requires-connection';
import { BlogListPage } from '../features/blog/blog-list-page';
import { BlogPostPage } from '../features/blog/blog-post-page';
import { HomeBlogGrid } from '../features/blog/home-blog-grid';
import { SpinnerPlaceholder } from '../features/challenge-spinner/spinner-placeholder';
import { HomePage } from '../features/home/home-page';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { AboutPage } from '../features/static-pages/about-page';
import { ContactPage } from '../features/static-pages/contact-page';
import { DisclaimerPage } from '../features/static-pages/disclaimer-page';
import { PrivacyPage } from '../features/static-pages/privacy-page';
import { TermsPage } from '../features/static-pages/terms-page';
import { RootLayout } from './layout/root-layout';
import { RoomCallProvider } from './room-call-provider';

// The spinner sits on the home page but loads as its own chunk, after the page's first paint.
const HomeSpinner = lazy(() =>
  import('../features/challenge-spinner/challenge-spinner').then((m) => ({ default: m.ChallengeSpinner })),
);

/**
 * Every page route, rendered inside the shared layout. Each game is lazy-loaded as its own
 * chunk so it doesn't grow the first download. Keep the catch-all last.
 */
export const pageRoutes: RouteObject[] = [
  {
    index: true,
    element: (
      <HomePage
        spinner={
          <ClientOnly fallback={<SpinnerPlaceholder />}>
            <Suspense fallback={<SpinnerPlaceholder />}>
              <HomeSpinner />
            </Suspense>
          </ClientOnly>
        }
        blogGrid={<HomeBlogGrid />}
      />
    ),
  },
  {
    path: 'offline',
    lazy: () => import('../features/offline-game/offline-game-page').then((m) => ({ Component: m.OfflineGamePage })),
  },
  {
    path: 'truth-or-dare-wheel',
    lazy: () => import('../features/challenge-spinner/spinner-page').then((m) => ({ Component: m.SpinnerPage })),
  },
  {
    path: 'truth-or-dare-generator',
    lazy: () => import('../features/generator/generator-page').then((m) => ({ Component: m.GeneratorPage })),
  },
  {
    path: 'ultimate',
    lazy: () => import('../features/ultimate/ultimate-page').then((m) => ({ Component: m.UltimatePage })),
  },
  {
    path: 'ultimatetruthordare',
    lazy: () => import('../features/duel-game/duel-game-page').then((m) => ({ Component: m.DuelGamePage })),
  },
  {
    path: 'draw-cards',
    lazy: () => import('../features/draw-cards/draw-cards-page').then((m) => ({ Component: m.DrawCardsPage })),
  },
  {
    path: 'quick-play',
    lazy: () => import('../features/quick-play/quick-play-page').then((m) => ({ Component: m.QuickPlayPage })),
  },
  {
    // Online rooms opened without a network say so instead of failing to load their data. The
    // game page gets its video call from here: features never import each other.
    element: (
      <RequiresConnection>
        <RoomCallProvider>
          <Outlet />
        </RoomCallProvider>
      </RequiresConnection>
    ),
    children: [
      {
        path: 'rooms',
        lazy: () => import('../features/online-rooms/room-list-page').then((m) => ({ Component: m.RoomListPage })),
      },
      {
        path: 'create-room',
        lazy: () => import('../features/online-rooms/create-room-page').then((m) => ({ Component: m.CreateRoomPage })),
      },
      {
        path: 'rooms/:roomId',
        lazy: () => import('../features/online-rooms/join-room-page').then((m) => ({ Component: m.JoinRoomPage })),
      },
      {
        path: 'online/:roomId',
        lazy: () => import('../features/online-rooms/join-room-page').then((m) => ({ Component: m.OnlineEntryPage })),
      },
      {
        path: 'rooms/:roomId/game',
        lazy: () => import('../features/online-rooms/room-game-page').then((m) => ({ Component: m.RoomGamePage })),
      },
      {
        path: 'join/:code',
        lazy: () => import('../features/online-rooms/join-by-code-page').then((m) => ({ Component: m.JoinByCodePage })),
      },
    ],
  },
  // The blog is rendered on the server too, so its pages are part of the main bundle, not lazy.
  { path: 'blogs', element: <BlogListPage /> },
  { path: 'blog/:slug', element: <BlogPostPage /> },
  { path: 'admin', lazy: () => import('../features/admin/admin-page').then((m) => ({ Component: m.AdminPage })) },
  {
    path: 'unsubscribe',
    lazy: () => import('../features/newsletter/unsubscribe-page').then((m) => ({ Component: m.UnsubscribePage })),
  },
  { path: 'privacy', element: <PrivacyPage /> },
  { path: 'tms', element: <TermsPage /> },
  { path: 'contact', element: <ContactPage /> },
  { path: 'about', element: <AboutPage /> },
  { path: 'disclaimer', element: <DisclaimerPage /> },
  { path: '*', element: <NotFoundPage /> },
];

/**
 * The full route tree, for createBrowserRouter (client) or createMemoryRouter (tests). While a
 * lazy page's chunk arrives on the first visit, the layout shows with an empty main area.
 */
export const routes: RouteObject[] = [
  { path: '/', element: <RootLayout />, hydrateFallbackElement: <RootLayout />, children: pageRoutes },
];
