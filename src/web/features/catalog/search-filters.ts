/**
 * The search criteria the UI works with (the search filter state) as
 * plain data: ids as numbers, ranges as pairs. Defaults, the filter
 * dependencies (a new state clears the city, a new make clears the
 * model), the active-filter count and the sort labels. Pure functions only;
 * the URL form is in search-params.ts, the wire form in cars/api/search-cars.ts.
 */
import {
  sortKmLow,
  sortNewest,
  sortPriceHigh,
  sortPriceLow,
  sortYearNewest,
} from '#messages/cars.ts';
import {
  currentYear,
  DEFAULT_STATE,
  KM_MAX,
  KM_MIN,
  MIN_MODEL_YEAR,
  PRICE_MAX,
  PRICE_MIN,
} from '#shared/constants.ts';
// Type-only: importing the schema module at runtime would pull zod into the Home bundle.
import type { SearchSort } from '#shared/schemas/search.ts';

export type Range = [number, number];

export interface SearchFilters {
  /**
   * From the URL, else the stored state, else Gujarat; null (any state) only
   * for a keyword search whose address names no state
   * (docs/product.md#keyword-search).
   */
  state: number | null;
  /** The keyword search's text ('' = none). */
  q: string;
  city: number | null;
  make: number | null;
  model: number | null;
  fuel: number | null;
  gear: number | null;
  vehicle: number | null;
  year: Range;
  price: Range;
  km: Range;
  sort: SearchSort;
}

export const DEFAULT_STATE_ID = Number(DEFAULT_STATE.Value);
export const DEFAULT_SORT: SearchSort = 'newest';

export const yearBounds = (): Range => [MIN_MODEL_YEAR, currentYear()];
export const PRICE_BOUNDS: Range = [PRICE_MIN, PRICE_MAX];
export const KM_BOUNDS: Range = [KM_MIN, KM_MAX];

export function defaultFilters(state: number | null = DEFAULT_STATE_ID): SearchFilters {
  return {
    state,
    q: '',
    city: null,
    make: null,
    model: null,
    fuel: null,
    gear: null,
    vehicle: null,
    year: yearBounds(),
    price: [...PRICE_BOUNDS],
    km: [...KM_BOUNDS],
    sort: DEFAULT_SORT,
  };
}

export const sameRange = (a: Range, b: Range) => a[0] === b[0] && a[1] === b[1];

/**
 * `f` with `patch` applied and the dependencies kept: a different state
 * clears the city, a different make clears the model (unless the patch sets
 * them too).
 */
export function changeFilters(f: SearchFilters, patch: Partial<SearchFilters>): SearchFilters {
  const next = { ...f, ...patch };
  if (next.state !== f.state && !('city' in patch)) next.city = null;
  if (next.make !== f.make && !('model' in patch)) next.model = null;
  if (next.make === null) next.model = null;
  return next;
}

/** Every criterion back to its default except the state and the keywords. */
export const clearFilters = (f: SearchFilters): SearchFilters => ({
  ...defaultFilters(f.state),
  q: f.q,
});

/** How many filters beyond the state are narrowed (badge on the phone 'Filters' button). */
export function activeFilterCount(f: SearchFilters): number {
  let n = 0;
  for (const id of [f.city, f.make, f.model, f.fuel, f.vehicle, f.gear]) if (id !== null) n++;
  if (!sameRange(f.year, yearBounds())) n++;
  if (!sameRange(f.price, PRICE_BOUNDS)) n++;
  if (!sameRange(f.km, KM_BOUNDS)) n++;
  return n;
}

/** Every result order (a Record over SearchSort, so the compiler keeps it complete) with its label. */
export const SORT_LABELS: Record<SearchSort, string> = {
  newest: sortNewest,
  price_asc: sortPriceLow,
  price_desc: sortPriceHigh,
  km_asc: sortKmLow,
  year_desc: sortYearNewest,
};
