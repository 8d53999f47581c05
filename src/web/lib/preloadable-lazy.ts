/**
 * A lazily loaded component the server render can load first: `preload()`
 * (awaited by src/web/entry-server.tsx before rendering) keeps the module, and
 * on the server the lazy component then resolves at once, so React renders it
 * without suspending. A part still loading would be sent as a boundary the
 * browser must render again (React's error 419 when it hydrates), and the
 * first page rendered after a start would be kept so. In the browser it loads
 * as any lazy chunk.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export function preloadableLazy<P extends object>(
  load: () => Promise<ComponentType<P>>,
): { Component: LazyExoticComponent<ComponentType<P>>; preload: () => Promise<void> } {
  type Loaded = { default: ComponentType<P> };
  let loaded: Loaded | undefined;
  const Component = lazy((): Promise<Loaded> => {
    if (import.meta.env.SSR && loaded) {
      const done = loaded;
      // biome-ignore lint/suspicious/noThenProperty: a thenable on purpose; React.lazy reads it at once.
      return { then: (resolve: (m: Loaded) => void) => resolve(done) } as Promise<Loaded>;
    }
    return load().then((component) => ({ default: component }));
  });
  return {
    Component,
    async preload() {
      loaded ??= { default: await load() };
    },
  };
}
