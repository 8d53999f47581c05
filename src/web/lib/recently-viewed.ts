/**
 * Recently viewed cars (issue 23 part 5; docs/product.md#recently-viewed):
 * the last RECENT_LIMIT car pages this browser opened, newest first, kept in
 * localStorage under RECENT_KEY and never sent anywhere. Written by the boot
 * script when a car page loads (before the app runs) and by the app when it
 * opens one; read by the app. Imports nothing: the boot script carries it.
 */

/** What a strip of recently viewed cars shows of a car. Rupees; photo: a card-size URL or null. */
export interface RecentCar {
  Rand: string;
  title: string;
  price: number;
  photo: string | null;
  path: string;
}

export const RECENT_KEY = 'carsetu_recent';
export const RECENT_LIMIT = 10;

/** The stored cars, newest first ([] when none, unreadable, or storage is blocked). */
export function readRecent(): RecentCar[] {
  try {
    const list = JSON.parse(localStorage.getItem(RECENT_KEY) ?? '[]');
    return Array.isArray(list) ? list.filter((c) => c && typeof c.Rand === 'string') : [];
  } catch {
    return [];
  }
}

/** Puts `car` first (once), keeping RECENT_LIMIT; storage blocked or full: nothing. */
export function rememberCar(car: RecentCar): void {
  try {
    const list = [car, ...readRecent().filter((c) => c.Rand !== car.Rand)].slice(0, RECENT_LIMIT);
    localStorage.setItem(RECENT_KEY, JSON.stringify(list));
    // This tab's strips (a storage event reaches only the other tabs).
    dispatchEvent(new Event('recent-cars'));
  } catch {}
}
