/**
 * The boot script's start on scroll (docs/decisions/030-list-choices-wait-for-the-app.md):
 * a list with a next page scrolled (by wheel, keys or touch) half a screen
 * down means the visitor is browsing it, so the app starts and is live to
 * load the next page in place before they reach its end. So does a page
 * with a slot for the recently viewed cars when this device has some to
 * show (boot-recent.ts).
 */
import { hasRecent } from './boot-recent.ts';

/** Calls `start` once the page is scrolled half a screen down, if it has such a list or slot. */
export function startWhenBrowsing(start: () => void): void {
  if (
    !document.querySelector('a[rel="next"]') &&
    !(document.querySelector('[data-recent-slot]') && hasRecent())
  )
    return;
  const onScroll = () => {
    if (scrollY < innerHeight / 2) return;
    removeEventListener('scroll', onScroll);
    start();
  };
  addEventListener('scroll', onScroll, { passive: true });
}
