/**
 * Footer.tsx as a chunk of its own in the browser (issue 26: room for the
 * Hindi and Gujarati words in every route's start, js-budget.json). The
 * footer is at the end of every page and its links work as plain links, so
 * the app's start does not wait for it: until the chunk has loaded React
 * leaves the server's footer as it is and hydrates it after. The server
 * render loads it first (preloadFooter), so every page's HTML holds it.
 */
import { Suspense } from 'react';
import { preloadableLazy } from '#web/lib/preloadable-lazy.ts';

const { Component: Footer, preload } = preloadableLazy(() =>
  import('./Footer.tsx').then((m) => m.Footer),
);

/** Loads the footer's code (the server render, before rendering). */
export const preloadFooter = preload;

export function LazyFooter() {
  return (
    <Suspense fallback={<footer className="min-h-96 bg-primary-950" />}>
      <Footer />
    </Suspense>
  );
}
