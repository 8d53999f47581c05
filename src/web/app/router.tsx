/**
 * The data router: every route of the product. Every page, Home included, is
 * a lazy chunk named by its route id (the file
 * `routes/{id}.tsx`), which the server uses to preload the chunk of the page
 * it renders. Public pages have loaders that fill the React Query cache
 * (on the server first, then handed over; docs/decisions/011-server-rendering.md).
 * The root shows the full-page loader while the first lazy page loads and our
 * own error screen for anything unhandled.
 */
import type { RouteObject } from 'react-router';
import { FullPageLoader } from '#web/components/ui/FullPageLoader.tsx';
import { ErrorScreen, RouteErrorBoundary } from '../components/ErrorScreen.tsx';
import { RootLayout } from './layout/RootLayout.tsx';
import { rootLoader } from './root-loader.ts';

const pageModules = import.meta.glob<RouteObject>('./routes/*-route.tsx');

/** A lazily loaded page: route id `id`, module `./routes/{id}.tsx`; no path: the index page. */
function page(id: string, path?: string): RouteObject {
  const load = pageModules[`./routes/${id}.tsx`];
  if (!load) throw new Error(`No route module ./routes/${id}.tsx`);
  const lazy = load as RouteObject['lazy'];
  return path === undefined ? { id, index: true, lazy } : { id, path, lazy };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    loader: rootLoader,
    errorElement: <RouteErrorBoundary standalone />,
    HydrateFallback: FullPageLoader,
    children: [
      {
        // Errors inside a page keep the header and footer around them.
        id: 'page',
        errorElement: <RouteErrorBoundary />,
        children: [
          page('home-route'),
          page('search-route', 'search'),
          // /CarDetails/{Rand}/{name}; a trailing suffix segment ("Specs & Features") is allowed.
          page('car-details-route', 'CarDetails/:Rand/:name/*'),
          page('contact-route', 'contactus'),
          page('policy-route', 'page/:slug'),
          page('landing-route', 'used-cars/:slug'),
          page('wishlist-route', 'Wishlist'),
          page('sell-inquiry-route', 'SellInquiryform'),
          page('my-vehicles-route', 'MyVehicles'),
          page('enquiries-route', 'Enquiries'),
          page('dealer-import-route', 'Dealer/Import'),
          page('dealer-route', 'Dealer'),
          page('edit-sell-inquiry-route', 'EditSellInquiryform/:Rand'),
          page('profile-route', 'profile'),
          page('login-route', 'Login'),
          page('test-route', 'test'),
          { id: 'not-found', path: '*', element: <ErrorScreen notFound /> },
        ],
      },
    ],
  },
];
