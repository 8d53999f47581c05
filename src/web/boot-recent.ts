/**
 * The boot script's part of "Recently viewed" (docs/product.md#recently-viewed):
 * a car page loaded from the server is remembered on this device before the
 * app runs (the visitor may read it and leave without a tap). The app keeps
 * the same list through src/web/lib/recently-viewed.ts; this file repeats its
 * key and rule instead of importing it, so that the boot script stays one
 * small file (a module both import would become a chunk of its own);
 * src/web/lib/recently-viewed.test.ts checks that the two agree.
 */

export const BOOT_RECENT_KEY = 'carsetu_recent';
const LIMIT = 10;

/** Puts the car of this page's [data-recent-car] first in the stored list (once, at most 10). */
export function rememberThisCar(): void {
  const seen = document.querySelector<HTMLElement>('[data-recent-car]');
  if (!seen) return;
  try {
    const car = JSON.parse(seen.dataset.recentCar ?? '');
    const list = JSON.parse(localStorage.getItem(BOOT_RECENT_KEY) ?? '[]');
    const rest = Array.isArray(list) ? list.filter((c) => c?.Rand !== car.Rand) : [];
    localStorage.setItem(BOOT_RECENT_KEY, JSON.stringify([car, ...rest].slice(0, LIMIT)));
  } catch {}
}

/** Whether this device has any recently viewed car. */
export function hasRecent(): boolean {
  try {
    return (localStorage.getItem(BOOT_RECENT_KEY) ?? '[]') !== '[]';
  } catch {
    return false;
  }
}
