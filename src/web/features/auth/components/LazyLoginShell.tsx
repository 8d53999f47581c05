/**
 * LoginShell.tsx as a chunk of its own in the browser (issue 44 part 2: room
 * in every route's start for its privacy notice, js-budget.json). The shell
 * is opened by the boot script before the app runs and never once it runs
 * (the login dialog answers the taps then, taking over what was typed in
 * the shell's DOM), so the app's start need not carry it: until the chunk
 * has loaded, React leaves the server's shell as it is and hydrates it
 * after. The server render loads it first (preloadLoginShell), so every
 * page's HTML holds it.
 */
import { Suspense } from 'react';
import { preloadableLazy } from '#web/lib/preloadable-lazy.ts';

const { Component: Shell, preload } = preloadableLazy(() =>
  import('./LoginShell.tsx').then((m) => m.LoginShell),
);

/** Loads the shell's code (the server render, before rendering). */
export const preloadLoginShell = preload;

export function LazyLoginShell() {
  return (
    <Suspense fallback={null}>
      <Shell />
    </Suspense>
  );
}
