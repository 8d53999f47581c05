/**
 * The compare list this browser last looked at (docs/product.md#compare),
 * kept in localStorage so that "Add to compare" on a car page or a card
 * adds to it. The list itself travels in the compare page's address; this
 * is only its memory on the device (nothing is sent). The links read it
 * with useCompareList, which follows changes (a page kept mounted while the
 * compare page saved a new list shows the new count).
 */
import { compareCars } from '#shared/pages/compare.ts';
import { storeText, useStoredText } from './stored-text.ts';

const KEY = 'carsetu_compare';
const CHANGED = 'compare-list';

/** The stored list (on the server and while hydrating: none). */
export function useCompareList(): string[] {
  return compareCars(useStoredText(KEY, CHANGED));
}

/** Keeps `rands` as the list. */
export function saveCompareList(rands: string[]): void {
  storeText(KEY, rands.join(','), CHANGED);
}
