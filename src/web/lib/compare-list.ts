/**
 * The compare list this browser last looked at (docs/product.md#compare),
 * kept in localStorage so that "Add to compare" on a car page adds to it.
 * The list itself travels in the compare page's address; this is only its
 * memory on the device (nothing is sent).
 */
import { compareCars } from '#shared/pages/compare.ts';

const KEY = 'carsetu_compare';

/** The stored list ([] when none or storage is blocked). */
export function loadCompareList(): string[] {
  try {
    return compareCars(localStorage.getItem(KEY));
  } catch {
    return [];
  }
}

/** Keeps `rands` as the list. */
export function saveCompareList(rands: string[]): void {
  try {
    localStorage.setItem(KEY, rands.join(','));
  } catch {}
}
