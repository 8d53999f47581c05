/**
 * The compare list this browser last looked at (docs/product.md#compare),
 * kept in localStorage so that "Add to compare" on a car page or a card
 * adds to it. The list itself travels in the compare page's address; this
 * is only its memory on the device (nothing is sent). The links read it
 * with useCompareList, which follows changes (a page kept mounted while the
 * compare page saved a new list shows the new count).
 */
import { useSyncExternalStore } from 'react';
import { compareCars } from '#shared/pages/compare.ts';

const KEY = 'carsetu_compare';
const CHANGED = 'compare-list';

function raw(): string {
  try {
    return localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

function subscribe(onChange: () => void): () => void {
  addEventListener('storage', onChange);
  addEventListener(CHANGED, onChange);
  return () => {
    removeEventListener('storage', onChange);
    removeEventListener(CHANGED, onChange);
  };
}

/** The stored list (on the server and while hydrating: none). */
export function useCompareList(): string[] {
  return compareCars(useSyncExternalStore(subscribe, raw, () => ''));
}

/** Keeps `rands` as the list. */
export function saveCompareList(rands: string[]): void {
  try {
    localStorage.setItem(KEY, rands.join(','));
    dispatchEvent(new Event(CHANGED));
  } catch {}
}
