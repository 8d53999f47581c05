/**
 * App-wide providers: React Query and the toast container (spec 9: top-right,
 * 5 s, pause on hover/focus loss). Toasts render into <body> beside the app,
 * so they stay readable and clickable above a modal dialog (which makes the
 * app inert while open).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { createPortal } from 'react-dom';
import { queryClient } from '#web/lib/query-client.ts';

// Loaded after the first paint; toasts raised earlier wait in react-toastify's queue.
const ToastContainer = lazy(() =>
  import('react-toastify').then((m) => ({ default: m.ToastContainer })),
);

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      {createPortal(
        <Suspense fallback={null}>
          <ToastContainer
            position="top-right"
            autoClose={5000}
            pauseOnHover
            pauseOnFocusLoss
            newestOnTop
            closeOnClick
          />
        </Suspense>,
        document.body,
      )}
    </QueryClientProvider>
  );
}
