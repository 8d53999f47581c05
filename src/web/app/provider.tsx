/**
 * App-wide providers: React Query and the toast container: bottom centre,
 * 4 s, pause on hover/focus loss. At the bottom a toast never covers the
 * header, its menus or a page's title; on a phone it sits just above the
 * bottom bar (the placement is in styles.css). Toasts render into <body>
 * beside the app, so they stay readable and clickable above a modal dialog
 * (which makes the app inert while open); they mount after hydration (the
 * server has no <body> to portal into).
 */
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { createPortal } from 'react-dom';
import { queryClient } from '#web/lib/query-client.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';

// Loaded after the first paint; toasts raised earlier wait in react-toastify's queue.
const ToastContainer = lazy(() =>
  import('react-toastify').then((m) => ({ default: m.ToastContainer })),
);

/** `client`: the server render's own per-request client; the app's one client otherwise. */
export function AppProvider({ children, client }: { children: ReactNode; client?: QueryClient }) {
  const hydrated = useHydrated();
  return (
    <QueryClientProvider client={client ?? queryClient}>
      {children}
      {hydrated &&
        createPortal(
          <Suspense fallback={null}>
            <ToastContainer
              position="bottom-center"
              autoClose={4000}
              pauseOnHover
              pauseOnFocusLoss
              closeOnClick
            />
          </Suspense>,
          document.body,
        )}
    </QueryClientProvider>
  );
}
