/**
 * The data router: every route of spec 2. Home is in the entry bundle; every
 * other page is a lazy chunk. The root shows the full-page loader while the
 * first lazy page loads and our own error screen for anything unhandled.
 */
import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullPageLoader } from '#web/components/ui/FullPageLoader.tsx';
import { ErrorScreen, RouteErrorBoundary } from './error-screen.tsx';
import { RootLayout } from './layout/RootLayout.tsx';
import { HomeRoute } from './routes/home-route.tsx';

export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary standalone />,
    HydrateFallback: FullPageLoader,
    children: [
      {
        // Errors inside a page keep the header and footer around them.
        errorElement: <RouteErrorBoundary />,
        children: [
          { index: true, element: <HomeRoute /> },
          { path: 'search', lazy: () => import('./routes/search-route.tsx') },
          {
            // /CarDetails/{Rand}/{name}; a trailing suffix segment ("Specs & Features") is allowed.
            path: 'CarDetails/:Rand/:name/*',
            lazy: () => import('./routes/car-details-route.tsx'),
          },
          { path: 'contactus', lazy: () => import('./routes/contact-route.tsx') },
          { path: 'page/:slug', lazy: () => import('./routes/policy-route.tsx') },
          { path: 'Wishlist', lazy: () => import('./routes/wishlist-route.tsx') },
          { path: 'SellInquiryform', lazy: () => import('./routes/sell-inquiry-route.tsx') },
          { path: 'MyVehicles', lazy: () => import('./routes/my-vehicles-route.tsx') },
          {
            path: 'EditSellInquiryform/:Rand',
            lazy: () => import('./routes/edit-sell-inquiry-route.tsx'),
          },
          { path: 'profile', lazy: () => import('./routes/profile-route.tsx') },
          { path: 'Login', lazy: () => import('./routes/login-route.tsx') },
          { path: 'test', lazy: () => import('./routes/test-route.tsx') },
          { path: '*', element: <ErrorScreen notFound /> },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
