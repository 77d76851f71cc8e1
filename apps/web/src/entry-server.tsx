import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { InitialData } from './app/initial-data';
import { serializeInitialData } from './app/initial-data';
import { AppProviders } from './app/providers';
import { routes } from './app/routes';
import { createRequestI18n } from './i18n/server-i18n';
import { localeBasename, splitLocalePath } from '@truth-or-dare/room-protocol/site-content';

export { catalogPreloadSources, lazyPageSource, serverRenderPlan, type ServerRenderPlan } from './server-rendering';
export {
  documentLanguage,
  LANGUAGE_COOKIE,
  pathInLocale,
  preferredLocale,
} from '@truth-or-dare/room-protocol/site-content';
export type { InitialData } from './app/initial-data';

/** A page rendered on the server: tags for <head>, the app's HTML, the data block, the status. */
export interface RenderedPage {
  readonly head: string;
  readonly body: string;
  readonly dataBlock: string;
  readonly status: number;
}

/** React puts a page's <title>, <meta> and <link> first in its output; they belong in <head>. */
const HOISTED_HEAD = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/?>|<link [^>]*\/?>)+/;

/**
 * Renders `url` with the same routes and components as the browser, from `data` (the same data
 * the browser then hydrates with).
 */
export async function renderPage(url: string, data: InitialData): Promise<RenderedPage> {
  const requestUrl = new URL(url, 'http://server.local');
  const { locale } = splitLocalePath(requestUrl.pathname);
  const handler = createStaticHandler(routes, { basename: localeBasename(locale) || undefined });
  const context = await handler.query(new Request(requestUrl));
  if (context instanceof Response) throw new Error(`Unexpected response while rendering ${url}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const i18n = await createRequestI18n(locale);
  const html = renderToString(
    <StrictMode>
      <AppProviders i18n={i18n} initialData={data}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  const head = HOISTED_HEAD.exec(html)?.[0] ?? '';
  const leaf = context.matches.at(-1)?.route;
  const missing = leaf?.path === '*' || (data.blogPost !== undefined && data.blogPost.post === null);
  return {
    head,
    body: html.slice(head.length),
    dataBlock: serializeInitialData(data),
    status: missing ? 404 : context.statusCode,
  };
}
