/**
 * Renders `fallback` on the server and while the page hydrates, then
 * `children` inside Suspense (with the same fallback while their code
 * loads). For lazy components on server-rendered pages: the server cannot
 * wait for their code, and a suspended boundary in the HTML would be thrown
 * away and rendered again in the browser.
 */
import { type ReactNode, Suspense } from 'react';
import { useHydrated } from '#web/lib/use-hydrated.ts';

export function AfterHydration({
  fallback,
  children,
}: {
  fallback: ReactNode;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  if (!hydrated) return fallback;
  return <Suspense fallback={fallback}>{children}</Suspense>;
}
