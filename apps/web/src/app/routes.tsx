import { ROUTE_PATTERNS, SITE_PATHS } from '@truth-or-dare/room-protocol/site-content';
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
import { RootLayout } from './layout/root-layout';
import { RoomCallProvider } from './room-call-provider';
import { loadPageCatalog } from '../i18n/client-i18n';
import type { CatalogName } from '../i18n/catalogs';

// The spinner sits on the home page but loads as its own chunk, after the page's first paint.
const HomeSpinner = lazy(() =>
  import('../features/challenge-spinner/challenge-spinner').then((m) => ({ default: m.ChallengeSpinner })),
);

/** A lazy page's code and its words in the page's language, loaded together. */
function withCatalogs<Route>(catalogs: readonly CatalogName[], load: () => Promise<Route>): () => Promise<Route> {
  return () => Promise.all([load(), ...catalogs.map((name) => loadPageCatalog(name))]).then(([route]) => route);
}

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
    path: ROUTE_PATTERNS.offline,
    lazy: withCatalogs(['offline-game'], () =>
      import('../features/offline-game/offline-game-page').then((m) => ({ Component: m.OfflineGamePage })),
    ),
  },
  {
    path: ROUTE_PATTERNS.spinner,
    lazy: withCatalogs(['challenge-spinner'], () =>
      import('../features/challenge-spinner/spinner-page').then((m) => ({ Component: m.SpinnerPage })),
    ),
  },
  {
    path: ROUTE_PATTERNS.generator,
    lazy: withCatalogs(['generator'], () =>
      import('../features/generator/generator-page').then((m) => ({ Component: m.GeneratorPage })),
    ),
  },
  {
    path: ROUTE_PATTERNS.ultimate,
    lazy: withCatalogs(['ultimate'], () =>
      import('../features/ultimate/ultimate-page').then((m) => ({ Component: m.UltimatePage })),
    ),
  },
  {
    path: ROUTE_PATTERNS.duel,
    lazy: withCatalogs(['duel-game'], () =>
      import('../features/duel-game/duel-game-page').then((m) => ({ Component: m.DuelGamePage })),
    ),
  },
  {
    path: ROUTE_PATTERNS.drawCards,
    lazy: withCatalogs(['draw-cards'], () =>
      import('../features/draw-cards/draw-cards-page').then((m) => ({ Component: m.DrawCardsPage })),
    ),
  },
  {
    path: ROUTE_PATTERNS.quickPlay,
    lazy: withCatalogs(['quick-play'], () =>
      import('../features/quick-play/quick-play-page').then((m) => ({ Component: m.QuickPlayPage })),
    ),
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
        path: ROUTE_PATTERNS.rooms,
        lazy: withCatalogs(['online-rooms', 'video-call'], () =>
          import('../features/online-rooms/list/room-list-page').then((m) => ({ Component: m.RoomListPage })),
        ),
      },
      {
        path: ROUTE_PATTERNS.createRoom,
        lazy: withCatalogs(['online-rooms', 'video-call'], () =>
          import('../features/online-rooms/create/create-room-page').then((m) => ({ Component: m.CreateRoomPage })),
        ),
      },
      {
        path: ROUTE_PATTERNS.room,
        lazy: withCatalogs(['online-rooms', 'video-call'], () =>
          import('../features/online-rooms/join/join-room-page').then((m) => ({ Component: m.JoinRoomPage })),
        ),
      },
      {
        path: ROUTE_PATTERNS.online,
        lazy: withCatalogs(['online-rooms', 'video-call'], () =>
          import('../features/online-rooms/join/join-room-page').then((m) => ({ Component: m.OnlineEntryPage })),
        ),
      },
      {
        path: ROUTE_PATTERNS.roomGame,
        lazy: withCatalogs(['online-rooms', 'video-call'], () =>
          import('../features/online-rooms/game/room-game-page').then((m) => ({ Component: m.RoomGamePage })),
        ),
      },
      {
        path: ROUTE_PATTERNS.joinByCode,
        lazy: withCatalogs(['online-rooms', 'video-call'], () =>
          import('../features/online-rooms/join/join-by-code-page').then((m) => ({ Component: m.JoinByCodePage })),
        ),
      },
    ],
  },
  // The blog is rendered on the server too, so its pages are part of the main bundle, not lazy.
  { path: ROUTE_PATTERNS.blogs, element: <BlogListPage /> },
  { path: ROUTE_PATTERNS.blogPost, element: <BlogPostPage /> },
  {
    path: ROUTE_PATTERNS.admin,
    lazy: withCatalogs(['admin'], () =>
      import('../features/admin/admin-page').then((m) => ({ Component: m.AdminPage })),
    ),
  },
  {
    path: ROUTE_PATTERNS.unsubscribe,
    lazy: withCatalogs(['newsletter'], () =>
      import('../features/newsletter/unsubscribe-page').then((m) => ({ Component: m.UnsubscribePage })),
    ),
  },
  // The text pages are rendered on the server, but their long text (in every language) loads with
  // the page, not with every first visit.
  {
    path: ROUTE_PATTERNS.privacy,
    lazy: withCatalogs(['static-pages'], () =>
      import('../features/static-pages/privacy-page').then((m) => ({ Component: m.PrivacyPage })),
    ),
  },
  {
    path: ROUTE_PATTERNS.terms,
    lazy: withCatalogs(['static-pages'], () =>
      import('../features/static-pages/terms-page').then((m) => ({ Component: m.TermsPage })),
    ),
  },
  {
    path: ROUTE_PATTERNS.contact,
    lazy: withCatalogs(['static-pages'], () =>
      import('../features/static-pages/contact-page').then((m) => ({ Component: m.ContactPage })),
    ),
  },
  {
    path: ROUTE_PATTERNS.about,
    lazy: withCatalogs(['static-pages'], () =>
      import('../features/static-pages/about-page').then((m) => ({ Component: m.AboutPage })),
    ),
  },
  {
    path: ROUTE_PATTERNS.disclaimer,
    lazy: withCatalogs(['static-pages'], () =>
      import('../features/static-pages/disclaimer-page').then((m) => ({ Component: m.DisclaimerPage })),
    ),
  },
  { path: '*', element: <NotFoundPage /> },
];

/**
 * The full route tree, for createBrowserRouter (client) or createMemoryRouter (tests). While a
 * lazy page's chunk arrives on the first visit, the layout shows with an empty main area.
 */
export const routes: RouteObject[] = [
  { path: SITE_PATHS.home, element: <RootLayout />, hydrateFallbackElement: <RootLayout />, children: pageRoutes },
];
