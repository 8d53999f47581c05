/**
 * False while React hydrates server-rendered HTML (and on the server), true
 * afterwards and in a page rendered only in the browser. Anything that
 * depends on this device (the stored access token, localStorage, the window's
 * address) reads through it, so the first client render matches the server's
 * HTML, which is the same for every visitor (docs/decisions/011-server-rendering.md).
 */
import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
