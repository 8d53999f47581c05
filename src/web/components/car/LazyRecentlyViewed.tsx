/**
 * RecentlyViewed.tsx as a chunk of its own: it is below the fold and shows
 * nothing until the app runs, so a page's start does not carry it. Until it
 * has loaded, its empty slot stands in its place (the same HTML the server
 * sends).
 */
import { lazy, Suspense } from 'react';

const RecentlyViewed = lazy(() =>
  import('./RecentlyViewed.tsx').then((m) => ({ default: m.RecentlyViewed })),
);

export function LazyRecentlyViewed({ except }: { except?: string }) {
  return (
    <Suspense fallback={<div data-recent-slot />}>
      <RecentlyViewed except={except} />
    </Suspense>
  );
}
