/**
 * Every route of the product, in one table used two ways
 * (docs/decisions/029-declarative-router-in-the-browser.md):
 * - `dataRoutes`: the server's React Router static handler runs the matched
 *   routes' loaders (which fill the React Query cache) and the car page's
 *   action from them (src/web/entry-server.tsx). Public pages have loaders
 *   (docs/decisions/011-server-rendering.md).
 * - `AppRoutes`: what both sides render, with the declarative router
 *   (`<StaticRouter>` on the server, `<BrowserRouter>` in the browser): the
 *   page frame and, inside it, the page, whose components read their data
 *   through React Query.
 * Every page is a lazy chunk named by its route id (`routes/{id}.tsx`), which
 * the server uses to preload the chunk of the page it renders; a page's
 * module is loaded before it renders on the server, and before hydration in
 * the browser (`preloadPages`), so both render the same HTML.
 */
import { type ComponentType, lazy } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { type FirstPage, FirstPageProvider } from '#web/lib/first-page.tsx';
import { trackPageLoad } from '#web/lib/page-loading.ts';
import { LazyErrorScreen } from '../components/LazyErrorScreen.tsx';
import { PageSlot, RenderErrorBoundary } from './layout/PageSlot.tsx';
import { RootLayout } from './layout/RootLayout.tsx';
import { rootLoader } from './root-loader.ts';

interface PageModule {
  Component: ComponentType;
}

const pageModules = import.meta.glob<PageModule>('./routes/*-route.tsx');

/** The pages: route id (module `./routes/{id}.tsx`) and path; no path: the index page. */
const PAGES: [id: string, path?: string, caseSensitive?: true][] = [
  ['home-route'],
  ['search-route', 'search'],
  // /CarDetails/{Rand}/{name}; a trailing suffix segment ("Specs & Features") is allowed.
  ['car-details-route', 'CarDetails/:Rand/:name/*'],
  ['contact-route', 'contactus'],
  ['policy-route', 'page/:slug'],
  ['landing-route', 'used-cars/:slug'],
  // A dealer's showroom; spelt exactly so, so that /Dealer/Team stays the workspace's.
  ['showroom-route', 'dealer/:slug', true],
  ['compare-route', 'compare'],
  ['wishlist-route', 'Wishlist'],
  ['sell-inquiry-route', 'SellInquiryform'],
  ['my-vehicles-route', 'MyVehicles'],
  ['enquiries-route', 'Enquiries'],
  ['my-alerts-route', 'MyAlerts'],
  ['grievance-route', 'grievance'],
  ['my-data-route', 'MyData'],
  ['admin-route', 'admin'],
  ['dealer-import-route', 'Dealer/Import'],
  // /Dealer and its sections (/Dealer/Team, a lazy part of the page); Import is a page of its own.
  ['dealer-route', 'Dealer/*'],
  ['edit-sell-inquiry-route', 'EditSellInquiryform/:Rand'],
  ['profile-route', 'profile'],
  ['login-route', 'Login'],
  ['test-route', 'test'],
];

function moduleOf(id: string) {
  const load = pageModules[`./routes/${id}.tsx`];
  if (!load) throw new Error(`No route module ./routes/${id}.tsx`);
  return load;
}

/** Each page's component: its module's, once preloaded, else a lazy one loading it. */
const pages = new Map<string, ComponentType>();

/** Loads the modules of the pages `ids` (route ids; others are ignored), so they render at once. */
export async function preloadPages(ids: string[]): Promise<void> {
  await Promise.all(
    ids
      .filter((id) => pageModules[`./routes/${id}.tsx`])
      .map(async (id) => pages.set(id, (await moduleOf(id)()).Component)),
  );
}

/**
 * The page `id`: rendered at once when its module is loaded, else loaded lazily. No Suspense
 * boundary waits for it: the router navigates in a transition, so the current page stays
 * until the next one can render (and the first render waits for `preloadPages`).
 */
function Page({ id }: { id: string }) {
  let Component = pages.get(id);
  if (!Component) {
    Component = lazy(async () => ({ default: (await trackPageLoad(moduleOf(id)())).Component }));
    pages.set(id, Component);
  }
  return <Component />;
}

const pageRoute = ([id, path, caseSensitive]: (typeof PAGES)[number]): RouteObject =>
  path === undefined ? { id, index: true } : { id, path, ...(caseSensitive && { caseSensitive }) };

/** For the server's static handler: loaders and actions only (ids match AppRoutes'). */
export const dataRoutes: RouteObject[] = [
  {
    id: 'root',
    loader: rootLoader,
    children: [
      {
        id: 'page',
        children: [
          ...PAGES.map((page) => ({
            ...pageRoute(page),
            lazy: moduleOf(page[0]) as RouteObject['lazy'],
          })),
          { id: 'not-found', path: '*' },
        ],
      },
    ],
  },
];

const appRoutes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      ...PAGES.map((page) => ({
        ...pageRoute(page),
        element: (
          <PageSlot>
            <Page id={page[0]} />
          </PageSlot>
        ),
      })),
      {
        path: '*',
        element: (
          <PageSlot>
            <LazyErrorScreen notFound />
          </PageSlot>
        ),
      },
    ],
  },
];

function Routed() {
  return useRoutes(appRoutes);
}

/**
 * The page frame and the page at the router's location, with what the server
 * answered for the first page (`firstPage`), inside our error screen should
 * the frame itself fail. Rendered inside `<StaticRouter>` or `<BrowserRouter>`.
 */
export function AppRoutes({ firstPage }: { firstPage: FirstPage }) {
  return (
    <RenderErrorBoundary standalone>
      <FirstPageProvider page={firstPage}>
        <Routed />
      </FirstPageProvider>
    </RenderErrorBoundary>
  );
}
