/**
 * RecentlyViewed.tsx as a chunk of its own: it is below the fold and shows
 * nothing until the app runs, so a page's start does not carry it. Until it
 * has loaded, its empty slot stands in its place (the same HTML the server
 * sends).
 */
import { lazy, Suspense } from 'react';

type Loaded = { default: typeof import('./RecentlyViewed.tsx')['RecentlyViewed'] };
const load = (): Promise<Loaded> =>
  import('./RecentlyViewed.tsx').then((m) => ({ default: m.RecentlyViewed }));
let loaded: Loaded | undefined;

/**
 * Loads the chunk on the server before rendering (as LazyKeywordSearchForm.tsx
 * does): a lazy part still loading is sent as a boundary the browser must
 * render again (React's error 419 when it hydrates), and the first page
 * rendered after a start would be kept so.
 */
export async function preloadRecentlyViewed(): Promise<void> {
  loaded ??= await load();
}

const RecentlyViewed = lazy((): Promise<Loaded> => {
  // Loaded first on the server: a thenable that resolves at once, so React renders it without suspending.
  if (import.meta.env.SSR && loaded) {
    const done = loaded;
    // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose; React.lazy reads it at once.
    return { then: (resolve: (m: Loaded) => void) => resolve(done) } as Promise<Loaded>;
  }
  return load();
});

export function LazyRecentlyViewed({ except }: { except?: string }) {
  return (
    <Suspense fallback={<div data-recent-slot />}>
      <RecentlyViewed except={except} />
    </Suspense>
  );
}
