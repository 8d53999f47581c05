/**
 * Server rendering of the public pages (docs/decisions/011-server-rendering.md),
 * built by Vite into dist/ssr and called by the Fastify server
 * (src/server/pages/server-render.ts). For one URL: run the matched routes'
 * loaders (and a posted form's action) through React Router's static handler
 * with a fresh React Query client, render the page to HTML with the same
 * declarative routes the browser hydrates
 * (docs/decisions/029-declarative-router-in-the-browser.md), and hand the
 * client's data and the page's outcome to the browser, which hydrates without
 * fetching them again.
 *
 * The API is called in-process (`setApiTransport`), through the same routes,
 * schemas and repositories as the browser's requests, without a token: the
 * HTML is the same for every visitor.
 */
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  matchRoutes,
  RouterContextProvider,
  StaticRouter,
} from 'react-router';
import { lang } from '#messages/locale.ts';
import { langPrefix } from '#shared/i18n/lang.ts';
import { preloadFooter } from './app/layout/LazyFooter.tsx';
import { AppProvider } from './app/provider.tsx';
import { AppRoutes, dataRoutes, preloadPages } from './app/router.tsx';
import { preloadRecentlyViewed } from './components/car/LazyRecentlyViewed.tsx';
import { preloadErrorScreen } from './components/LazyErrorScreen.tsx';
import { preloadLoginShell } from './features/auth/components/LazyLoginShell.tsx';
import { preloadKeywordSearchForm } from './features/keyword-search/components/LazyKeywordSearchForm.tsx';
import { type ApiTransport, setApiTransport } from './lib/api-client.ts';
import type { FirstPage } from './lib/first-page.tsx';
import { queryClientContext } from './lib/query-client-context.ts';
import type { SsrData } from './ssr-data.ts';

/** A rendered page, or where to go instead. */
export type RenderResult =
  | {
      kind: 'page';
      /** HTTP status: 200, or the status a loader threw (404 for an unknown policy page). */
      status: number;
      /** The app's HTML, for inside <div id="root">. */
      html: string;
      /** JSON for the `ssr-data` script (see ssr-data.ts), safe inside <script>. */
      data: string;
      /** Ids of the matched routes, outermost first (the lazy page's id names its chunk). */
      routeIds: string[];
    }
  | { kind: 'redirect'; status: number; location: string };

/** The build's language prefix ('' for English, '/hi', '/gu'): the server passes URLs with it. */
const basename = langPrefix(lang) || undefined;
const handler = createStaticHandler(dataRoutes, { basename });

/** Answers the app's API requests during rendering (set once at start-up). */
export function setRenderTransport(transport: ApiTransport): void {
  setApiTransport(transport);
}

/** The route the app shows for an unknown address (its 404 page). */
const NOT_FOUND_ROUTE = 'not-found';

/**
 * Whether the app has a page at `path` (path and query, with the build's prefix): false for an
 * address only its not-found route matches. Cheap: matches the routes, loads and renders nothing.
 */
export function isKnownPath(path: string): boolean {
  const matches = matchRoutes(dataRoutes, path.split(/[?#]/)[0] ?? '/', basename);
  return matches !== null && matches.at(-1)?.route.id !== NOT_FOUND_ROUTE;
}

/**
 * Renders `url` (absolute). With `form` (a url-encoded body), the page's
 * form was posted to it without JavaScript: the matched route's action runs
 * with it first, and the page shows its outcome (usePostedOutcome). Throws only
 * on a bug in rendering itself.
 */
export async function renderPage(
  url: string,
  signal?: AbortSignal,
  form?: string,
): Promise<RenderResult> {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  const context = new RouterContextProvider();
  context.set(queryClientContext, client);
  const request =
    form === undefined
      ? new Request(url, { signal })
      : new Request(url, {
          method: 'POST',
          body: form,
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          signal,
        });
  const result = await handler.query(request, { requestContext: context });
  if (result instanceof Response) {
    return {
      kind: 'redirect',
      status: result.status,
      location: result.headers.get('Location') ?? '/',
    };
  }
  const routeIds = result.matches.map((m) => m.route.id);
  await Promise.all([
    preloadPages(routeIds),
    preloadKeywordSearchForm(),
    preloadRecentlyViewed(),
    preloadFooter(),
    preloadLoginShell(),
    preloadErrorScreen(),
  ]);
  const page: FirstPage = {
    ...(result.errors ? { errorStatus: result.statusCode } : {}),
    ...(result.actionData ? { actionData: result.actionData } : {}),
  };
  const { pathname, search, hash } = new URL(url);
  const html = renderToString(
    <StrictMode>
      <AppProvider client={client}>
        <StaticRouter basename={basename} location={{ pathname, search, hash }}>
          <AppRoutes firstPage={page} />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
  );
  const data: SsrData = { page, queries: dehydrate(client) };
  client.clear();
  return {
    kind: 'page',
    // An address no page has answers 404 (its not-found route has no loader to say so).
    status: routeIds.includes(NOT_FOUND_ROUTE) ? 404 : result.statusCode,
    html,
    data: JSON.stringify(data).replace(/</g, '\\u003c'),
    routeIds,
  };
}
