/**
 * Web entry: styles, providers and the router. A server-rendered page
 * (public pages) is hydrated with the data the server used; the plain shell
 * (signed-in pages, the dev server) renders in the browser.
 */
import './styles.css';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider.tsx';
import { routes } from './app/router.tsx';
import { queryClient } from './lib/query-client.ts';
import { asOfArrival, readSsrData } from './ssr-data.ts';

/** Loads the lazy route modules of this URL first, so hydration renders what the server did. */
async function loadLazyMatches(list: RouteObject[]): Promise<void> {
  const matches = matchRoutes(list, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}

/** Marks <html data-hydrated> once the page is live (tests wait for it before they interact). */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}

/** The app around `router`. */
function app(router: ReturnType<typeof createBrowserRouter>) {
  return (
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
        <HydrationMark />
      </AppProvider>
    </StrictMode>
  );
}

const container = document.getElementById('root')!;
const ssr = readSsrData(document);
if (ssr) {
  hydrate(queryClient, asOfArrival(ssr.queries, Math.round(performance.timeOrigin)));
  await loadLazyMatches(routes);
  // React Router reads it back itself, turning serialized route errors into errors again.
  (window as { __staticRouterHydrationData?: unknown }).__staticRouterHydrationData = ssr.router;
  const router = createBrowserRouter(routes);
  // As a transition, hydration yields to the browser every few milliseconds instead of
  // holding the main thread (a cheap phone stays responsive while the page comes alive).
  startTransition(() => {
    hydrateRoot(container, app(router));
  });
} else {
  createRoot(container).render(app(createBrowserRouter(routes)));
}
