/**
 * Scroll positions across the app's own navigations, as a multi-page site
 * would have them (docs/decisions/029-declarative-router-in-the-browser.md):
 * a new page opens at its top (or at its #fragment; a new address on the
 * same page, such as a filter, stays where it is), and Back or Forward
 * returns to where that entry was left, once the page is tall enough again
 * (its data may still be arriving: tried for up to about a second). Positions
 * are kept per history entry in sessionStorage, so they outlast a reload.
 */
import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'carsetu-scroll';
/** How long Back waits for its page to grow back to the kept position, ms. */
const RESTORE_WAIT_MS = 1000;

function readPositions(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

function keepPosition(key: string, y: number): void {
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...readPositions(), [key]: y }));
  } catch {
    // Storage full or blocked: Back opens at the top instead.
  }
}

/**
 * The key a history entry's position is kept under: the router's own key, or
 * for the entry a document opened on (which has none: 'default') its address.
 */
function entryKey({ key, pathname, search }: { key: string; pathname: string; search: string }) {
  return key === 'default' ? `default:${pathname}${search}` : key;
}

/** True when this document was reloaded or reached by Back or Forward. */
function documentCameBack(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/** Scrolls to `y` once the page is tall enough, or gives up after RESTORE_WAIT_MS. */
function restore(y: number): () => void {
  const until = performance.now() + RESTORE_WAIT_MS;
  let frame = 0;
  const attempt = () => {
    window.scrollTo(0, y);
    if (Math.abs(window.scrollY - y) > 1 && performance.now() < until) {
      frame = requestAnimationFrame(attempt);
    }
  };
  attempt();
  return () => cancelAnimationFrame(frame);
}

export function ScrollRestorer() {
  const location = useLocation();
  const navigationType = useNavigationType();

  useLayoutEffect(() => {
    window.history.scrollRestoration = 'manual';
  }, []);

  const lastPath = useRef(location.pathname);
  const firstKey = useRef(location.key);
  const movedOn = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per history entry
  useLayoutEffect(() => {
    const { hash, pathname } = location;
    const key = entryKey(location);
    const samePage = pathname === lastPath.current;
    lastPath.current = pathname;
    // The page the document opened on is restored only when the browser came back to it
    // (reload, Back from another site), not when a link opened it afresh.
    if (location.key !== firstKey.current) movedOn.current = true;
    const arrivedBack = movedOn.current || documentCameBack();
    let cancel = () => {};
    if (navigationType === 'POP' && arrivedBack) {
      const y = readPositions()[key];
      if (y !== undefined) cancel = restore(y);
    } else if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    } else if (!samePage) {
      // A new address on the same page (a filter, the sort) keeps the visitor where they are.
      window.scrollTo(0, 0);
    }
    // Followed as the visitor scrolls: read at the next page's commit, scrollY may already be
    // clamped by that page's shorter content.
    let y = window.scrollY;
    const follow = () => {
      y = window.scrollY;
    };
    const keep = () => keepPosition(key, y);
    addEventListener('scroll', follow, { passive: true });
    addEventListener('pagehide', keep);
    return () => {
      cancel();
      removeEventListener('scroll', follow);
      removeEventListener('pagehide', keep);
      keep();
    };
  }, [location.key]);

  return null;
}
