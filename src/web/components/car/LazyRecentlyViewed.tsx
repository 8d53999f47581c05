/**
 * RecentlyViewed.tsx as a chunk of its own: it is below the fold and shows
 * nothing until the app runs, so a page's start does not carry it. Until it
 * has loaded, its empty slot stands in its place (the same HTML the server
 * sends). The server render loads it first (preloadRecentlyViewed).
 */
import { Suspense } from 'react';
import { preloadableLazy } from '#web/lib/preloadable-lazy.ts';

const { Component: RecentlyViewed, preload } = preloadableLazy(() =>
  import('./RecentlyViewed.tsx').then((m) => m.RecentlyViewed),
);

/** Loads the chunk (the server render, before rendering). */
export const preloadRecentlyViewed = preload;

export function LazyRecentlyViewed({ except }: { except?: string }) {
  return (
    <Suspense fallback={<div data-recent-slot />}>
      <RecentlyViewed except={except} />
    </Suspense>
  );
}
