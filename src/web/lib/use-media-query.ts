/** Subscribes to a CSS media query; false where matchMedia is missing (tests, old web views). */
import { useSyncExternalStore } from 'react';

export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const mql = window.matchMedia(query);
      mql.addEventListener('change', notify);
      return () => mql.removeEventListener('change', notify);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

/** Tailwind's `md` breakpoint and up. */
export const MD_UP = '(min-width: 768px)';
export const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
