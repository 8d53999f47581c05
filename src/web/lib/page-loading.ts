/**
 * Whether a page's lazy chunk is loading (docs/decisions/029-declarative-router-in-the-browser.md):
 * the router navigates in a transition, so the page the visitor is on stays
 * while the next one's code arrives; the frame shows a thin progress bar
 * meanwhile (`usePageLoading`).
 */
import { useSyncExternalStore } from 'react';

let loading = 0;
const listeners = new Set<() => void>();

function set(delta: number): void {
  loading += delta;
  for (const listener of listeners) listener();
}

/** `load`, counted as a page chunk loading until it settles. */
export async function trackPageLoad<T>(load: Promise<T>): Promise<T> {
  set(1);
  try {
    return await load;
  } finally {
    set(-1);
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True while a page's chunk is loading (false on the server and while hydrating). */
export function usePageLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loading > 0,
    () => false,
  );
}
