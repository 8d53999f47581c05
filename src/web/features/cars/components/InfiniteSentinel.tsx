/**
 * Calls `onVisible` when the user has scrolled most of the way down the list
 * (docs/product.md#limits-and-constants: threshold about 80%), via an
 * IntersectionObserver with a generous bottom margin; also when the list was
 * scrolled past it.
 */
import { useEffect, useRef } from 'react';

export function InfiniteSentinel({
  onVisible,
  disabled,
  watch,
}: {
  onVisible: () => void;
  disabled: boolean;
  /** Change it (e.g. the page count) to check again after content grew or shrank. */
  watch: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const callback = useRef(onVisible);
  callback.current = onVisible;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `watch` re-arms the observer on purpose.
  useEffect(() => {
    const el = ref.current;
    if (disabled || !el || typeof IntersectionObserver === 'undefined') return;
    const margin = Math.round(window.innerHeight * 0.8);
    const io = new IntersectionObserver(
      (entries) => {
        // Near the viewport, or already above it (the list was flung past, e.g. before the app ran).
        if (entries.some((e) => e.isIntersecting || e.boundingClientRect.bottom < 0))
          callback.current();
      },
      { rootMargin: `0px 0px ${margin}px 0px` },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [disabled, watch]);
  return <div ref={ref} aria-hidden="true" className="h-px w-full" />;
}
