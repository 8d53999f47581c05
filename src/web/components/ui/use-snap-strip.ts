/**
 * A horizontal CSS scroll-snap strip driven from buttons (the car page's
 * photo slider and Related Cars): the browser scrolls, swipes and snaps it
 * before and without our script; once the app runs this hook follows where it
 * is (the first item in view, whether it is at either end) and moves it by a
 * view or to an item. Items are the strip's element children, all one width;
 * the strip is positioned (`relative`), so an item's offsetLeft is its place in it.
 */
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/** The classes every snap strip starts from: a positioned, snapping, scrollbar-less row. */
export const SNAP_STRIP_CLASS =
  'relative flex snap-x snap-mandatory overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden';

export interface SnapStrip<T extends HTMLElement> {
  ref: RefObject<T | null>;
  /** The first item in view, from 0. */
  index: number;
  atStart: boolean;
  atEnd: boolean;
  /** Scrolls by one view (`dir` -1 or 1). */
  step(dir: -1 | 1): void;
  /** Scrolls item `i` to the start; `instant` skips the smooth scroll. */
  scrollTo(i: number, instant?: boolean): void;
}

/** Follows the strip at `ref` (see the module comment). */
export function useSnapStrip<T extends HTMLElement>(): SnapStrip<T> {
  const ref = useRef<T>(null);
  const [state, setState] = useState({ index: 0, atStart: true, atEnd: false });

  const measure = useCallback(() => {
    const el = ref.current;
    const first = el?.firstElementChild as HTMLElement | null | undefined;
    if (!el || !first) return;
    const itemWidth = first.offsetWidth || el.clientWidth;
    const next = {
      index: Math.round(Math.abs(el.scrollLeft) / Math.max(1, itemWidth)),
      atStart: Math.abs(el.scrollLeft) < 2,
      atEnd: Math.abs(el.scrollLeft) + el.clientWidth >= el.scrollWidth - 2,
    };
    setState((s) =>
      s.index === next.index && s.atStart === next.atStart && s.atEnd === next.atEnd ? s : next,
    );
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resize?.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      resize?.disconnect();
    };
  }, [measure]);

  const step = useCallback((dir: -1 | 1) => {
    const el = ref.current;
    if (el) el.scrollBy({ left: dir * el.clientWidth, behavior: 'smooth' });
  }, []);

  const scrollTo = useCallback((i: number, instant = false) => {
    const el = ref.current;
    const item = el?.children[i] as HTMLElement | undefined;
    if (!el || !item) return;
    el.scrollTo({ left: item.offsetLeft, behavior: instant ? 'instant' : 'smooth' });
  }, []);

  return { ref, ...state, step, scrollTo };
}
