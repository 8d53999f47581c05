/**
 * Recently viewed cars (issue 23 part 5; docs/product.md#recently-viewed):
 * the last RECENT_LIMIT car pages this browser opened, newest first, kept in
 * localStorage under RECENT_KEY and never sent anywhere. Written by the boot
 * script when a car page loads (before the app runs) and by the app when it
 * opens one; read by the app (useRecentCars). The boot script writes it
 * with its own copy of the rule (src/web/boot-recent.ts).
 */
import { useMemo } from 'react';
import { storeText, useStoredText } from './stored-text.ts';

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

const CHANGED = 'recent-cars';

/** The cars in the stored text, newest first ([] when none or unreadable). */
function parseRecent(text: string | null): RecentCar[] {
  try {
    const list = JSON.parse(text || '[]');
    return Array.isArray(list) ? list.filter((c) => c && typeof c.Rand === 'string') : [];
  } catch {
    return [];
  }
}

/** The stored cars, newest first ([] when none, unreadable, or storage is blocked). */
export function readRecent(): RecentCar[] {
  try {
    return parseRecent(localStorage.getItem(RECENT_KEY));
  } catch {
    return [];
  }
}

/** The stored cars, re-rendering when they change (none on the server and while hydrating). */
export function useRecentCars(): RecentCar[] {
  const text = useStoredText(RECENT_KEY, CHANGED);
  return useMemo(() => parseRecent(text), [text]);
}

/** Puts `car` first (once), keeping RECENT_LIMIT; storage blocked or full: nothing. */
export function rememberCar(car: RecentCar): void {
  const list = [car, ...readRecent().filter((c) => c.Rand !== car.Rand)].slice(0, RECENT_LIMIT);
  storeText(RECENT_KEY, JSON.stringify(list), CHANGED);
}
